/**
 * The domain names the after-save targets in lower case ('/bcr?id=', '/work?id=') as the spec writes
 * them, but routes match letter case exactly: map them onto the routes' own spelling.
 */
const ROUTES: Readonly<Record<string, string>> = { '/bcr': '/BCR', '/work': '/Work', '/home': '/Home' };

export function canonicalRoute(path: string): string {
  const [pathname = '', query] = path.split('?');
  const route = ROUTES[pathname.toLowerCase()] ?? pathname;
  return query === undefined ? route : `${route}?${query}`;
}

/**
 * A browser's part of a sign-in, for tests that drive a real OpenID Connect client: follows the
 * provider's redirects with its cookies, fills in its own sign-in form and stops at the client's
 * redirect URI, whose URL (with `code` and `state`) the client then takes over.
 */
export async function signInThroughForms(authorizationUrl: URL, login: string, password: string, redirectUri: string): Promise<URL> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      jar.set(name.trim(), value);
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  let next: { url: URL; init: RequestInit } = { url: authorizationUrl, init: {} };
  for (let hop = 0; hop < 12; hop += 1) {
    if (next.url.href.startsWith(redirectUri)) return next.url;
    const response = await fetch(next.url, { ...next.init, redirect: 'manual', headers: { ...next.init.headers, cookie: cookie() } });
    keep(response);
    const location = response.headers.get('location');
    if (location) {
      next = { url: new URL(location, next.url), init: {} };
      continue;
    }
    const page = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    if (!action || !page.includes('name="login"')) throw new Error(`No sign-in form at ${next.url.href} (${response.status})`);
    next = {
      url: new URL(action.replace(/&amp;/g, '&'), next.url),
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ login, password }).toString(),
      },
    };
  }
  throw new Error('Too many redirects before the redirect URI');
}

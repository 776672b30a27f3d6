/** Where vite-plugin-pwa puts the worker (its default `sw.js` at the site's root). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Spec 3 section 8: "If the service worker file is missing or not JavaScript it is unregistered and the
 * page reloads." A release without the worker (or a server answering its address with a page) would
 * otherwise leave the old worker serving the old app shell for good: the browser keeps a worker whose
 * update fails. No answer at all (no network) says nothing about the release: the worker stays.
 */
export async function serviceWorkerScriptGone(fetchScript: typeof fetch = fetch): Promise<boolean> {
  let response: Response;
  try {
    // HEAD: the status and type tell it; the body would be the worker a second time on a rural link.
    response = await fetchScript(SERVICE_WORKER_URL, { method: 'HEAD', headers: { 'Service-Worker': 'script' }, cache: 'no-store' });
  } catch {
    return false;
  }
  const type = response.headers.get('content-type');
  return response.status === 404 || (type !== null && !type.includes('javascript'));
}

/**
 * Unregisters this page's worker and reloads when its script is gone; true when it did (the caller then
 * registers nothing). A page without a worker has nothing to drop and is not reloaded, so a release
 * without one reloads each browser once, never in a loop.
 */
export async function dropWorkerWithoutScript(
  container: Pick<ServiceWorkerContainer, 'getRegistration'> | undefined,
  reload: () => void,
  fetchScript?: typeof fetch,
): Promise<boolean> {
  if (!container || !(await serviceWorkerScriptGone(fetchScript))) return false;
  const registration = await container.getRegistration();
  if (registration && (await registration.unregister())) reload();
  return true;
}

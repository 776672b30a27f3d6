/**
 * The screens a copy made available offline opens in (the Work and BCR screens), set by the routes.
 * Caching a copy loads their code too, so the service worker holds it (assets are cached on use) and
 * the screens open with no network, and waits for the service worker itself. The routes register the
 * screens: lib code does not import features.
 */
let screens: readonly (() => Promise<unknown>)[] = [];

export function setOfflineScreens(preloads: readonly (() => Promise<unknown>)[]): void {
  screens = preloads;
}

/** How long caching waits for the service worker to take the app shell (it installs once the page settles). */
const SHELL_WAIT_MS = 15_000;

/**
 * The service worker active, with the app shell precached: without it the portal itself would not open
 * with no network, copies or not. Bounded: a browser without service workers still keeps the copies.
 */
function shellReady(): Promise<unknown> {
  if (!('serviceWorker' in navigator)) return Promise.resolve();
  return Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, SHELL_WAIT_MS))]);
}

/** The service worker's cache of built assets (vite.config.ts runtimeCaching, CacheFirst). */
const ASSET_CACHE = 'assets';

/**
 * Every built asset this page has loaded, put in the service worker's asset cache. Those loaded before
 * the service worker took control of the page (the first visit) never passed through it, and without
 * them the page would not open with no network (a screen's stylesheet, say).
 */
async function keepLoadedAssets(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/assets/`));
  const cache = await caches.open(ASSET_CACHE);
  await Promise.all(urls.map(async (url) => (await cache.match(url)) ?? cache.add(url)));
}

export async function loadOfflineScreens(): Promise<void> {
  await Promise.all([...screens.map((preload) => preload()), shellReady()]);
  await keepLoadedAssets().catch(() => undefined);
}

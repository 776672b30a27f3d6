/**
 * The screens a copy made available offline opens in (the Work and BCR screens), set by the routes.
 * Caching a copy loads their code too, so the service worker holds it (assets are cached on use) and
 * the screens open with no network. The routes register them: lib code does not import features.
 */
let screens: readonly (() => Promise<unknown>)[] = [];

export function setOfflineScreens(preloads: readonly (() => Promise<unknown>)[]): void {
  screens = preloads;
}

export async function loadOfflineScreens(): Promise<void> {
  await Promise.all(screens.map((preload) => preload()));
}

import { registerSW } from 'virtual:pwa-register';
import { AUTH_MESSAGES } from '@driller/domain';
import { whenIdle } from '../lib/when-idle';
import { dropWorkerWithoutScript } from './service-worker-check';

/**
 * How long after the page's load event the worker waits before registering. Its precache (the app
 * shell, ~220 KB) would otherwise download while a first visit on a rural link still fetches its own
 * screen (issue 8); by then the page's files are in the HTTP cache and the precache reuses them.
 */
const AFTER_LOAD_MS = 3000;

function afterPageSettles(run: () => void): void {
  const start = () => setTimeout(() => whenIdle(run), AFTER_LOAD_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * Registers the service worker that caches the app shell. When a new build is waiting, the user is told
 * (spec: 'New version available!') and the page reloads once the new worker takes over, so nobody keeps
 * editing against an old bundle. A worker whose script is gone is dropped instead (service-worker-check.ts).
 */
async function registerOrDrop(): Promise<void> {
  if (await dropWorkerWithoutScript(navigator.serviceWorker, () => window.location.reload())) return;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      window.alert(AUTH_MESSAGES.newVersion);
      void updateServiceWorker(true);
    },
  });
}

/** Registers (or drops) the worker once the page has settled. */
export function registerServiceWorker(): void {
  afterPageSettles(() => void registerOrDrop());
}

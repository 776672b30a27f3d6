import { registerSW } from 'virtual:pwa-register';
import { AUTH_MESSAGES } from '@driller/domain';

/**
 * Registers the service worker that caches the app shell. When a new build is waiting, the user is
 * told (spec: 'New version available!') and the page reloads once the new worker takes over, so
 * nobody keeps editing against an old bundle.
 */
export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      window.alert(AUTH_MESSAGES.newVersion);
      void updateServiceWorker(true);
    },
  });
}

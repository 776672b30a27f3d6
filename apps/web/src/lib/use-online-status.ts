import { useSyncExternalStore } from 'react';
import { isReachable, subscribeReachability } from './connectivity';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const unsubscribe = subscribeReachability(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    unsubscribe();
  };
}

/** Online: the browser says so (navigator.onLine) and the server answered the page's last request. */
export const readOnline = (): boolean => navigator.onLine && isReachable();
// Without a browser there is no way to know; assume online so nothing is hidden on first paint.
const readOnlineOnServer = (): boolean => true;

/** Whether the portal can be reached, live through the browser's online/offline events and the page's own requests. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, readOnline, readOnlineOnServer);
}

import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const readOnline = (): boolean => navigator.onLine;
// Without a browser there is no way to know; assume online so nothing is hidden on first paint.
const readOnlineOnServer = (): boolean => true;

/** The browser's own view of connectivity (navigator.onLine), live through online/offline events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, readOnline, readOnlineOnServer);
}

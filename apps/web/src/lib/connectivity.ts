/**
 * Whether the portal's server answered the page's last request. `navigator.onLine` only says a
 * network interface is up: a phone hotspot with no signal, or a browser that keeps reporting online
 * after the link dropped, still says true. A request that fails before any answer marks the server
 * unreachable; the next answer, or a retry every RETRY_MS, marks it reachable again.
 */
export const RETRY_MS = 15_000;

/** The portal's public settings, served by the server (never from the service worker's cache): small, public, and what the probe asks for. */
export const PUBLIC_CONFIG_PATH = '/config.json';

let reachable = true;
/** Whether any request of this page has had an answer from the server. */
let answered = false;
let retry: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function setReachable(next: boolean): void {
  if (next === reachable) return;
  reachable = next;
  for (const listener of listeners) listener();
}

export const isReachable = (): boolean => reachable;

// Back online by the browser's account: ask the server at once rather than at the next retry.
const probeNow = () => void probe();

/** Calls `listener` when reachability changes; while anything listens, the browser's online event probes at once. */
export function subscribeReachability(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('online', probeNow);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('online', probeNow);
  };
}

function reached(): void {
  answered = true;
  if (retry) clearTimeout(retry);
  retry = null;
  setReachable(true);
}

function unreachable(): void {
  setReachable(false);
  retry ??= setTimeout(() => {
    retry = null;
    void probe();
  }, RETRY_MS);
}

/** fetch, noting whether the server answered: any HTTP answer counts, a cancelled request does not. */
export async function trackedFetch(input: string, init?: RequestInit): Promise<Response> {
  try {
    const response = await fetch(input, init);
    reached();
    return response;
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) unreachable();
    throw error;
  }
}

/**
 * The first screen's check: asks the server only when no request of the page has had an answer yet. A
 * signed-in page has usually heard from it by then (its settings, its data), and on a rural link one
 * request fewer is one fewer waiting for the browser's six connections while the screen's code loads.
 */
export function probeUnlessAnswered(): Promise<void> {
  return answered ? Promise.resolve() : probe();
}

/** Asks the server for the small public settings file, only to learn whether it answers. */
export function probe(): Promise<void> {
  return trackedFetch(PUBLIC_CONFIG_PATH, { cache: 'no-store' }).then(
    () => undefined,
    () => undefined,
  );
}

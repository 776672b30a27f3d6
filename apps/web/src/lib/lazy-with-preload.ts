import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyWithPreload<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts downloading the component's chunk (e.g. a screen while the session is being checked). */
  preload: () => Promise<unknown>;
};

/** A thenable that calls back at once (not in a microtask), so React.lazy reads the value while rendering. */
function settled<T>(value: T): Promise<T> {
  const thenable: PromiseLike<T> = { then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(value) : value) as never };
  return thenable as Promise<T>;
}

/** Waits before each new try of a chunk that failed to download (a rural link that dropped out a moment). */
export const CHUNK_RETRY_DELAYS_MS = [500, 2000] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The chunk, tried again after a failed download while the browser says it is online. React.lazy keeps
 * a failed load for good, so without this one lost request would leave the screen broken until a reload.
 */
async function withRetries<T>(load: () => Promise<T>, delays: readonly number[]): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !navigator.onLine) throw error;
      await wait(delay);
    }
  }
}

/**
 * React.lazy for a named export, with `preload` to start its chunk early. Once preloaded, the lazy
 * component resolves synchronously, so React renders it without suspending: no "Loading page" flash,
 * and no wait for React's throttled reveal of a suspended boundary (issue 8: that wait would sit on a
 * rural driller's critical path).
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
  retryDelays: readonly number[] = CHUNK_RETRY_DELAYS_MS,
): LazyWithPreload<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    (loading ??= withRetries(load, retryDelays).then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // Not remembered: the next render or preload downloads it again.
        loading = null;
        throw error;
      },
    ));
  const component = lazy(() => (loaded ? settled({ default: loaded }) : preload().then((component) => ({ default: component }))));
  return Object.assign(component, { preload });
}

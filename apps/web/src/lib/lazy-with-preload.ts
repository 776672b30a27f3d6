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

/**
 * React.lazy for a named export, with `preload` to start its chunk early. Once preloaded, the lazy
 * component resolves synchronously, so React renders it without suspending: no "Loading page" flash,
 * and no wait for React's throttled reveal of a suspended boundary (issue 8: that wait would sit on a
 * rural driller's critical path).
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): LazyWithPreload<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    (loading ??= load().then(
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

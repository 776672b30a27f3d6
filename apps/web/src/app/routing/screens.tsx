import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyScreen<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts downloading the screen's chunk (e.g. while the session is being checked). */
  preload: () => Promise<unknown>;
};

/** React.lazy for named exports: each screen becomes its own chunk, loaded on first visit or preloaded. */
function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => (loading ??= load());
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
}

// The landing page and Home are where visits start: they ride with the entry (a few KB) instead of
// costing a round trip after it (issue 8, largest contentful paint on a rural link).
export { LandingPage as LandingScreen } from '../../features/landing/landing-page';
export { HomePage as HomeScreen } from '../../features/home/home-page';

export const HelpScreen = lazyScreen(() => import('../../features/help/help-page').then((m) => m.HelpPage));
export const OfflineScreen = lazyScreen(() =>
  import('../../features/offline/offline-page').then((m) => m.OfflinePage),
);
export const AuthCallbackScreen = lazyScreen(() =>
  import('../../features/auth/auth-callback').then((m) => m.AuthCallback),
);
export const ComingReleaseScreen = lazyScreen(() =>
  import('../../features/coming-release/coming-release-page').then((m) => m.ComingReleasePage),
);
export const WorkScreen = lazyScreen(() => import('../../features/work/components/work-screen').then((m) => m.WorkScreen));

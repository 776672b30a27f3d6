import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy for named exports: each screen becomes its own chunk, loaded on first visit. */
function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await load() }));
}

export const LandingScreen = lazyScreen(() =>
  import('../../features/landing/landing-page').then((m) => m.LandingPage),
);
export const HelpScreen = lazyScreen(() => import('../../features/help/help-page').then((m) => m.HelpPage));
export const OfflineScreen = lazyScreen(() =>
  import('../../features/offline/offline-page').then((m) => m.OfflinePage),
);
export const HomeScreen = lazyScreen(() => import('../../features/home/home-page').then((m) => m.HomePage));
export const AuthCallbackScreen = lazyScreen(() =>
  import('../../features/auth/auth-callback').then((m) => m.AuthCallback),
);
export const ComingReleaseScreen = lazyScreen(() =>
  import('../../features/coming-release/coming-release-page').then((m) => m.ComingReleasePage),
);
export const WorkScreen = lazyScreen(() => import('../../features/work/components/work-screen').then((m) => m.WorkScreen));

import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { setOfflineScreens } from '../../lib/offline/offline-screens';

// The landing page and Home are where visits start: they ride with the entry (a few KB) instead of
// costing a round trip after it (issue 8, largest contentful paint on a rural link).
export { LandingPage as LandingScreen } from '../../features/landing/landing-page';
export { HomePage as HomeScreen } from '../../features/home/home-page';

export const HelpScreen = lazyWithPreload(() => import('../../features/help/help-page').then((m) => m.HelpPage));
export const OfflineScreen = lazyWithPreload(() =>
  import('../../features/offline/offline-page').then((m) => m.OfflinePage),
);
export const AuthCallbackScreen = lazyWithPreload(() =>
  import('../../features/auth/auth-callback').then((m) => m.AuthCallback),
);
export const WorkScreen = lazyWithPreload(() => import('../../features/work/components/work-screen').then((m) => m.WorkScreen));
export const BcrScreen = lazyWithPreload(() => import('../../features/bcr/wizard/bcr-screen').then((m) => m.BcrScreen));
export const RegistrationRequestsScreen = lazyWithPreload(() =>
  import('../../features/access-requests/components/requests-screen').then((m) => m.RegistrationRequestsScreen),
);
export const DcaRequestsScreen = lazyWithPreload(() =>
  import('../../features/access-requests/components/requests-screen').then((m) => m.DcaRequestsScreen),
);
export const SearchBcrScreen = lazyWithPreload(() => import('../../features/search/components/search-bcr-page').then((m) => m.SearchBcrPage));
export const OrganisationScreen = lazyWithPreload(() => import('../../features/companies/components/organisation-page').then((m) => m.OrganisationPage));
export const AssociateOrganisationScreen = lazyWithPreload(() =>
  import('../../features/companies/components/associate-organisation-page').then((m) => m.AssociateOrganisationPage),
);
export const MapDrillerScreen = lazyWithPreload(() => import('../../features/companies/components/map-driller-page').then((m) => m.MapDrillerPage));
export const ManageDrillerScreen = lazyWithPreload(() =>
  import('../../features/people/components/manage-driller-screen').then((m) => m.ManageDrillerScreen),
);
export const ManageUserScreen = lazyWithPreload(() =>
  import('../../features/people/components/manage-user-screen').then((m) => m.ManageUserScreen),
);

// A work made available offline opens in these two screens, on any of their pages: their code is
// fetched when it is cached, with the /Offline page that any other screen opened offline goes to.
setOfflineScreens([
  () => OfflineScreen.preload(),
  () => Promise.all([WorkScreen.preload(), import('../../features/work/components/work-page-content').then((m) => m.preloadWorkPages())]),
  () => Promise.all([BcrScreen.preload(), import('../../features/bcr/wizard/page-registry').then((m) => m.preloadAllPages())]),
]);

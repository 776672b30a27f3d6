import type { ReactNode } from 'react';
import { Navigate, matchRoutes, useLocation, type RouteObject } from 'react-router';
import { AppLayout } from '../layout/app-layout';
import { SignedInRoute } from './signed-in-route';
import {
  AuthCallbackScreen,
  BcrScreen,
  DcaRequestsScreen,
  HelpScreen,
  HomeScreen,
  LandingScreen,
  MapDrillerScreen,
  ManageDrillerScreen,
  ManageUserScreen,
  OfflineScreen,
  RegistrationRequestsScreen,
  SearchBcrScreen,
  OrganisationScreen,
  AssociateOrganisationScreen,
  WorkScreen,
} from './screens';

const HOME_PATH = '/Home';

/** What a route carries besides its element: how to start downloading its screen's chunk. */
interface RouteHandle {
  preload?: () => Promise<unknown>;
}

/**
 * A signed-in route, matched with exact letter case as the spec's route table requires. `worksOffline`:
 * it opens from the copies made available offline (Home, the Work, the BCR); the others need the network.
 */
function signedIn(path: string, element: ReactNode, preload?: () => Promise<unknown>, worksOffline = false): RouteObject {
  const handle: RouteHandle = { preload };
  return {
    path,
    caseSensitive: true,
    handle,
    element: (
      <SignedInRoute path={path} worksOffline={worksOffline}>
        {element}
      </SignedInRoute>
    ),
  };
}

/**
 * Spec 2 writes the report's route in lower case ("/bcr?id={formAId} opens a report"), spec 1's route
 * table as /BCR: /bcr, exactly so, opens the report at its one route (any other spelling is still home).
 */
function LowerCaseBcrRoute() {
  const { search } = useLocation();
  return <Navigate to={`/BCR${search}`} replace />;
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <LandingScreen /> },
      { path: '/Help', caseSensitive: true, element: <HelpScreen /> },
      { path: '/Offline', caseSensitive: true, element: <OfflineScreen /> },
      { path: '/auth/callback', caseSensitive: true, handle: { preload: AuthCallbackScreen.preload } satisfies RouteHandle, element: <AuthCallbackScreen /> },
      signedIn(HOME_PATH, <HomeScreen />, undefined, true),
      signedIn('/Work', <WorkScreen />, WorkScreen.preload, true),
      signedIn('/BCR', <BcrScreen />, BcrScreen.preload, true),
      { path: '/bcr', caseSensitive: true, element: <LowerCaseBcrRoute /> },
      signedIn('/UserRegistrationRequest', <RegistrationRequestsScreen />, RegistrationRequestsScreen.preload),
      signedIn('/DCAAccessRequest', <DcaRequestsScreen />, DcaRequestsScreen.preload),
      signedIn('/SearchBCR', <SearchBcrScreen />, SearchBcrScreen.preload),
      signedIn('/Organisation', <OrganisationScreen />, OrganisationScreen.preload),
      signedIn('/AssociateOrganisation', <AssociateOrganisationScreen />, AssociateOrganisationScreen.preload),
      signedIn('/MapDrillerWithOrganisation', <MapDrillerScreen />, MapDrillerScreen.preload),
      signedIn('/ManageDriller', <ManageDrillerScreen />, ManageDrillerScreen.preload),
      signedIn('/ManageUser', <ManageUserScreen />, ManageUserScreen.preload),
      // Spec: any other path (including a different letter case) shows the home screen, unredirected.
      {
        path: '*',
        element: (
          <SignedInRoute path={HOME_PATH} worksOffline>
            <HomeScreen />
          </SignedInRoute>
        ),
      },
    ],
  },
];

/**
 * Starts downloading the screen of `pathname` (a lazy chunk) at once: called at start-up when a
 * session is being resumed, so the chunk arrives while the session is checked, not after.
 */
export function preloadScreenOf(pathname: string): void {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
  // A failed preload is retried by the screen's own lazy load when it renders.
  handle?.preload?.().catch(() => undefined);
}

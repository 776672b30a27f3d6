import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../layout/app-layout';
import { COMING_RELEASE_PATHS } from '../../lib/screen-catalogue';
import { SignedInRoute } from './signed-in-route';
import {
  AuthCallbackScreen,
  ComingReleaseScreen,
  HelpScreen,
  HomeScreen,
  LandingScreen,
  OfflineScreen,
  WorkScreen,
} from './screens';

const HOME_PATH = '/Home';

/**
 * A signed-in route, matched with exact letter case as the spec's route table requires. `preload`
 * fetches the screen's chunk while a stored session is being checked, not after.
 */
function signedIn(path: string, element: ReactNode, preload?: () => Promise<unknown>): RouteObject {
  return {
    path,
    caseSensitive: true,
    element: (
      <SignedInRoute path={path} preload={preload}>
        {element}
      </SignedInRoute>
    ),
  };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <LandingScreen /> },
      { path: '/Help', caseSensitive: true, element: <HelpScreen /> },
      { path: '/Offline', caseSensitive: true, element: <OfflineScreen /> },
      { path: '/auth/callback', caseSensitive: true, element: <AuthCallbackScreen /> },
      signedIn(HOME_PATH, <HomeScreen />),
      signedIn('/Work', <WorkScreen />, WorkScreen.preload),
      ...COMING_RELEASE_PATHS.map((path) => signedIn(path, <ComingReleaseScreen path={path} />, ComingReleaseScreen.preload)),
      // Spec: any other path (including a different letter case) shows the home screen, unredirected.
      {
        path: '*',
        element: (
          <SignedInRoute path={HOME_PATH}>
            <HomeScreen />
          </SignedInRoute>
        ),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

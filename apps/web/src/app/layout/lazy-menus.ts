import { lazy } from 'react';

// The signed-in header's menus (react-aria) load once a user is signed in: they are not needed for
// the first paint, so they do not compete with the session check and the screen for a slow link.
const loadSignedInMenus = () => import('./signed-in-menus');

export const LazyAccountMenu = lazy(() => loadSignedInMenus().then((m) => ({ default: m.AccountMenu })));
export const LazyAdminMenu = lazy(() => loadSignedInMenus().then((m) => ({ default: m.AdminMenu })));

import { ADMIN_MENU, MAIN_MENU, visibleMenu, type CurrentUser, type MenuItem } from '@driller/domain';
import { formAIdFrom } from './form-a-id';
import { AUTHORITY_SITE, BORE_CONSTRUCTION_GUIDELINES } from './site-links';

export interface NavModel {
  main: MenuItem[];
  admin: MenuItem[];
}

/** The menus a user may see; the desktop bar, the mobile drawer and Home's quick links all use it. */
export function navModelFor(user: CurrentUser): NavModel {
  return { main: visibleMenu(MAIN_MENU, user), admin: visibleMenu(ADMIN_MENU, user) };
}

/** The menu path that creates a work (spec 1 "App shell": Create New Work). */
const NEW_WORK_PATH = '/Work';

/**
 * Whether a menu item stands for the screen at this address. Routes match exactly (spec 1 "Routes"),
 * so the path must be the pathname, letter case included. /Work with an id above 0 opens an existing
 * work, which is not "Create New Work"; no menu item stands for it, as none does for /BCR. A
 * `page=viewprofile` address is the user menu's View Profile, not the administration screen under the
 * same path (docs/decisions.md).
 */
export function isCurrentMenuPath(path: string, location: { pathname: string; search: string }): boolean {
  if (path !== location.pathname) return false;
  const query = new URLSearchParams(location.search);
  if (query.get('page') === 'viewprofile') return false;
  return path !== NEW_WORK_PATH || formAIdFrom(query) === 0;
}

export interface HelpfulLink {
  id: string;
  label: string;
  href: string;
  external: boolean;
}

export const HELPFUL_LINKS: readonly HelpfulLink[] = [
  {
    id: 'guidelines',
    label: BORE_CONSTRUCTION_GUIDELINES.label,
    href: BORE_CONSTRUCTION_GUIDELINES.href,
    external: true,
  },
  { id: 'help', label: 'Help and user guides', href: '/Help', external: false },
  { id: 'authority', label: AUTHORITY_SITE.label, href: AUTHORITY_SITE.href, external: true },
];

import { ADMIN_MENU, MAIN_MENU, visibleMenu, type CurrentUser, type MenuItem } from '@driller/domain';
import { AUTHORITY_SITE, BORE_CONSTRUCTION_GUIDELINES } from './site-links';

export interface NavModel {
  main: MenuItem[];
  admin: MenuItem[];
}

/** The menus a user may see; the desktop bar, the mobile drawer and Home's quick links all use it. */
export function navModelFor(user: CurrentUser): NavModel {
  return { main: visibleMenu(MAIN_MENU, user), admin: visibleMenu(ADMIN_MENU, user) };
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

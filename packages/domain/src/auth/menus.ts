import { can, type Action } from './permissions';
import { ROLE, type Subject } from './roles';

export interface MenuItem {
  label: string;
  path: string;
  action: Action;
}

/** Main menu (spec 1 "App shell"). */
export const MAIN_MENU: readonly MenuItem[] = [
  { label: 'Home', path: '/Home', action: 'home.view' },
  { label: 'Create New Work', path: '/Work', action: 'work.create' },
];

/** Admin submenu, in the spec's order. */
export const ADMIN_MENU: readonly MenuItem[] = [
  { label: 'Driller details', path: '/ManageDriller', action: 'driller.manage' },
  { label: 'Non driller user details', path: '/ManageUser', action: 'user.manage' },
  { label: 'Company / Registered business', path: '/Organisation', action: 'organisation.view' },
  {
    label: 'Assign Driller To Company / Registered business',
    path: '/MapDrillerWithOrganisation',
    action: 'organisation.assignDriller',
  },
  { label: 'Registration requests', path: '/UserRegistrationRequest', action: 'registration.review' },
  { label: 'Drilling Company Admin Access Requests', path: '/DCAAccessRequest', action: 'dcaRequest.manage' },
  { label: 'Search Bore Construction Reports', path: '/SearchBCR', action: 'bcr.search' },
];

export function visibleMenu(items: readonly MenuItem[], subject: Subject): MenuItem[] {
  return items.filter((item) => can(subject, item.action));
}

/** Signed-in routes and the action each needs; a route missing here is public or unknown. */
export const ROUTE_ACTIONS: Readonly<Record<string, Action>> = {
  '/Home': 'home.view',
  '/Work': 'work.create',
  '/BCR': 'bcr.view',
  '/ManageDriller': 'driller.manage',
  '/ManageUser': 'user.manage',
  '/Organisation': 'organisation.view',
  '/AssociateOrganisation': 'organisation.associateSelf',
  '/MapDrillerWithOrganisation': 'organisation.assignDriller',
  '/UserRegistrationRequest': 'registration.review',
  '/DCAAccessRequest': 'dcaRequest.manage',
  '/SearchBCR': 'bcr.search',
};

/**
 * The action a signed-in route needs, given its query string and who asks: opening an existing work
 * (/Work?id=) is viewing, not creating; page=viewprofile on the screen of the viewer's own kind of
 * record (View Profile's target) opens that record, which anyone may. On the other screen it opens
 * nothing of theirs, so that screen's own rule applies (a Driller is kept off Non driller user details).
 */
export function routeAction(path: string, search: string, subject: Subject): Action | undefined {
  const query = queryParams(search);
  if (query.get('page')?.toLowerCase() === 'viewprofile' && viewProfilePath(subject).startsWith(`${path}?`)) {
    return 'home.view';
  }
  if (path === '/Work' && Number(query.get('id')) > 0) return 'work.view';
  return ROUTE_ACTIONS[path];
}

/** '?a=1&b=2' -> Map; the domain has no DOM, so no URLSearchParams. */
function queryParams(search: string): Map<string, string> {
  const pairs = search.replace(/^\?/, '').split('&').filter(Boolean);
  return new Map(
    pairs.map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [decodeURIComponent(key), decodeURIComponent(value.replace(/\+/g, ' '))] as const;
    }),
  );
}

/** The View Profile target: a Driller edits their driller record, everyone else their user record. */
export function viewProfilePath(subject: Subject): string {
  return subject.roleId === ROLE.driller ? '/ManageDriller?page=viewprofile' : '/ManageUser?page=viewprofile';
}

import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, MAIN_MENU, ROUTE_ACTIONS, routeAction, viewProfilePath, visibleMenu } from './menus';
import { can } from './permissions';
import { ROLE, type RoleId, type Subject } from './roles';

const as = (roleId: RoleId, isDCA = false): Subject => ({ roleId, isDCA });
const labels = (subject: Subject) => visibleMenu(ADMIN_MENU, subject).map((item) => item.label);

describe('menus', () => {
  it('main menu: Create New Work only for A, B and Driller', () => {
    expect(visibleMenu(MAIN_MENU, as(ROLE.driller)).map((i) => i.label)).toEqual(['Home', 'Create New Work']);
    expect(visibleMenu(MAIN_MENU, as(ROLE.readOnlyAll)).map((i) => i.label)).toEqual(['Home']);
  });

  it.each<[string, Subject, string[]]>([
    [
      'Super Admin sees the whole admin menu',
      as(ROLE.superAdmin),
      [
        'Driller details',
        'Non driller user details',
        'Company / Registered business',
        'Assign Driller To Company / Registered business',
        'Registration requests',
        'Drilling Company Admin Access Requests',
        'Search Bore Construction Reports',
      ],
    ],
    [
      'a plain Driller',
      as(ROLE.driller),
      ['Driller details', 'Company / Registered business', 'Drilling Company Admin Access Requests', 'Search Bore Construction Reports'],
    ],
    [
      'a Driller company admin also manages users and assigns drillers',
      as(ROLE.driller, true),
      [
        'Driller details',
        'Non driller user details',
        'Company / Registered business',
        'Assign Driller To Company / Registered business',
        'Drilling Company Admin Access Requests',
        'Search Bore Construction Reports',
      ],
    ],
    [
      'Hydrogeologist (D) has no Driller details',
      as(ROLE.hydrogeologist),
      ['Non driller user details', 'Company / Registered business', 'Search Bore Construction Reports'],
    ],
  ])('%s', (_, subject, expected) => {
    expect(labels(subject)).toEqual(expected);
  });

  it.each(Object.entries(ROUTE_ACTIONS))('route %s is guarded by %s, the same action as its menu item', (path, action) => {
    const item = [...MAIN_MENU, ...ADMIN_MENU].find((i) => i.path === path);
    if (item) expect(item.action).toBe(action);
    expect(can(as(ROLE.superAdmin), action)).toBe(true);
  });

  it.each<[Subject, string]>([
    [as(ROLE.driller), '/ManageDriller?page=viewprofile'],
    [as(ROLE.driller, true), '/ManageDriller?page=viewprofile'],
    [as(ROLE.regulator), '/ManageUser?page=viewprofile'],
    [as(ROLE.superAdmin), '/ManageUser?page=viewprofile'],
  ])('View Profile for %j goes to %s', (subject, path) => {
    expect(viewProfilePath(subject)).toBe(path);
  });
});

describe('routeAction', () => {
  it.each<[string, string, Subject, string | undefined]>([
    ['/Work', '', as(ROLE.driller), 'work.create'],
    ['/Work', '?id=12', as(ROLE.driller), 'work.view'],
    ['/Work', '?id=0', as(ROLE.driller), 'work.create'],
    ['/ManageUser', '?page=viewprofile', as(ROLE.regulator), 'home.view'],
    ['/ManageDriller', '?page=ViewProfile', as(ROLE.driller), 'home.view'],
    // View Profile of the other kind of record opens none of theirs: the screen's own rule applies.
    ['/ManageUser', '?page=viewprofile', as(ROLE.driller), 'user.manage'],
    ['/ManageDriller', '?page=viewprofile', as(ROLE.hydrogeologist), 'driller.manage'],
    ['/ManageUser', '', as(ROLE.regulator), 'user.manage'],
    ['/Unknown', '', as(ROLE.regulator), undefined],
  ])('%s%s for %j needs %s', (path, search, subject, action) => {
    expect(routeAction(path, search, subject)).toBe(action);
  });

  it('lets Read Only All open an existing work and their own profile, but not create work', () => {
    const readOnly = as(ROLE.readOnlyAll);
    expect(can(readOnly, routeAction('/Work', '?id=5', readOnly)!)).toBe(true);
    expect(can(readOnly, routeAction('/ManageUser', '?page=viewprofile', readOnly)!)).toBe(true);
    expect(can(readOnly, routeAction('/Work', '', readOnly)!)).toBe(false);
  });

  it('keeps a Driller who is not a company admin off Non driller user details, with or without page=viewprofile', () => {
    const driller = as(ROLE.driller);
    expect(can(driller, routeAction('/ManageUser', '?page=viewprofile', driller)!)).toBe(false);
    expect(can(as(ROLE.driller, true), routeAction('/ManageUser', '?page=viewprofile', as(ROLE.driller, true))!)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { ROLE, ROLE_IDS, isCompanyAdmin, isRoleId, roleLabel, visibleOrganisationName, type RoleId, type Subject } from './roles';

describe('roles (DESIGN.md ids)', () => {
  it('has the six ids of DESIGN.md', () => {
    expect(ROLE_IDS).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each<[unknown, boolean]>([
    [1, true],
    [6, true],
    [0, false],
    [7, false],
    ['1', false],
    [null, false],
  ])('isRoleId(%j) is %s', (value, expected) => {
    expect(isRoleId(value)).toBe(expected);
  });

  it.each<[RoleId, boolean, string]>([
    [ROLE.superAdmin, false, 'Super Admin'],
    [ROLE.drillingCompanyAdmin, false, 'Drilling Company Admin'],
    [ROLE.regulator, false, 'Regulator'],
    [ROLE.readOnlyAll, false, 'Read Only All'],
    [ROLE.driller, false, 'Driller'],
    [ROLE.driller, true, 'Driller(Company Admin)'],
    [ROLE.hydrogeologist, true, 'Hydrogeologist'],
  ])('role %i with isDCA %s reads %s', (roleId, isDCA, label) => {
    expect(roleLabel({ roleId, isDCA })).toBe(label);
  });

  it.each<[string | null | undefined, string | null]>([
    ['Deep Bores Pty Ltd', 'Deep Bores Pty Ltd'],
    ['  Deep Bores  ', 'Deep Bores'],
    ['Blank Company', null],
    [' Blank Company ', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('header organisation of %j is %j', (name, expected) => {
    expect(visibleOrganisationName(name)).toBe(expected);
  });

  it.each<[Subject, boolean]>([
    [{ roleId: ROLE.drillingCompanyAdmin, isDCA: false }, true],
    [{ roleId: ROLE.driller, isDCA: true }, true],
    [{ roleId: ROLE.driller, isDCA: false }, false],
    [{ roleId: ROLE.superAdmin, isDCA: true }, false],
  ])('isCompanyAdmin(%j) is %s', (subject, expected) => {
    expect(isCompanyAdmin(subject)).toBe(expected);
  });
});

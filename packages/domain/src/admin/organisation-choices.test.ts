import { describe, expect, it } from 'vitest';
import { ROLE, type RoleId, type Subject } from '../auth/roles';
import {
  assignCompanyChoices,
  associateCompanyChoices,
  companyAfterRoleChange,
  drillerCompanyChoices,
  isRegulatorSideRole,
  userCompanyChoices,
  userCompanyIssues,
  type OrganisationOption,
} from './organisation-choices';

const ORGS: OrganisationOption[] = [
  { id: 1, name: 'Water Regulator', superAdmin: 1 },
  { id: 2, name: 'Deep Bores Pty Ltd', superAdmin: 0 },
  { id: 3, name: 'Special', superAdmin: 2 },
  { id: 4, name: 'Rural Drilling', superAdmin: 0 },
];
const ids = (orgs: OrganisationOption[]) => orgs.map((o) => o.id);
const as = (roleId: RoleId, isDCA = false): Subject => ({ roleId, isDCA });

describe('company choices', () => {
  it.each<[string, Subject, number[]]>([
    ['super admin sees superAdmin 0 and 2', as(ROLE.superAdmin), [2, 3, 4]],
    ['regulator sees ordinary companies', as(ROLE.regulator), [2, 4]],
    ['a driller sees ordinary companies', as(ROLE.driller), [2, 4]],
  ])('driller form: %s', (_, viewer, expected) => {
    expect(ids(drillerCompanyChoices(ORGS, viewer))).toEqual(expected);
  });

  it.each<[RoleId | null, number[]]>([
    [ROLE.superAdmin, [1]],
    [ROLE.regulator, [1]],
    [ROLE.readOnlyAll, [1]],
    [ROLE.hydrogeologist, [1]],
    [ROLE.drillingCompanyAdmin, [2, 3, 4]],
    [null, [2, 3, 4]],
  ])('user form: role %s chooses from %j', (roleId, expected) => {
    expect(ids(userCompanyChoices(ORGS, roleId))).toEqual(expected);
    expect(isRegulatorSideRole(roleId)).toBe(expected.includes(1));
  });

  it.each<[RoleId, number | null, string | null]>([
    [ROLE.regulator, 1, null],
    [ROLE.drillingCompanyAdmin, 2, null],
    [ROLE.regulator, null, null],
    [ROLE.regulator, 2, 'Please select company from dropdown list'],
    [ROLE.drillingCompanyAdmin, 1, 'Please select company from dropdown list'],
    [ROLE.drillingCompanyAdmin, 99, 'Please select company from dropdown list'],
  ])('user form: role %i with company %s', (roleId, organisationId, message) => {
    const expected = message ? [{ path: 'organisationId', message, severity: 'error' }] : [];
    expect(userCompanyIssues(ORGS, roleId, organisationId)).toEqual(expected);
  });

  it.each<[RoleId | null, RoleId | null, number | null]>([
    [ROLE.regulator, ROLE.regulator, 1],
    [ROLE.regulator, ROLE.drillingCompanyAdmin, null],
    [null, ROLE.regulator, null],
  ])('changing role %s -> %s leaves company %s', (from, to, expected) => {
    expect(companyAfterRoleChange(from, to, 1)).toBe(expected);
  });

  it.each<[string, Subject, number | null, number[]]>([
    ['super admin: every ordinary company', as(ROLE.superAdmin), null, [2, 4]],
    ['company admin: own company only', as(ROLE.drillingCompanyAdmin), 2, [2]],
    ['company admin: never a flagged organisation, even their own', as(ROLE.drillingCompanyAdmin), 3, []],
    ['driller company admin: own company only', as(ROLE.driller, true), 4, [4]],
    ['driller company admin without a company: none', as(ROLE.driller, true), null, []],
  ])('assign screen: %s', (_, viewer, own, expected) => {
    expect(ids(assignCompanyChoices(ORGS, viewer, own))).toEqual(expected);
  });
});

describe('assign myself to a company: choices', () => {
  const orgs = [
    { id: 1, name: 'Water Regulator', superAdmin: 1, isActive: 1 },
    { id: 2, name: 'Deep Bores Pty Ltd', superAdmin: 0, isActive: 1 },
    { id: 3, name: 'Special', superAdmin: 2, isActive: 1 },
    { id: 4, name: 'Closed Drilling', superAdmin: 0, isActive: 0 },
  ];
  it.each<[RoleId, number[]]>([
    [ROLE.driller, [2]],
    [ROLE.drillingCompanyAdmin, [2]],
    [ROLE.superAdmin, [1]],
    [ROLE.hydrogeologist, [1]],
  ])('role %i joins %j (active only)', (roleId, expected) => {
    expect(associateCompanyChoices(orgs, roleId).map((o) => o.id)).toEqual(expected);
  });
});

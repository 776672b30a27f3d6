import { describe, expect, it } from 'vitest';
import { ROLE, type RoleId, type Subject } from '../auth/roles';
import {
  bcrOpenMode,
  canDecommission,
  canDeleteBcr,
  canEditDrillerRow,
  canEditOrganisation,
  canEditUserRow,
  canRequestDcaAccess,
  drillerFormAccess,
  isLeader,
  userFieldLocks,
  type DrillerFormAccess,
} from './record-permissions';

const as = (roleId: RoleId, isDCA = false): Subject => ({ roleId, isDCA });
const { superAdmin, drillingCompanyAdmin, regulator, readOnlyAll, driller, hydrogeologist } = ROLE;

describe('driller rows', () => {
  it.each<[Subject, boolean, boolean]>([
    [as(regulator), false, true],
    [as(driller), true, true],
    [as(driller, true), true, true],
    [as(driller, true), false, false],
    [as(superAdmin), false, false],
    [as(readOnlyAll), true, false],
  ])('%j editing a row (self %s): %s', (viewer, isSelf, expected) => {
    expect(canEditDrillerRow(viewer, { isSelf })).toBe(expected);
  });

  const existing = { isSelf: false, isNew: false, hasAccount: true };
  it.each<[string, Subject, typeof existing, DrillerFormAccess]>([
    ['regulator, existing driller', as(regulator), existing, { readOnly: false, regulatedFields: true, drillerType: false, username: false }],
    ['regulator, new driller', as(regulator), { ...existing, isNew: true, hasAccount: false }, { readOnly: false, regulatedFields: true, drillerType: true, username: true }],
    ['regulator, existing driller without account', as(regulator), { ...existing, hasAccount: false }, { readOnly: false, regulatedFields: true, drillerType: false, username: true }],
    ['driller on own profile', as(driller), { ...existing, isSelf: true }, { readOnly: false, regulatedFields: false, drillerType: false, username: false }],
    ['driller on someone else', as(driller, true), existing, { readOnly: true, regulatedFields: false, drillerType: false, username: false }],
    ['read only all', as(readOnlyAll), existing, { readOnly: true, regulatedFields: false, drillerType: false, username: false }],
    ['hydrogeologist', as(hydrogeologist), existing, { readOnly: true, regulatedFields: false, drillerType: false, username: false }],
    ['super admin creating', as(superAdmin), { ...existing, isNew: true }, { readOnly: true, regulatedFields: false, drillerType: false, username: false }],
  ])('form access: %s', (_, viewer, record, expected) => {
    expect(drillerFormAccess(viewer, record)).toEqual(expected);
  });
});

describe('user rows', () => {
  it.each<[Subject, boolean, boolean]>([
    [as(regulator), false, true],
    [as(superAdmin), true, true],
    [as(hydrogeologist), true, true],
    [as(superAdmin), false, false],
    [as(readOnlyAll), true, false],
    [as(driller, true), true, false],
  ])('%j editing a user (self %s): %s', (viewer, isSelf, expected) => {
    expect(canEditUserRow(viewer, { isSelf })).toBe(expected);
  });

  it.each<[Subject, { isNew: boolean; hasAccount: boolean }, { workEmail: boolean; username: boolean }]>([
    [as(superAdmin), { isNew: true, hasAccount: false }, { workEmail: false, username: false }],
    [as(superAdmin), { isNew: false, hasAccount: true }, { workEmail: true, username: true }],
    [as(regulator), { isNew: false, hasAccount: true }, { workEmail: false, username: true }],
    [as(regulator), { isNew: false, hasAccount: false }, { workEmail: false, username: false }],
  ])('%j on %j locks %j', (viewer, record, expected) => {
    expect(userFieldLocks(viewer, record)).toEqual(expected);
  });
});

describe('companies', () => {
  it.each<[Subject, boolean, boolean]>([
    [as(superAdmin), false, true],
    [as(drillingCompanyAdmin), true, true],
    [as(driller, true), true, true],
    [as(drillingCompanyAdmin), false, false],
    [as(driller), true, false],
    [as(regulator), true, false],
  ])('%j edits a company (own %s): %s', (viewer, isOwn, expected) => {
    expect(canEditOrganisation(viewer, { isOwn })).toBe(expected);
  });
});

describe('DCA access requests', () => {
  it.each<[Subject, boolean]>([
    [as(driller), true],
    [as(driller, true), false],
    [as(superAdmin), false],
    [as(drillingCompanyAdmin), false],
  ])('%j may request company-admin access: %s', (viewer, expected) => {
    expect(canRequestDcaAccess(viewer)).toBe(expected);
  });
});

describe('report actions', () => {
  it.each<[Subject, number | undefined, boolean]>([
    [as(superAdmin), 2, true],
    [as(superAdmin), undefined, false],
    [as(driller), 2, false],
  ])('Decommission: %j, formStatus %s -> %s', (viewer, formStatus, expected) => {
    expect(canDecommission(viewer, { formStatus })).toBe(expected);
  });

  it.each<[Subject, number | boolean | null, boolean]>([
    [as(superAdmin), 1, true],
    [as(superAdmin), true, true],
    [as(superAdmin), 0, false],
    [as(superAdmin), null, false],
    [as(regulator), 1, false],
  ])('Delete BCR: %j, hydstra %s -> %s', (viewer, hydstra, expected) => {
    expect(canDeleteBcr(viewer, { hydstra })).toBe(expected);
    expect(isLeader(viewer)).toBe(viewer.roleId === superAdmin);
  });

  it.each<[Subject, number | null, 'open' | 'askEditOrView']>([
    [as(superAdmin), 2, 'askEditOrView'],
    [as(superAdmin), 1, 'open'],
    [as(regulator), 2, 'open'],
    [as(driller), null, 'open'],
  ])('opening from BCR search: %j, formStatus %s -> %s', (viewer, formStatus, expected) => {
    expect(bcrOpenMode(viewer, formStatus)).toBe(expected);
  });
});

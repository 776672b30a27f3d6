import { describe, expect, it } from 'vitest';
import { ROLE, type RoleId } from '../auth/roles';
import { canLock, canUnlock, lockRefusal, lockedByText, type LockHolder, type LockViewer } from './locks';

const viewer = (roleId: RoleId, isDCA = false, organisationId: number | null = 10, userId = 1): LockViewer => ({
  roleId,
  isDCA,
  organisationId,
  userId,
});
const lockOf = (userId: number, organisationId: number | null = 10): LockHolder => ({
  lockedByUserId: userId,
  lockedByOrganisationId: organisationId,
  lockedByName: 'Jo Smith',
});
const { superAdmin, drillingCompanyAdmin, regulator, readOnlyAll, driller, hydrogeologist } = ROLE;

describe('locked row text', () => {
  it.each([
    [{ lockedByName: 'Jo Smith' }, 'Locked By Jo Smith'],
    [{}, 'Locked By'],
  ])('%j reads %s', (lock, text) => {
    expect(lockedByText(lock)).toBe(text);
  });
});

describe('who may lock (check out for offline edit)', () => {
  it.each<[RoleId, boolean]>([
    [superAdmin, true],
    [drillingCompanyAdmin, true],
    [driller, true],
    [regulator, false],
    [readOnlyAll, false],
    [hydrogeologist, false],
  ])('role %i: %s', (roleId, expected) => {
    expect(canLock({ roleId, isDCA: false })).toBe(expected);
  });
});

describe('who may unlock', () => {
  it.each<[string, LockViewer, LockHolder, boolean]>([
    ['a driller their own lock', viewer(driller), lockOf(1), true],
    ['a driller another driller lock', viewer(driller), lockOf(2), false],
    ['a company-admin driller a lock in the same company', viewer(driller, true), lockOf(2), true],
    ['a company-admin driller a lock in another company', viewer(driller, true), lockOf(2, 11), false],
    ['a company admin a lock in the same company', viewer(drillingCompanyAdmin), lockOf(2), true],
    ['a company admin a lock in another company', viewer(drillingCompanyAdmin), lockOf(2, 11), false],
    ['a company admin without a company', viewer(drillingCompanyAdmin, false, null), lockOf(2, null), false],
    ['the super admin anyone', viewer(superAdmin, false, null), lockOf(2, 11), true],
    ['a regulator anyone', viewer(regulator), lockOf(2), false],
    ['a read-only user their own (never theirs to hold)', viewer(readOnlyAll), lockOf(1), false],
  ])('%s: %s', (_, who, lock, expected) => {
    expect(canUnlock(who, lock)).toBe(expected);
  });

  it.each<[LockViewer, Parameters<typeof lockRefusal>[1], string | null]>([
    [viewer(driller), { kind: 'lock' }, null],
    [viewer(regulator), { kind: 'lock' }, 'The Work/BCR cannot be locked/unlocked by you.'],
    [viewer(driller, true), { kind: 'unlock', lock: lockOf(2) }, null],
    [viewer(driller), { kind: 'unlock', lock: lockOf(2) }, 'The Work/BCR cannot be locked/unlocked by you.'],
  ])('refusal for %j %j', (who, request, expected) => {
    expect(lockRefusal(who, request)).toBe(expected);
  });
});

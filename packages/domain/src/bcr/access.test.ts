import { describe, expect, it } from 'vitest';
import { ROLE } from '../auth/roles';
import { bcrEditRefusal, bcrRowAccess, type BcrEditState } from './access';
import { isBcrReadOnly } from './review/read-only';

const viewer = (roleId: number, drillerId: number | null = null) => ({ roleId: roleId as never, isDCA: false, drillerId, organisationId: 1 });
const work = { drillerId: 7, organisationId: 1 };

describe('bcrRowAccess', () => {
  it.each([
    [ROLE.driller, 7, { read: true, write: true }],
    [ROLE.driller, 8, { read: false, write: false }],
    [ROLE.regulator, null, { read: true, write: true }],
    [ROLE.readOnlyAll, null, { read: true, write: false }],
    [ROLE.hydrogeologist, null, { read: true, write: true }],
  ])('role %i (driller %s) gets %j', (roleId, drillerId, expected) => {
    expect(bcrRowAccess(viewer(roleId, drillerId), work)).toEqual(expected);
  });
});

describe('bcrEditRefusal', () => {
  const open: BcrEditState = { formStatus: 1, roleId: ROLE.driller, userId: 5, monitoringStatuses: [null, 1], lock: { lockedStatus: 0, lockedBy: null } };

  it.each([
    ['nothing for an open draft', {}, null],
    ['a submitted BCR', { formStatus: 2 }, 'submitted'],
    ['Read Only All', { roleId: ROLE.readOnlyAll }, 'readOnlyRole'],
    ['a hole with monitoring status 3', { monitoringStatuses: [1, 3] }, 'monitoringLocked'],
    ['a lock held by another user', { lock: { lockedStatus: 1, lockedBy: 9 } }, 'lockedByOther'],
    ['nothing for the lock holder (the offline sync)', { lock: { lockedStatus: 1, lockedBy: 5 } }, null],
    ['nothing for status 3, 4 or 5', { formStatus: 4 }, null],
  ])('refuses %s', (_name, change, expected) => {
    expect(bcrEditRefusal({ ...open, ...change })).toBe(expected);
  });

  it('agrees with the page’s read-only rule for an online user', () => {
    const cases: Partial<BcrEditState>[] = [{}, { formStatus: 2 }, { roleId: ROLE.readOnlyAll }, { monitoringStatuses: [3] }, { lock: { lockedStatus: 1, lockedBy: 9 } }];
    for (const change of cases) {
      const s = { ...open, ...change };
      const readOnly = isBcrReadOnly({
        formStatus: s.formStatus,
        roleId: s.roleId as never,
        monitoringStatus: s.monitoringStatuses.includes(3) ? 3 : null,
        lockedByOtherUser: s.lock?.lockedStatus === 1 && s.lock.lockedBy !== s.userId,
        offline: false,
        holdsLock: false,
      });
      expect(bcrEditRefusal(s) !== null).toBe(readOnly);
    }
  });
});

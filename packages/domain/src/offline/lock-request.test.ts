import { describe, expect, it } from 'vitest';
import { ROLE } from '../auth/roles';
import { decideLockRequest, type LockDecision, type StoredLock } from './lock-request';
import type { LockViewer } from './locks';

const me: LockViewer = { roleId: ROLE.driller, isDCA: false, userId: 1, organisationId: 10 };
const admin: LockViewer = { roleId: ROLE.drillingCompanyAdmin, isDCA: false, userId: 9, organisationId: 10 };
const regulator: LockViewer = { roleId: ROLE.regulator, isDCA: false, userId: 5, organisationId: null };
const free: StoredLock = { lockedStatus: 0, lockedBy: null, lockedByOrganisationId: null, deviceId: null };
const mine = (deviceId = 'dev-a'): StoredLock => ({
  lockedStatus: 1,
  lockedBy: 1,
  lockedByOrganisationId: 10,
  deviceId,
});
const others: StoredLock = { lockedStatus: 1, lockedBy: 2, lockedByOrganisationId: 10, deviceId: 'dev-x' };

const notYours = { kind: 'forbidden', message: 'The Work/BCR cannot be locked/unlocked by you.' };
const lockedOffline = { kind: 'conflict', message: 'The Work/BCR is locked for offline edit.' };
const otherDevice = { kind: 'conflict', message: 'The Work/BCR is locked on a different browser/device.' };

describe('decideLockRequest', () => {
  it.each<[string, LockViewer, boolean, StoredLock, LockDecision]>([
    ['a driller locks a free work', me, true, free, { kind: 'lock' }],
    ['the regulator may not lock', regulator, true, free, notYours as LockDecision],
    ['locking a work someone else holds', me, true, others, lockedOffline as LockDecision],
    ['locking again from the same device keeps the lock', me, true, mine(), { kind: 'keep' }],
    ['locking again from another device', me, true, mine('dev-b'), otherDevice as LockDecision],
    ['unlocking a free work keeps it free', me, false, free, { kind: 'keep' }],
    ['the holder unlocks from its device', me, false, mine(), { kind: 'unlock' }],
    ['the holder may not unlock from another device', me, false, mine('dev-b'), otherDevice as LockDecision],
    ['a driller may not release another driller’s lock', me, false, others, notYours as LockDecision],
    [
      'the company admin releases a lock of the company from anywhere',
      admin,
      false,
      others,
      { kind: 'unlock' },
    ],
  ])('%s', (_label, viewer, locked, current, expected) => {
    expect(decideLockRequest(viewer, { locked, deviceId: 'dev-a' }, current)).toEqual(expected);
  });
});

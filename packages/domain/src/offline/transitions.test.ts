import { describe, expect, it } from 'vitest';
import { ROLE, type RoleId } from '../auth/roles';
import type { LockHolder, LockViewer } from './locks';
import type { OfflineState } from './offline-state';
import { planOfflineTransition, type OfflinePlan, type OfflineStep, type TransitionRequest } from './transitions';

const viewer = (roleId: RoleId, isDCA = false): LockViewer => ({ roleId, isDCA, userId: 1, organisationId: 10 });
const otherLock: LockHolder = { lockedByUserId: 2, lockedByOrganisationId: 10, lockedByName: 'Jo Smith' };

function request(from: OfflineState, to: OfflineState, overrides: Partial<TransitionRequest> = {}): TransitionRequest {
  return { from, to, grid: 'current', online: true, viewer: viewer(ROLE.driller), lock: null, ...overrides };
}
const ok = (...steps: OfflineStep[]): OfflinePlan => ({ ok: true, steps, confirm: null });
const refused = (message: string): OfflinePlan => ({ ok: false, message });

describe('offline transitions (spec 3 section 4)', () => {
  it.each<[string, TransitionRequest, OfflinePlan]>([
    ['1 -> 2 caches for viewing', request(1, 2), ok('cacheWorkAndBcr')],
    ['2 -> 1 deletes the cache', request(2, 1), ok('deleteCache')],
    ['1 -> 3 caches and locks', request(1, 3), ok('cacheWorkAndBcr', 'lockOnServer')],
    ['2 -> 3 caches and locks', request(2, 3), ok('cacheWorkAndBcr', 'lockOnServer')],
    ['4 -> 3 caches and locks again', request(4, 3), ok('cacheWorkAndBcr', 'lockOnServer')],
    ['3 -> 4 syncs and unlocks (check in)', request(3, 4), ok('syncLocalEdits', 'unlockOnServer')],
    ['4 -> 1 deletes the cache', request(4, 1), ok('deleteCache')],
    ['the same state does nothing', request(3, 3), ok()],
    ['past works 1 -> 2', request(1, 2, { grid: 'past' }), ok('cacheWorkAndBcr')],
    [
      '10 -> 11 unlocks after confirming the wipe',
      request(10, 11, { viewer: viewer(ROLE.drillingCompanyAdmin), lock: otherLock }),
      {
        ok: true,
        steps: ['unlockOnServer'],
        confirm: 'The changes done locally by Jo Smith will be wiped off. Are you sure to continue?',
      },
    ],
  ])('%s', (_, input, expected) => {
    expect(planOfflineTransition(input)).toEqual(expected);
  });

  it.each<[string, TransitionRequest, OfflinePlan]>([
    ['1 -> 2 offline', request(1, 2, { online: false }), refused('You must be online to make Work/BCR details to make available offline.')],
    ['1 -> 3 offline', request(1, 3, { online: false }), refused('You must be online to make Work/BCR details to make available offline.')],
    ['3 -> 4 offline', request(3, 4, { online: false }), refused('You need to be in online mode to change the status.')],
    ['2 -> 1 offline', request(2, 1, { online: false }), refused('You need to be in online mode to change the status.')],
    ['a regulator locking', request(1, 3, { viewer: viewer(ROLE.regulator) }), refused('The Work/BCR cannot be locked/unlocked by you.')],
    ['a read-only user checking in', request(3, 4, { viewer: viewer(ROLE.readOnlyAll) }), refused('The Work/BCR cannot be locked/unlocked by you.')],
    ['a plain driller unlocking another lock', request(10, 11, { lock: otherLock }), refused('The Work/BCR cannot be locked/unlocked by you.')],
    ['unlock with no lock known', request(10, 11, { viewer: viewer(ROLE.superAdmin) }), refused('The Work/BCR cannot be locked/unlocked by you.')],
    ['3 -> 1 is not offered (stale dashboard)', request(3, 1), refused('The Work/BCR locked status has changed. Please refresh the dashboard.')],
    ['4 -> 2 is not offered', request(4, 2), refused('The Work/BCR locked status has changed. Please refresh the dashboard.')],
    ['past works 1 -> 3', request(1, 3, { grid: 'past' }), refused('The Work/BCR locked status has changed. Please refresh the dashboard.')],
  ])('refuses %s', (_, input, expected) => {
    expect(planOfflineTransition(input)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import type { OfflineState } from './offline-state';
import {
  rowAccess,
  serverLockMismatch,
  syncDecision,
  type RowAccess,
  type ServerOfflineInfo,
  type SyncDecision,
} from './server-lock';

const info = (lockedStatus: number | boolean, deviceIdMatched = true, success = true): ServerOfflineInfo => ({
  success,
  lockedStatus,
  deviceIdMatched,
});
const UNAVAILABLE = 'The Work/BCR status is not available from the server at this time. Please try again later.';

describe('server lock against the dashboard', () => {
  it.each<[boolean, ServerOfflineInfo | null, string | null]>([
    [false, info(0), null],
    [true, info(1), null],
    [true, info(true), null],
    [false, info(false), null],
    [false, info(1), 'The Work/BCR locked status has changed. Please refresh the dashboard.'],
    [true, info(0), 'The Work/BCR locked status has changed. Please refresh the dashboard.'],
    [false, null, UNAVAILABLE],
    [false, info(0, true, false), UNAVAILABLE],
  ])('dashboard locked %s, server %j', (dashboardLocked, server, expected) => {
    expect(serverLockMismatch(dashboardLocked, server)).toBe(expected);
  });
});

describe('sync on check-in', () => {
  it.each<[ServerOfflineInfo | null, boolean, SyncDecision]>([
    [info(1, true), true, { kind: 'sync' }],
    [info(1, false), true, { kind: 'abort', message: 'The Work/BCR cannot be synced as Work/BCR is locked from a different Device/Browser.' }],
    [null, true, { kind: 'abort', message: UNAVAILABLE }],
    [
      info(0),
      true,
      {
        kind: 'discardLocal',
        message: 'The Work/BCR is already unlocked by user CA/Super Admin. The local changes have been deleted from this device.',
      },
    ],
    [info(0), false, { kind: 'discardLocal', message: 'The Work/BCR is already unlocked by user CA/Super Admin. There is nothing to sync.' }],
  ])('server %j, local changes %s', (server, hasLocalChanges, expected) => {
    expect(syncDecision(server, hasLocalChanges)).toEqual(expected);
  });
});

describe('opening a row', () => {
  it.each<[string, 'work' | 'bcr', boolean, OfflineState, boolean, boolean | undefined, RowAccess]>([
    ['online, not locked', 'bcr', true, 1, false, undefined, { kind: 'edit' }],
    ['online, cached for view', 'work', true, 2, true, undefined, { kind: 'edit' }],
    ['online, BCR checked out here (edited on the copy)', 'bcr', true, 3, true, true, { kind: 'edit' }],
    ['online, work checked out here', 'work', true, 3, true, true, { kind: 'view', message: 'The Work/BCR is locked for offline edit.' }],
    ['online, BCR checked out on another device', 'bcr', true, 3, true, false, { kind: 'view', message: 'The Work/BCR is locked for offline edit.' }],
    ['online, locked by another', 'work', true, 10, false, undefined, { kind: 'view', message: 'The Work/BCR is locked for offline edit.' }],
    ['offline, not cached work', 'work', false, 1, false, undefined, { kind: 'blocked', message: 'The View/Edit Work screens are not available offline for this row.' }],
    ['offline, not cached BCR', 'bcr', false, 1, false, undefined, { kind: 'blocked', message: 'The View/Edit BCR screens are not available offline for this row.' }],
    ['offline, cached for view', 'bcr', false, 2, true, undefined, { kind: 'view', message: null }],
    ['offline, checked out here', 'bcr', false, 3, true, true, { kind: 'edit' }],
    ['offline, checked out elsewhere', 'bcr', false, 3, true, false, { kind: 'view', message: 'The Work/BCR is locked on a different browser/device.' }],
  ])('%s', (_, screen, online, state, cached, deviceIdMatched, expected) => {
    expect(rowAccess({ screen, online, state, cached, deviceIdMatched })).toEqual(expected);
  });
});

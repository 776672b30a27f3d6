import { describe, expect, it } from 'vitest';
import type { DashboardGrid } from '../admin/dashboard';
import {
  OFFLINE_STATE_LABELS,
  deriveOfflineState,
  isOfflineState,
  offlineChoices,
  stateInGrid,
  type OfflineState,
  type RowOfflineFacts,
} from './offline-state';

describe('offline selector choices (spec 3 section 4)', () => {
  it.each<[OfflineState, DashboardGrid, boolean, OfflineState[]]>([
    [1, 'current', false, [1, 2, 3]],
    [2, 'current', false, [1, 2, 3]],
    [3, 'current', false, [3, 4]],
    [4, 'current', false, [1, 3, 4]],
    [10, 'current', true, [10, 11]],
    [10, 'current', false, [10]],
    [11, 'current', true, [11]],
    [1, 'past', false, [1, 2]],
    [2, 'past', false, [1, 2]],
    [4, 'past', false, [1]],
  ])('from %i on %s works (may unlock %s): %j', (state, grid, canUnlock, expected) => {
    expect(offlineChoices(state, { grid, canUnlock })).toEqual(expected);
  });

  it('shows a copy kept after check in as View BCR offline in Past Works, where Online only can still let it go', () => {
    const shown = stateInGrid(4, 'past');
    expect(shown).toBe(2);
    expect(offlineChoices(shown, { grid: 'past', canUnlock: false })).toEqual([1, 2]);
    expect(stateInGrid(4, 'current')).toBe(4);
    expect(stateInGrid(1, 'past')).toBe(1);
  });

  it.each<[OfflineState, string]>([
    [1, 'Online only'],
    [2, 'View BCR offline'],
    [3, 'Edit BCR offline'],
    [4, 'Check in'],
    [10, 'Locked'],
    [11, 'Unlock'],
  ])('%i reads %s', (state, label) => {
    expect(OFFLINE_STATE_LABELS[state]).toBe(label);
  });

  it.each<[unknown, boolean]>([
    [1, true],
    [11, true],
    [5, false],
    ['1', false],
  ])('isOfflineState(%j) is %s', (value, expected) => {
    expect(isOfflineState(value)).toBe(expected);
  });
});

describe('state derived on load', () => {
  const facts = (overrides: Partial<RowOfflineFacts>): RowOfflineFacts => ({
    locked: false,
    lockedByUserId: null,
    viewerUserId: 7,
    checkInPending: false,
    cachedWork: false,
    cachedBcr: false,
    ...overrides,
  });
  it.each<[string, Partial<RowOfflineFacts>, OfflineState]>([
    ['unlocked, nothing cached', {}, 1],
    ['unlocked, only the work cached', { cachedWork: true }, 1],
    ['unlocked, both cached', { cachedWork: true, cachedBcr: true }, 2],
    ['unlocked, check-in pending', { checkInPending: true, cachedWork: true, cachedBcr: true }, 4],
    ['locked by the viewer', { locked: true, lockedByUserId: 7 }, 3],
    ['locked by another user', { locked: true, lockedByUserId: 8 }, 10],
  ])('%s -> %i', (_, overrides, expected) => {
    expect(deriveOfflineState(facts(overrides))).toBe(expected);
  });
});

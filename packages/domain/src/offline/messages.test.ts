import { describe, expect, it } from 'vitest';
import { OFFLINE_DECIDED_MESSAGES, OFFLINE_MESSAGES, confirmUnlockMessage, mapNotCachedMessage } from './messages';

describe('offline message catalogue (spec 3 section 8, verbatim)', () => {
  it.each<[keyof typeof OFFLINE_MESSAGES, string]>([
    ['mapNotCached', 'Map is not cached locally successfully'],
    ['assignedMapNotCached', 'Assigned Map is not cached locally successfully'],
    ['actualMapNotCached', 'Actual Map is not cached locally successfully'],
    ['cacheError', 'There is an error in caching Work/BCR to local device to View/Edit in Offline mode.'],
    ['lockedOnOtherDevice', 'The Work/BCR is locked on a different browser/device.'],
  ])('%s', (key, text) => {
    expect(OFFLINE_MESSAGES[key]).toBe(text);
  });

  it('names the map that could not be kept: the assigned, the actual, or the map when neither', () => {
    expect(mapNotCachedMessage({ assigned: true, actual: true })).toBe('Map is not cached locally successfully');
    expect(mapNotCachedMessage({ assigned: true, actual: false })).toBe('Assigned Map is not cached locally successfully');
    expect(mapNotCachedMessage({ assigned: false, actual: true })).toBe('Actual Map is not cached locally successfully');
    expect(mapNotCachedMessage({ assigned: false, actual: false })).toBeNull();
  });

  it('fills the lock holder into the unlock confirmation', () => {
    expect(confirmUnlockMessage('Jo Smith')).toBe(
      'The changes done locally by Jo Smith will be wiped off. Are you sure to continue?',
    );
  });

  it('asks before deleting local data after a sync error', () => {
    expect(OFFLINE_DECIDED_MESSAGES.deleteAfterSyncError).toBe(
      'The Work/BCR could not be synced. Do you want to delete the local data anyway?',
    );
  });
});

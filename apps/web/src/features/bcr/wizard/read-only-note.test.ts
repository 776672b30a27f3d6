import { describe, expect, it } from 'vitest';
import { readOnlyNote } from './read-only-note';

describe('readOnlyNote', () => {
  it("says a report checked out by someone else is locked for offline edit, in the spec's words (spec 3 section 8)", () => {
    expect(readOnlyNote('lockedByOther')).toBe('The Work/BCR is locked for offline edit.');
  });

  it('says a copy opened with no network is the copy kept on this device, and any other reason plainly', () => {
    expect(readOnlyNote('offlineCopy')).toBe("You're offline: this is the copy of the report kept on this device. It can be viewed, not changed.");
    expect(readOnlyNote('readOnlyRole')).toBe('This report is read-only for you: you can view it but not change it.');
  });
});

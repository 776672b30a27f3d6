import { describe, expect, it } from 'vitest';
import { ROLE } from '../../auth/roles';
import { bcrTitle, isBcrReadOnly, wizardButtons } from './read-only';

const base = { formStatus: 1, roleId: ROLE.driller, monitoringStatus: null, lockedByOtherUser: false, offline: false, holdsLock: false };

describe('isBcrReadOnly', () => {
  it.each([
    ['draft, online', {}, false],
    ['status 2', { formStatus: 2 }, true],
    ['role 4', { roleId: ROLE.readOnlyAll }, true],
    ['monitoring status 3', { monitoringStatus: 3 }, true],
    ['locked by another user', { lockedByOtherUser: true }, true],
    ['offline without the lock', { offline: true }, true],
    ['offline holding the lock', { offline: true, holdsLock: true }, false],
  ])('%s: %s', (_name, change, expected) => {
    expect(isBcrReadOnly({ ...base, ...change })).toBe(expected);
  });

  it.each([
    [true, 'View Bore Construction Report', ['previous', 'next']],
    [false, 'Bore Construction Report', ['previous', 'next', 'save', 'saveAndNext']],
  ])('read-only %s: title and buttons', (readOnly, title, buttons) => {
    expect(bcrTitle(readOnly)).toBe(title);
    expect(wizardButtons(readOnly)).toEqual(buttons);
  });
});

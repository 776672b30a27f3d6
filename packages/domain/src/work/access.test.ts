import { describe, expect, it } from 'vitest';
import {
  activeLock,
  canChangeDrillerOrWorkType,
  canSaveWork,
  isBrowseLocked,
  isWorkReadOnly,
  type AccessContext,
} from './access';

const ctx = (over: Partial<AccessContext>): AccessContext => ({
  formStatus: 1,
  roleId: 5,
  userId: 10,
  offline: false,
  lock: null,
  monitoringStatuses: [],
  ...over,
});
const lockedBy = (userId: number) => ({ lockedStatus: 1, lockedBy: userId });

describe('work access', () => {
  it.each<[string, Partial<AccessContext>, boolean, boolean, boolean]>([
    // label, context, read-only, browse-locked, can save
    ['draft, online, no lock', {}, false, false, true],
    ['submitted (status 2)', { formStatus: 2 }, true, false, false],
    ['Read Only All (role 4)', { roleId: 4 }, true, false, false],
    ['a hole with monitoring status 3', { monitoringStatuses: [1, 3] }, true, false, false],
    ['locked by another user', { lock: lockedBy(99) }, true, true, false],
    ['offline without the lock', { offline: true }, true, false, false],
    ['offline holding the lock', { offline: true, lock: lockedBy(10) }, false, false, false],
    ['online holding the lock', { lock: lockedBy(10) }, false, true, false],
    ['an unlocked offline record', { lock: { lockedStatus: 0, lockedBy: 99 } }, false, false, true],
  ])('%s', (_label, over, readOnly, browseLocked, canSave) => {
    const c = ctx(over);
    expect(isWorkReadOnly(c)).toBe(readOnly);
    expect(isBrowseLocked(c)).toBe(browseLocked);
    expect(canSaveWork(c)).toBe(canSave);
  });

  it.each<[Partial<AccessContext>, boolean]>([
    [{}, true],
    [{ formStatus: 2 }, false],
    [{ lock: lockedBy(10) }, false],
    [{ roleId: 4 }, false],
  ])('canChangeDrillerOrWorkType(%j) is %s', (over, ok) => {
    expect(canChangeDrillerOrWorkType(ctx(over))).toBe(ok);
  });

  it('activeLock takes the first entry', () => {
    expect(activeLock([lockedBy(1), lockedBy(2)])).toEqual(lockedBy(1));
    expect(activeLock([])).toBeNull();
    expect(activeLock(null)).toBeNull();
  });
});

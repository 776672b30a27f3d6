import { describe, expect, it } from 'vitest';
import { discardRows } from './gravel-discard';

describe('discardRows', () => {
  it('drops new rows and marks saved ones deleted, so the save deletes them', () => {
    const rows = [
      { status: 'existing' as const, n: 1 },
      { status: 'new' as const, n: 2 },
      { status: 'newmodify' as const, n: 3 },
      { status: 'deleted' as const, n: 4 },
    ];
    expect(discardRows(rows)).toEqual([
      { status: 'deleted', n: 1 },
      { status: 'deleted', n: 3 },
      { status: 'deleted', n: 4 },
    ]);
  });
});

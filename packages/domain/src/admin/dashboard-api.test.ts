import { describe, expect, it } from 'vitest';
import { dashboardListQuerySchema, rowsAllowed } from './dashboard-api';

describe('dashboard list', () => {
  it.each<[number | null, number, number]>([
    [null, 0, 20],
    [null, 200, 20],
    [100, 0, 20],
    [100, 80, 20],
    [100, 90, 10],
    [100, 100, 0],
    [100, 140, 0],
  ])('a grid limited to %s rows, after %s shown, may show %s more', (limit, shown, allowed) => {
    expect(rowsAllowed(limit, shown, 20)).toBe(allowed);
  });

  it('reads the query string: the grid, pages of 20 at most, and the previous page\'s cursor', () => {
    expect(dashboardListQuerySchema.parse({ grid: 'past' })).toEqual({ grid: 'past', limit: 20 });
    expect(dashboardListQuerySchema.parse({ grid: 'current', cursor: 'abc.def', limit: '20' })).toEqual({ grid: 'current', cursor: 'abc.def', limit: 20 });
    expect(dashboardListQuerySchema.safeParse({ grid: 'current', limit: '21' }).success).toBe(false);
    expect(dashboardListQuerySchema.safeParse({ grid: 'all' }).success).toBe(false);
  });
});

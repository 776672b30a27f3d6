import { describe, expect, it } from 'vitest';
import { dashboardListQuerySchema, limitedWindow } from './dashboard-api';

describe('dashboard list', () => {
  it.each<[number | null, number, number, { skip: number; take: number }]>([
    [null, 0, 20, { skip: 0, take: 20 }],
    [null, 200, 20, { skip: 200, take: 20 }],
    [100, 0, 20, { skip: 0, take: 20 }],
    [100, 80, 20, { skip: 80, take: 20 }],
    [100, 90, 20, { skip: 90, take: 10 }],
    [100, 100, 20, { skip: 100, take: 0 }],
    [100, 140, 20, { skip: 140, take: 0 }],
  ])('a grid limited to %s rows shows skip %s take %s as %j', (limit, skip, take, window) => {
    expect(limitedWindow(limit, skip, take)).toEqual(window);
  });

  it('reads the query string: the grid, and pages of 20 at most', () => {
    expect(dashboardListQuerySchema.parse({ grid: 'past' })).toEqual({ grid: 'past', skip: 0, take: 20 });
    expect(dashboardListQuerySchema.parse({ grid: 'current', skip: '40', take: '20' })).toEqual({ grid: 'current', skip: 40, take: 20 });
    expect(dashboardListQuerySchema.safeParse({ grid: 'current', take: '21' }).success).toBe(false);
    expect(dashboardListQuerySchema.safeParse({ grid: 'all' }).success).toBe(false);
  });
});

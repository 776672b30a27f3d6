/**
 * Decimals as drillers type them (12.35 m, 152.4 mm, 2.3 mm) compared exactly: as whole numbers of
 * their smallest unit at the precision the spec gives them (2 decimals unless a field allows fewer),
 * never by subtracting binary floating-point numbers (32.3 - 2.3 = 29.999999999999996).
 */
export const toUnits = (value: number, decimals = 2): number => Math.round(value * 10 ** decimals);

/** `to - from`, exact at `decimals` places (a result a screen can show as typed). */
export const exactDifference = (to: number, from: number, decimals = 2): number => (toUnits(to, decimals) - toUnits(from, decimals)) / 10 ** decimals;

/** True when `to` is at least `gap` above `from`, judged at `decimals` places (a boundary value passes). */
export const isAtLeastApart = (from: number, to: number, gap: number, decimals = 2): boolean =>
  toUnits(to, decimals) - toUnits(from, decimals) >= toUnits(gap, decimals);

const STEPS = [0.5, 1, 2, 5, 10, 20, 25, 50, 100, 200, 500];

/** Depth labels from the surface to `bottom` at a round step, at most 9 of them. */
export function niceDepthTicks(bottom: number): number[] {
  if (bottom <= 0) return [0];
  const step = STEPS.find((s) => bottom / s <= 8) ?? 1000;
  const ticks: number[] = [];
  for (let depth = 0; depth <= bottom + 1e-9; depth = Math.round((depth + step) * 100) / 100) ticks.push(depth);
  return ticks;
}

/**
 * How many of everything a seed of N works holds (docs/decisions.md "Issue 8: Data at scale"). NSW has
 * a few hundred licensed water bore drillers; a million works spread over 800 of them is about 1,250
 * each, the busiest (a square-root tail) a little under 18,000.
 */
export const SEED_SIZES = { '10k': 10_000, '100k': 100_000, '1m': 1_000_000 } as const;
export type SeedSize = keyof typeof SEED_SIZES;

export interface SeedPlan {
  works: number;
  companies: number;
  drillers: number;
}

export function seedPlan(works: number): SeedPlan {
  return { works, companies: Math.max(12, Math.round(works / 4000)), drillers: Math.max(40, Math.round(works / 1250)) };
}

/** The synthetic history: works created from 2012 to the seed's fixed "today" (no clock: same rows every run). */
export const HISTORY_START_MS = Date.UTC(2012, 0, 1);
export const SEED_TODAY_MS = Date.UTC(2026, 10, 20);
export const DAY_MS = 86_400_000;

/** The bench's sign-ins: subjects of the users the seed creates for each persona. */
export const BENCH_SUBJECT = {
  regulator: 'bench-regulator',
  readOnly: 'bench-readonly',
  superAdmin: 'bench-superadmin',
  companyAdmin: (company: number) => `bench-admin-${company}`,
  driller: (driller: number) => `bench-driller-${driller}`,
} as const;

/** The sizes a data bench runs: BENCH_DATA_SIZES (e.g. "10k" for a quick look) or the bench's own list. */
export function benchSizes(defaults: readonly SeedSize[]): SeedSize[] {
  const asked = process.env.BENCH_DATA_SIZES?.split(',').map((s) => s.trim().toLowerCase()).filter((s) => s !== '');
  if (!asked?.length) return [...defaults];
  const unknown = asked.filter((s) => !(s in SEED_SIZES));
  if (unknown.length > 0) throw new Error(`BENCH_DATA_SIZES: unknown size ${unknown.join(', ')} (${Object.keys(SEED_SIZES).join(', ')})`);
  return asked as SeedSize[];
}

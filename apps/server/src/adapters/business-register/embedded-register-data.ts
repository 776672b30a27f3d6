import type { RegisterResult } from '@driller/domain';
import { abnWithTail } from './abn';

/**
 * The embedded register's sample: a few hundred synthetic registered businesses (name, ABN, state,
 * postcode), the same on every start, plus the seeded demo companies so they can be found again.
 * Names are made from NSW districts and drilling trades; ABNs carry valid check digits.
 */

const DISTRICTS: readonly [string, string][] = [
  ['Dubbo', '2830'],
  ['Orange', '2800'],
  ['Riverina', '2650'],
  ['Hunter Valley', '2320'],
  ['Namoi', '2390'],
  ['Lachlan', '2870'],
  ['Macquarie', '2830'],
  ['Murrumbidgee', '2680'],
  ['Castlereagh', '2827'],
  ['Gwydir', '2400'],
  ['Barwon', '2833'],
  ['Border Rivers', '2409'],
  ['Tamworth', '2340'],
  ['Moree', '2400'],
  ['Narrabri', '2390'],
  ['Wagga Wagga', '2650'],
  ['Griffith', '2680'],
  ['Bathurst', '2795'],
  ['Mudgee', '2850'],
  ['Cowra', '2794'],
  ['Parkes', '2870'],
  ['Forbes', '2871'],
  ['Broken Hill', '2880'],
  ['Armidale', '2350'],
  ['Inverell', '2360'],
  ['Goulburn', '2580'],
  ['Young', '2594'],
  ['Deniliquin', '2710'],
  ['Hay Plains', '2711'],
  ['Bourke', '2840'],
];

/** A few districts over the border: interstate drillers work in NSW too. */
const INTERSTATE: readonly [string, string, string][] = [
  ['Darling Downs', 'QLD', '4350'],
  ['Goondiwindi', 'QLD', '4390'],
  ['Mildura', 'VIC', '3500'],
  ['Echuca', 'VIC', '3564'],
  ['Riverland', 'SA', '5343'],
  ['Wodonga', 'VIC', '3690'],
];

const TRADES = [
  'Drilling',
  'Bore Drilling',
  'Water Bores',
  'Groundwater Services',
  'Well Drilling',
  'Pumps & Bores',
  'Drilling Services',
  'Boring Contractors',
  'Water Well Services',
  'Exploration Drilling',
];

const SUFFIXES = ['Pty Ltd', 'Pty Ltd', 'Pty Ltd', 'Pty Limited', '& Sons Pty Ltd', 'Co'];

/** The seeded demo companies (platform/db/seed-data.ts), as the register lists them. */
const DEMO_BUSINESSES: readonly RegisterResult[] = [
  { Name: 'WaterNSW', Abn: '21147934787', State: 'NSW', Postcode: '2150' },
  { Name: 'Aquifer Drilling Pty Ltd', Abn: '53004085616', State: 'NSW', Postcode: '2830' },
  { Name: 'Western Plains Bores Pty Ltd', Abn: '61102775903', State: 'NSW', Postcode: '2680' },
];

/** mulberry32: a tiny seeded generator, so the sample never changes between starts. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function build(): RegisterResult[] {
  const random = seeded(20261123);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const tail = () => String(Math.floor(random() * 1e9)).padStart(9, '0');
  const places: [string, string, string][] = [
    ...DISTRICTS.map(([d, p]): [string, string, string] => [d, 'NSW', p]),
    ...INTERSTATE,
  ];
  const results: RegisterResult[] = [...DEMO_BUSINESSES];
  for (const [district, state, postcode] of places) {
    for (const trade of TRADES) {
      // Not every district has every trade: about eight in ten, so a search returns uneven counts.
      if (random() < 0.2) continue;
      results.push({
        Name: `${district} ${trade} ${pick(SUFFIXES)}`,
        Abn: abnWithTail(tail()),
        State: state,
        Postcode: postcode,
      });
    }
  }
  return results;
}

export const EMBEDDED_REGISTER: readonly RegisterResult[] = build();

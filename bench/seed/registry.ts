import { ROLE } from '../../packages/domain/src/auth/roles';
import { COMPANY_SUFFIXES, SURNAMES } from '../../apps/server/src/platform/db/synthetic/approval-texts';
import { NSW_REGIONS } from '../../apps/server/src/platform/db/synthetic/nsw-regions';
import { createPrng, type Prng } from '../../apps/server/src/platform/db/synthetic/prng';
import { csvRow } from './csv';
import { BENCH_SUBJECT, type SeedPlan } from './seed-plan';

/** The registry the works belong to: drilling companies, their admins, drillers, and the regulator's staff. */
export interface SeedDriller {
  id: number;
  userId: number;
  organisationId: number | null;
  subject: string;
  name: string;
}

export interface Registry {
  drillers: SeedDriller[];
  /** The driller of the next work: busy drillers file many more works than most. */
  pickDriller(prng: Prng): SeedDriller;
  csv: { organisations: string; users: string; drillers: string };
}

export const REGISTRY_COLUMNS = {
  organisations: ['id', 'name', 'abn_or_acn', 'phone', 'email', 'address', 'super_admin', 'created_by', 'modified_by'],
  users: ['id', 'username', 'first_name', 'last_name', 'work_email', 'work_mobile', 'role_id', 'organisation_id', 'status', 'idp_subject', 'created_by', 'modified_by'],
  drillers: ['id', 'user_id', 'licence_no', 'driller_type', 'licence_class', 'licence_from', 'licence_expiry', 'status', 'is_drilling_company_admin', 'created_by', 'modified_by'],
} as const;

const GIVEN_NAMES = [
  'Aaron', 'Bronwyn', 'Callum', 'Deborah', 'Ethan', 'Fiona', 'Gavin', 'Hayley', 'Isaac', 'Jodie', 'Kieran', 'Leanne', 'Mitchell',
  'Natalie', 'Owen', 'Phillip', 'Rhys', 'Sharon', 'Trent', 'Vanessa', 'Wade', 'Zoe', 'Brett', 'Cheryl', 'Darren', 'Kylie',
] as const;
const SEEDER = 'bench-seed';
const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** Companies, their admins, the drillers (one in ten independent) and the regulator's staff, as CSV. */
export function generateRegistry(plan: SeedPlan): Registry {
  const prng = createPrng(8_2026);
  const organisations: string[] = [];
  const users: string[] = [];
  const drillerRows: string[] = [];
  let userId = 0;
  const addUser = (first: string, last: string, role: number, org: number | null, subject: string) => {
    userId += 1;
    users.push(csvRow([userId, subject, first, last, `${subject}@bench.driller-portal.example`, `04${pad(prng.int(10_000_000, 99_999_999), 8)}`, role, org, 1, subject, SEEDER, SEEDER]));
    return userId;
  };

  for (let c = 1; c <= plan.companies; c++) {
    const town = prng.pick(NSW_REGIONS);
    const name = `${prng.pick(SURNAMES)} ${prng.pick(['Water Bores', 'Drilling', 'Groundwater', 'Bore Services'])} ${prng.pick(COMPANY_SUFFIXES.slice(0, 3))} ${c}`;
    organisations.push(csvRow([c, name, `${pad(prng.int(10, 99), 2)} ${pad(prng.int(0, 999_999_999), 9)}`, `02 6${pad(prng.int(0, 9_999_999), 7)}`, `office${c}@bench-drilling.example`, `${prng.int(1, 400)} Main Street, ${town.town} NSW ${town.postcode}`, 0, SEEDER, SEEDER]));
    addUser(prng.pick(GIVEN_NAMES), prng.pick(SURNAMES), ROLE.drillingCompanyAdmin, c, BENCH_SUBJECT.companyAdmin(c));
  }
  const regulatorOrg = plan.companies + 1;
  organisations.push(csvRow([regulatorOrg, 'WaterNSW (bench)', '21 147 934 787', '1300 662 077', 'helpdesk@bench-waternsw.example', '169 Macquarie Street, Parramatta NSW 2150', 1, SEEDER, SEEDER]));
  addUser('Rachel', 'Regulator', ROLE.regulator, regulatorOrg, BENCH_SUBJECT.regulator);
  addUser('Oliver', 'Readonly', ROLE.readOnlyAll, regulatorOrg, BENCH_SUBJECT.readOnly);
  addUser('Sarah', 'Superadmin', ROLE.superAdmin, regulatorOrg, BENCH_SUBJECT.superAdmin);

  // Company sizes fall off like the drillers' work: a few big outfits, many one- or two-rig ones.
  const companyWeights = Array.from({ length: plan.companies }, (_, i) => 1 / Math.sqrt(i + 1));
  const pickCompany = weightedPicker(companyWeights);
  const drillers: SeedDriller[] = [];
  const adminOf = new Set<number>();
  for (let d = 1; d <= plan.drillers; d++) {
    const organisationId = prng.chance(0.1) ? null : 1 + pickCompany(prng);
    const first = prng.pick(GIVEN_NAMES);
    const last = prng.pick(SURNAMES);
    const subject = BENCH_SUBJECT.driller(d);
    const user = addUser(first, last, ROLE.driller, organisationId, subject);
    // The first driller of each company is also its company admin (isDCA).
    const dca = organisationId !== null && !adminOf.has(organisationId);
    if (organisationId !== null) adminOf.add(organisationId);
    const from = 2008 + prng.int(0, 14);
    drillerRows.push(csvRow([d, user, `BL ${pad(d, 5)}`, prng.chance(0.92) ? 1 : 2, `Class ${prng.int(2, 4)}`, `${from}-07-01`, `${from + 19}-07-01`, 2, dca ? 1 : 0, SEEDER, SEEDER]));
    drillers.push({ id: d, userId: user, organisationId, subject, name: `${first} ${last}` });
  }
  // Which drillers are busy is shuffled, so ids say nothing about it.
  const order = prng.sample(drillers, drillers.length);
  const pickBusy = weightedPicker(order.map((_, rank) => 1 / Math.sqrt(rank + 1)));
  return {
    drillers,
    pickDriller: (p) => order[pickBusy(p)] ?? (drillers[0] as SeedDriller),
    csv: { organisations: organisations.join(''), users: users.join(''), drillers: drillerRows.join('') },
  };
}

/** Picks an index with probability proportional to its weight (binary search over the running sums). */
export function weightedPicker(weights: readonly number[]): (prng: Prng) => number {
  const sums: number[] = [];
  let total = 0;
  for (const w of weights) sums.push((total += w));
  return (prng) => {
    const target = prng.next() * total;
    let [low, high] = [0, sums.length - 1];
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((sums[mid] ?? 0) < target) low = mid + 1;
      else high = mid;
    }
    return low;
  };
}

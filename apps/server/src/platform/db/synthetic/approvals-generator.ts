import type { LatLng } from '@driller/domain';
import {
  APPROVAL_CONDITION_TEXTS, COMPANY_SUFFIXES, DISCRETIONARY_LICENCE_CONDITIONS, GIVEN_INITIALS, MONITORING_CONDITION_TEXTS,
  MONITORING_PURPOSES, MONITORING_WORKS, PRODUCTION_PURPOSES, PRODUCTION_WORKS, PROPERTY_NAMES, STANDARD_LICENCE_CONDITIONS,
  STREETS, SURNAMES,
} from './approval-texts';
import { clampOrigin, lotGrid, type SeedLot } from './lot-grid';
import { NSW_REGIONS, type Region } from './nsw-regions';
import { createPrng, type Prng } from './prng';

export interface SeedWork {
  worksId: string;
  groundWorkNumber: string | null;
  workDescription: string;
  workStatus: 'I' | 'A';
  lotDp: string;
  point: LatLng;
  constructionDate: string | null;
  workSiteId: string;
}

export interface SeedCondition {
  conditionNo: string;
  condition: string;
}

export interface SeedApproval {
  approvalNumber: string;
  customerName: string;
  customerAddress: string;
  issueDate: string;
  expiryDate: string;
  waterSource: string;
  approvalPurpose: string;
  waterSharingPlan: string;
  waterManagementZone: string;
  region: Region;
  works: SeedWork[];
  conditions: SeedCondition[];
  licenceConditions: (SeedCondition & { kind: 'standard' | 'discretionary' })[];
  lots: SeedLot[];
}

/** Approvals the README and journeys name: fixed numbers, works and statuses (docs/decisions.md). */
export const HANDY_APPROVALS = [
  { approvalNumber: '80WA712345', town: 'DUBBO', statuses: ['A', 'I', 'A', 'A'] },
  { approvalNumber: '90MW700123', town: 'NARRABRI', statuses: ['A', 'A', 'A'] },
  { approvalNumber: '90WA123456', town: 'MOREE', statuses: ['A', 'A', 'I'] },
  { approvalNumber: '20CW800123', town: 'SINGLETON', statuses: ['A', 'A'] },
] as const;

export const SYNTHETIC_APPROVAL_COUNT = 220;
const SEED = 20_250_704;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const isoDay = (year: number, month: number, day: number): string => `${year}-${pad(month, 2)}-${pad(day, 2)}`;

function customer(prng: Prng): string {
  const surname = prng.pick(SURNAMES);
  if (prng.chance(0.45)) return `${prng.pick(PROPERTY_NAMES)} ${prng.pick(COMPANY_SUFFIXES)}`;
  return prng.chance(0.5) ? `${prng.pick(GIVEN_INITIALS)} & ${prng.pick(GIVEN_INITIALS)} ${surname}` : `${prng.pick(GIVEN_INITIALS)} ${surname}`;
}

function approvalNumber(prng: Prng, region: Region, index: number, taken: Set<string>): string {
  // Every format of the domain: CW and WA production approvals, MW monitoring approvals.
  const kind = index % 7 === 0 ? 'MW' : index % 4 === 0 ? 'CW' : 'WA';
  for (;;) {
    const candidate = `${region.prefix}${kind}${pad(prng.int(100_000, 999_999), 6)}`;
    if (!taken.has(candidate)) return candidate;
  }
}

interface Counters {
  work: number;
  plan: number;
}

function buildApproval(prng: Prng, number: string, region: Region, statuses: readonly ('I' | 'A')[], counters: Counters): SeedApproval {
  const monitoring = number.slice(2, 4) === 'MW';
  const issueYear = prng.int(2008, 2024);
  const issueDate = isoDay(issueYear, prng.int(1, 12), prng.int(1, 28));
  const expiryDate = isoDay(Math.max(issueYear + prng.pick([10, 15]), 2028), prng.int(1, 12), prng.int(1, 28));
  const origin = clampOrigin({ latitude: region.latitude + prng.between(-0.35, 0.35), longitude: region.longitude + prng.between(-0.35, 0.35) });
  counters.plan += prng.int(3, 40);
  const grid = lotGrid({
    origin, lotWidthM: prng.int(180, 320), lotHeightM: prng.int(180, 320), plan: String(counters.plan),
    section: prng.chance(0.12) ? String(prng.int(1, 30)) : '', firstLot: prng.chance(0.7) ? 1 : prng.int(2, 120),
  });
  const works = statuses.map((status, k): SeedWork => {
    counters.work += 1;
    const site = grid.workSite(k, prng.between(-1, 1));
    const installedYear = Math.min(issueYear + prng.int(0, 3), 2025);
    return {
      worksId: String(1_000_000 + counters.work * 7),
      groundWorkNumber: status === 'I' || prng.chance(0.4) ? `GW${pad(400_000 + counters.work * 3, 6)}` : null,
      workDescription: prng.pick(monitoring ? MONITORING_WORKS : PRODUCTION_WORKS),
      workStatus: status,
      lotDp: site.lot.lotidstring,
      point: site.point,
      constructionDate: status === 'I' ? isoDay(installedYear, prng.int(1, 12), prng.int(1, 28)) : null,
      workSiteId: String(500_000 + counters.work),
    };
  });
  const conditionTexts = [
    ...prng.sample(APPROVAL_CONDITION_TEXTS, prng.int(4, 7)),
    ...(monitoring ? MONITORING_CONDITION_TEXTS : []),
  ];
  const code = `${monitoring ? 'MW' : 'GW'}${pad(prng.int(1000, 9999), 4)}`;
  const licence = [
    ...prng.sample(STANDARD_LICENCE_CONDITIONS, prng.int(2, 4)).map((condition) => ({ kind: 'standard' as const, condition })),
    ...prng.sample(DISCRETIONARY_LICENCE_CONDITIONS, prng.int(1, 2)).map((condition) => ({ kind: 'discretionary' as const, condition })),
  ];
  return {
    approvalNumber: number,
    customerName: customer(prng),
    customerAddress: `${prng.int(10, 4800)} ${prng.pick(STREETS)}, ${region.town} NSW ${region.postcode}`,
    issueDate,
    expiryDate,
    waterSource: region.waterSource,
    approvalPurpose: prng.pick(monitoring ? MONITORING_PURPOSES : PRODUCTION_PURPOSES),
    waterSharingPlan: region.waterSharingPlan,
    waterManagementZone: prng.pick(region.zones),
    region,
    works,
    conditions: conditionTexts.map((condition, i) => ({ conditionNo: `${code}-${pad(i + 1, 5)}`, condition })),
    licenceConditions: licence.map((entry, i) => ({ ...entry, conditionNo: `LC${code.slice(2)}-${pad(i + 1, 3)}` })),
    lots: grid.lots,
  };
}

/** The register's synthetic approvals: the same list on every run (seeded PRNG, no clock). */
export function generateApprovals(count: number = SYNTHETIC_APPROVAL_COUNT): SeedApproval[] {
  const prng = createPrng(SEED);
  const counters: Counters = { work: 0, plan: 750_000 };
  const taken = new Set<string>(HANDY_APPROVALS.map((a) => a.approvalNumber));
  const approvals = HANDY_APPROVALS.map((handy) => {
    const region = NSW_REGIONS.find((r) => r.town === handy.town) ?? prng.pick(NSW_REGIONS);
    return buildApproval(prng, handy.approvalNumber, region, handy.statuses, counters);
  });
  for (let index = approvals.length; index < count; index++) {
    const region = NSW_REGIONS[index % NSW_REGIONS.length] ?? prng.pick(NSW_REGIONS);
    const number = approvalNumber(prng, region, index, taken);
    taken.add(number);
    const statuses = Array.from({ length: prng.int(2, 5) }, () => (prng.chance(0.35) ? 'I' : 'A') as 'I' | 'A');
    approvals.push(buildApproval(prng, number, region, statuses, counters));
  }
  return approvals;
}

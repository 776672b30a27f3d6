import type { LatLng } from '@driller/domain';
import {
  APPROVAL_CONDITION_TEXTS, COMPANY_SUFFIXES, GIVEN_INITIALS, MONITORING_CONDITION_TEXTS, MONITORING_PURPOSES, MONITORING_WORKS,
  PRODUCTION_PURPOSES, PRODUCTION_WORKS, PROPERTY_NAMES, STREETS, SURNAMES,
} from '../../apps/server/src/platform/db/synthetic/approval-texts';
import type { Region } from '../../apps/server/src/platform/db/synthetic/nsw-regions';
import type { Prng } from '../../apps/server/src/platform/db/synthetic/prng';
import { csvRow, day } from './csv';
import { lotAround, near, pickRegion, propertyOrigin } from './places';
import { DAY_MS } from './seed-plan';

/** One approval of the register with its works (the portal works are filed against these). */
export interface SeedApproval {
  number: string;
  region: Region;
  monitoring: boolean;
  customerName: string;
  customerAddress: string;
  purpose: string;
  issueMs: number;
  expiryMs: number;
  works: SeedApprovalWork[];
  conditions: { no: string; text: string }[];
}

export interface SeedApprovalWork {
  worksId: string;
  siteId: string;
  description: string;
  point: LatLng;
  lotDp: string;
  planLabel: string;
  lot: ReturnType<typeof lotAround>;
}

export const APPROVAL_COLUMNS = {
  approvals: ['approval_number', 'customer_name', 'customer_address', 'issue_date', 'expiry_date', 'water_source', 'approval_purpose', 'water_sharing_plan', 'water_management_zone', 'created_by', 'modified_by'],
  approval_works: ['id', 'approval_number', 'works_id', 'ground_work_number', 'work_description', 'work_status', 'lot_dp', 'latitude', 'longitude', 'construction_date', 'work_site_id', 'created_by', 'modified_by'],
  approval_conditions: ['approval_number', 'condition_no', 'condition', 'sort_order', 'created_by', 'modified_by'],
  map_lots: ['objectid', 'cadid', 'lotidstring', 'lot_number', 'section_number', 'plan_label', 'plan_lot_area', 'geometry', 'min_lon', 'min_lat', 'max_lon', 'max_lat', 'created_by', 'modified_by'],
  map_works: ['objectid', 'approval_no', 'works_id', 'gw_work_no', 'work_type', 'licensed_purposes', 'work_status', 'latitude', 'longitude', 'created_by', 'modified_by'],
} as const;

const SEEDER = 'bench-seed';
const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** Running numbers that keep approval numbers, works ids and plans unique across the whole seed (each shard starts its own range). */
export class ApprovalCounters {
  private readonly sequence = new Map<string, number>();
  works: number;
  plans: number;
  lots: number;
  gw: number;

  constructor(private readonly base: { works: number; plans: number; gw: number; approvalSequence: number }) {
    this.works = base.works;
    this.lots = base.works;
    this.plans = base.plans;
    this.gw = base.gw;
  }

  approvalNumber(prefix: string, kind: string): string {
    const next = (this.sequence.get(prefix + kind) ?? this.base.approvalSequence) + 1;
    this.sequence.set(prefix + kind, next);
    return `${prefix}${kind}${pad(next, 6)}`;
  }
}

function customer(prng: Prng): string {
  if (prng.chance(0.45)) return `${prng.pick(PROPERTY_NAMES)} ${prng.pick(COMPANY_SUFFIXES)}`;
  return `${prng.pick(GIVEN_INITIALS)} & ${prng.pick(GIVEN_INITIALS)} ${prng.pick(SURNAMES)}`;
}

/** An approval issued some time before `firstWorkMs`, with 1 to 4 works on one property. */
export function generateApproval(prng: Prng, counters: ApprovalCounters, index: number, firstWorkMs: number): SeedApproval {
  const region = pickRegion(prng);
  const kind = index % 7 === 0 ? 'MW' : index % 4 === 0 ? 'CW' : 'WA';
  const monitoring = kind === 'MW';
  const issueMs = firstWorkMs - prng.int(20, 900) * DAY_MS;
  const origin = propertyOrigin(prng, region);
  const plan = (counters.plans += prng.int(1, 9));
  const count = 1 + Math.floor(prng.next() ** 1.6 * 4);
  const works = Array.from({ length: count }, (_, k): SeedApprovalWork => {
    counters.works += 1;
    const point = k === 0 ? origin : near(prng, origin, 80, 900);
    return {
      worksId: String(1_000_000 + counters.works),
      siteId: String(500_000 + counters.works),
      description: prng.pick(monitoring ? MONITORING_WORKS : PRODUCTION_WORKS),
      point,
      lotDp: `${k + 1}//DP${plan}`,
      planLabel: `DP${plan}`,
      lot: lotAround(prng, point),
    };
  });
  const code = pad(prng.int(1000, 9999), 4);
  const texts = [...prng.sample(APPROVAL_CONDITION_TEXTS, prng.int(4, 6)), ...(monitoring ? MONITORING_CONDITION_TEXTS.slice(0, 1) : [])];
  return {
    number: counters.approvalNumber(region.prefix, kind),
    region,
    monitoring,
    customerName: customer(prng),
    customerAddress: `${prng.int(10, 4800)} ${prng.pick(STREETS)}, ${region.town} NSW ${region.postcode}`,
    purpose: prng.pick(monitoring ? MONITORING_PURPOSES : PRODUCTION_PURPOSES),
    issueMs,
    expiryMs: issueMs + prng.pick([10, 15]) * 365 * DAY_MS,
    works,
    conditions: texts.map((text, i) => ({ no: `${monitoring ? 'MW' : 'GW'}${code}-${pad(i + 1, 5)}`, text })),
  };
}

/** The register's rows and the map layers' rows of one approval; `installed` says which works were built. */
export function approvalRows(counters: ApprovalCounters, a: SeedApproval, installed: (k: number) => number | null) {
  const zone = a.region.zones[0] ?? '';
  const rows = {
    approvals: csvRow([a.number, a.customerName, a.customerAddress, day(a.issueMs), day(a.expiryMs), a.region.waterSource, a.purpose, a.region.waterSharingPlan, zone, SEEDER, SEEDER]),
    approval_works: '',
    approval_conditions: a.conditions.map((c, i) => csvRow([a.number, c.no, c.text, i, SEEDER, SEEDER])).join(''),
    map_lots: '',
    map_works: '',
  };
  a.works.forEach((w, k) => {
    const builtMs = installed(k);
    const gw = builtMs === null ? null : `GW${pad((counters.gw += 1) % 1_000_000, 6)}`;
    const status = builtMs === null ? 'A' : 'I';
    counters.lots += 1;
    const id = counters.lots;
    rows.approval_works += csvRow([id, a.number, w.worksId, gw, w.description, status, w.lotDp, w.point.latitude, w.point.longitude, builtMs === null ? null : day(builtMs), w.siteId, SEEDER, SEEDER]);
    const [minLon, minLat, maxLon, maxLat] = w.lot.bbox;
    const geometry = JSON.stringify({ type: 'Polygon', coordinates: [w.lot.ring] });
    const area = Math.round(((maxLon - minLon) * 111_320 * Math.cos((minLat * Math.PI) / 180)) * ((maxLat - minLat) * 111_132));
    rows.map_lots += csvRow([id, 100_000_000 + id, w.lotDp, String(k + 1), '', w.planLabel, Math.max(area, 1), geometry, minLon, minLat, maxLon, maxLat, SEEDER, SEEDER]);
    rows.map_works += csvRow([id, a.number, w.worksId, gw, w.description, a.purpose, status, w.point.latitude, w.point.longitude, SEEDER, SEEDER]);
  });
  return rows;
}

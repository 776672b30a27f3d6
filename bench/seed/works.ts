import type { LatLng } from '@driller/domain';
import { ROLE } from '../../packages/domain/src/auth/roles';
import type { Prng } from '../../apps/server/src/platform/db/synthetic/prng';
import type { SeedApproval, SeedApprovalWork } from './approvals';
import { csvField, csvRow, day, timestamp, type CsvValue } from './csv';
import { metresBetween, near } from './places';
import type { SeedDriller } from './registry';
import { DAY_MS, SEED_TODAY_MS } from './seed-plan';

export const WORK_COLUMNS = {
  works: [
    'id', 'form_a_guid', 'version', 'driller_id', 'organisation_id', 'work_attribute_1', 'work_attribute_2', 'work_attribute_3', 'work_attribute_4',
    'approval_number_supplied', 'work_approval_no', 'work_approval_or_without_approval', 'work_id', 'work_site_id', 'work_name', 'work_description',
    'gw_no', 'lot_no', 'actual_lot_no', 'approved_latitude', 'approved_longitude', 'actual_latitude', 'actual_longitude', 'distance', 'form_status',
    'review_status', 'current_role_id', 'approval_issue_date', 'approval_expiry_date', 'construction_date', 'water_source', 'approval_purposes',
    'water_sharing_plan', 'water_management_zone', 'customer_name', 'customer_address', 'work_status', 'exception_reason_code', 'accepted_dates',
    'accepted_by_user_id', 'accepted_by_name', 'accepted_role', 'created_at', 'created_by', 'modified_at', 'modified_by',
  ],
  work_offline_locks: ['work_id', 'locked_status', 'locked_by', 'device_id', 'locked_at', 'created_by', 'modified_by'],
  work_approval_conditions: ['id', 'work_id', 'condition_no', 'condition', 'status', 'accepted_at', 'accepted_by_user_id', 'accepted_by_name', 'accepted_role', 'created_by', 'modified_by'],
  work_monitoring_holes: ['id', 'work_id', 'position', 'actual_latitude', 'actual_longitude', 'actual_lot_dp', 'driller_id', 'work_name', 'hole_type', 'hole_no', 'no_of_pipes', 'distance', 'monitoring_status', 'created_by', 'modified_by'],
  bcr_reports: ['id', 'work_id', 'driller_id', 'organisation_id', 'work_name', 'gw_no', 'works_id', 'work_approval_no', 'customer_address', 'version', 'form_status', 'review_status', 'submitted_at', 'submitted_by', 'created_at', 'created_by', 'modified_at', 'modified_by'],
} as const;

/** One work in ten has a Bore Construction Report (issue 11: 100k reports over 1M works), chosen by id so the PRNG's sequence, and every other row, stays as before. */
export const hasBcrReport = (workId: number): boolean => workId % 10 === 3;

export class WorkCounters {
  constructor(
    public works: number,
    public conditions: number,
    public holes: number,
  ) {}
}

/** What a portal work row was: the register marks its work Installed once a BCR is submitted. */
export interface SeedWorkResult {
  rows: { works: string; work_offline_locks: string; work_approval_conditions: string; work_monitoring_holes: string; bcr_reports: string };
  submittedMs: number | null;
}

const WORK_NAMES = ['Home paddock bore', 'House bore', 'Back paddock bore', 'Creek flat bore', 'Stock bore', 'Irrigation bore 2', 'North bore', 'Shed bore'] as const;

function guid(prng: Prng): string {
  const hex = Array.from({ length: 4 }, () => Math.floor(prng.next() * 2 ** 32).toString(16).padStart(8, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Form status by age: old works are nearly all submitted; this season's are still drafts or saved.
 * 1 draft, 2 submitted, 3 submitted for review, 4 marked for final submission, 5 saved.
 */
function formStatus(prng: Prng, ageDays: number): number {
  const u = prng.next();
  if (ageDays > 180) return u < 0.85 ? 2 : u < 0.89 ? 3 : u < 0.92 ? 4 : u < 0.95 ? 5 : 1;
  return u < 0.35 ? 1 : u < 0.5 ? 5 : u < 0.9 ? 2 : u < 0.95 ? 3 : 4;
}

/** Work type: production bores mostly drilled; monitoring approvals' works are monitoring bores. */
function attributes(prng: Prng, monitoring: boolean, amendment: boolean): [number, number, number, number | null] {
  const first = amendment ? prng.pick([2, 3, 4]) : 1;
  if (monitoring) {
    const third = prng.pick([5, 6, 6, 7]);
    return [first, 2, third, null];
  }
  const second = prng.chance(0.05) ? 3 : 1;
  const third = second === 3 ? prng.pick([1, 2, 8]) : prng.pick([1, 1, 1, 1, 2, 2, 3, 4, 8]);
  const fourth = third === 2 ? prng.pick([1, 2]) : third === 3 ? 5 : third === 4 ? prng.pick([3, 4]) : null;
  return [first, second, third, fourth];
}

interface WorkContext {
  prng: Prng;
  counters: WorkCounters;
  approval: SeedApproval;
  work: SeedApprovalWork;
  driller: SeedDriller;
  createdMs: number;
  amendment: boolean;
}

/** The work's progress: status, last change, review step. */
function progress(prng: Prng, createdMs: number) {
  const status = formStatus(prng, (SEED_TODAY_MS - createdMs) / DAY_MS);
  const review = status === 3 ? prng.pick([1, 2]) : status === 4 ? 3 : null;
  return {
    status,
    review,
    submitted: status !== 1 && status !== 5,
    modifiedMs: Math.min(createdMs + prng.next() ** 3 * 120 * DAY_MS, SEED_TODAY_MS),
  };
}

/** The bore's actual location, a few metres from the approved point (now and then tens of metres). */
function actualLocation(prng: Prng, approved: LatLng, located: boolean) {
  if (!located) return { actual: null, distance: null };
  const actual = near(prng, approved, 2, prng.chance(0.08) ? 60 : 18);
  return { actual, distance: metresBetween(actual, approved) };
}

/** Null for each value when the condition does not hold (columns that exist only in some states). */
const when = <T extends readonly CsvValue[]>(condition: boolean, values: T): (T[number] | null)[] => values.map((v) => (condition ? v : null));

function monitoringHoles(prng: Prng, counters: WorkCounters, id: number, w: SeedApprovalWork, driller: SeedDriller, attribute3: number): string {
  const count = attribute3 === 6 ? prng.int(1, 3) : attribute3 === 7 ? prng.int(2, 4) : 0;
  let csv = '';
  for (let position = 0; position < count; position++) {
    counters.holes += 1;
    const at = near(prng, w.point, 5, 60);
    csv += csvRow([
      counters.holes, id, position, at.latitude, at.longitude, w.lotDp, driller.id, `Monitoring hole ${position + 1}`, position === 0 ? 1 : 2,
      `MH${position + 1}`, prng.chance(0.3) ? prng.int(2, 6) : null, metresBetween(at, w.point), prng.int(1, 5), driller.subject, driller.subject,
    ]);
  }
  return csv;
}

const escapedConditions = new WeakMap<SeedApproval, string[]>();

/** `condition_no,condition` of each of the approval's conditions as CSV, escaped once per approval. */
function conditionsCsv(a: SeedApproval): string[] {
  let escaped = escapedConditions.get(a);
  if (!escaped) {
    escaped = a.conditions.map((c) => `${csvField(c.no)},${csvField(c.text)}`);
    escapedConditions.set(a, escaped);
  }
  return escaped;
}

/** A submitted work's GW number (each work's own, from its id); none before submission. */
const gwNoOf = (id: number, submitted: boolean): string | null => (submitted ? `GW${String(100_000 + (id % 900_000)).padStart(6, '0')}` : null);

/** One portal work filed against an approval work, with its lock row, conditions and monitoring holes. */
export function portalWork(c: WorkContext): SeedWorkResult {
  const { prng, counters, approval: a, work: w, driller } = c;
  const id = (counters.works += 1);
  const p = progress(prng, c.createdMs);
  const { actual, distance } = actualLocation(prng, w.point, p.submitted || prng.chance(0.5));
  // Conditions are accepted before the location is entered.
  const accepted = actual !== null;
  const acceptedMs = c.createdMs + prng.int(0, 20) * DAY_MS;
  const [a1, a2, a3, a4] = attributes(prng, a.monitoring, c.amendment);
  const micros = (ms: number) => ms * 1000 + prng.int(0, 999);
  // Drawn in the order the row lists them, so every later draw, and every row, stays as it was.
  const formAGuid = guid(prng);
  const version = prng.int(1, 8);
  const workName = prng.pick(WORK_NAMES);
  const gwNo = gwNoOf(id, p.submitted);
  const works = csvRow([
    id, formAGuid, version, driller.id, driller.organisationId, a1, a2, a3, a4,
    true, a.number, '1', w.worksId, w.siteId, workName, w.description,
    gwNo, w.lotDp, ...when(accepted, [w.lotDp]),
    w.point.latitude, w.point.longitude, actual?.latitude ?? null, actual?.longitude ?? null, distance, p.status,
    p.review, ROLE.driller, day(a.issueMs), day(a.expiryMs), ...when(p.submitted, [day(p.modifiedMs)]), a.region.waterSource, a.purpose,
    a.region.waterSharingPlan, a.region.zones[0] ?? null, a.customerName, a.customerAddress, p.submitted ? 'Installed' : 'Approved',
    ...when((distance ?? 0) > 20, ['DIST_GT_20M']), ...when(accepted, [day(acceptedMs), driller.userId, driller.name, ROLE.driller]),
    timestamp(micros(c.createdMs)), driller.subject, timestamp(micros(p.modifiedMs)), driller.subject,
  ]);
  const locked = !p.submitted && prng.chance(0.02);
  const lock = csvRow([id, locked ? 1 : 0, ...when(locked, [driller.userId, `device-${driller.id}`, timestamp(p.modifiedMs * 1000)]), driller.subject, driller.subject]);
  // Every condition row of the work differs only in its number and text: escape the rest once.
  const acceptance = csvRow([accepted ? 1 : 0, ...when(accepted, [timestamp(acceptedMs * 1000), driller.userId, driller.name, ROLE.driller]), driller.subject, driller.subject]);
  let conditions = '';
  for (const condition of conditionsCsv(a)) {
    counters.conditions += 1;
    conditions += `${counters.conditions},${id},${condition},${acceptance}`;
  }
  // The report mirrors its work's status and last change (the BCR id is the work's: one report per work
  // here), with the work's columns the search reads (migrations 0070 and 0100: triggers are off while loading).
  const report = hasBcrReport(id)
    ? csvRow([id, id, driller.id, driller.organisationId, workName, gwNo, w.worksId, a.number, a.customerAddress, 1, p.status, p.review, ...when(p.submitted, [timestamp(p.modifiedMs * 1000), driller.name]), timestamp(c.createdMs * 1000), driller.subject, timestamp(p.modifiedMs * 1000), driller.subject])
    : '';
  return {
    rows: { works, work_offline_locks: lock, work_approval_conditions: conditions, work_monitoring_holes: monitoringHoles(prng, counters, id, w, driller, a3), bcr_reports: report },
    submittedMs: p.submitted ? p.modifiedMs : null,
  };
}

import { bboxOf } from '@driller/domain';
import { sql } from 'kysely';
import type { Db } from './kysely';
import { generateApprovals } from './synthetic/approvals-generator';
import { generateMapWorks, generateStations } from './synthetic/map-generator';

const SEEDER = 'seed';
const BATCH = 400;
/** Any constant: two processes starting on one database seed the register once. */
const SEED_LOCK_KEY = 727_004;

async function insertBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * The embedded approvals register and map layers: synthetic, deterministic data seeded once, when the
 * register is empty (a production install points APPROVALS_REGISTER_URL and the map URLs elsewhere).
 */
export async function seedApprovals(db: Db): Promise<void> {
  const seeded = async (q: Db) => (await q.selectFrom('approvals').select('approval_number').limit(1).executeTakeFirst()) !== undefined;
  if (await seeded(db)) return;
  const audit = { created_by: SEEDER, modified_by: SEEDER };
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    if (await seeded(trx)) return;
    const approvals = generateApprovals();
    await insertBatches(approvals, (batch) =>
      trx.insertInto('approvals').values(batch.map((a) => ({
        approval_number: a.approvalNumber, customer_name: a.customerName, customer_address: a.customerAddress,
        issue_date: a.issueDate, expiry_date: a.expiryDate, water_source: a.waterSource, approval_purpose: a.approvalPurpose,
        water_sharing_plan: a.waterSharingPlan, water_management_zone: a.waterManagementZone, ...audit,
      }))).execute(),
    );
    const works = approvals.flatMap((a) => a.works.map((w) => ({
      approval_number: a.approvalNumber, works_id: w.worksId, ground_work_number: w.groundWorkNumber,
      work_description: w.workDescription, work_status: w.workStatus, lot_dp: w.lotDp, latitude: w.point.latitude,
      longitude: w.point.longitude, construction_date: w.constructionDate, work_site_id: w.workSiteId, ...audit,
    })));
    await insertBatches(works, (batch) => trx.insertInto('approval_works').values(batch).execute());
    const conditions = approvals.flatMap((a) => a.conditions.map((c, i) => ({
      approval_number: a.approvalNumber, condition_no: c.conditionNo, condition: c.condition, sort_order: i, ...audit,
    })));
    await insertBatches(conditions, (batch) => trx.insertInto('approval_conditions').values(batch).execute());
    const licence = approvals.flatMap((a) => a.licenceConditions.map((c, i) => ({
      approval_number: a.approvalNumber, condition_no: c.conditionNo, kind: c.kind, condition: c.condition, sort_order: i, ...audit,
    })));
    await insertBatches(licence, (batch) => trx.insertInto('approval_licence_conditions').values(batch).execute());

    const lots = approvals.flatMap((a) => a.lots).map((lot, i) => {
      const [minLon, minLat, maxLon, maxLat] = bboxOf(lot.geometry);
      return {
        cadid: 100_000_000 + i, lotidstring: lot.lotidstring, lot_number: lot.lotNumber, section_number: lot.sectionNumber,
        plan_label: lot.planLabel, plan_lot_area: lot.areaM2, geometry: JSON.stringify(lot.geometry),
        min_lon: minLon, min_lat: minLat, max_lon: maxLon, max_lat: maxLat, ...audit,
      };
    });
    await insertBatches(lots, (batch) => trx.insertInto('map_lots').values(batch).execute());
    const mapWorks = generateMapWorks(approvals).map((w) => ({
      approval_no: w.approvalNo, works_id: w.worksId, gw_work_no: w.gwWorkNo, work_type: w.workType,
      licensed_purposes: w.licensedPurposes, work_status: w.workStatus, latitude: w.point.latitude, longitude: w.point.longitude, ...audit,
    }));
    await insertBatches(mapWorks, (batch) => trx.insertInto('map_works').values(batch).execute());
    const stations = generateStations(approvals).map((s) => ({
      station: s.station, parent: s.parent, stname: s.stname, latitude: s.point.latitude, longitude: s.point.longitude, ...audit,
    }));
    await insertBatches(stations, (batch) => trx.insertInto('map_stations').values(batch).execute());
  });
}

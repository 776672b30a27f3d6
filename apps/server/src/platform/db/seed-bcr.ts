import { bcrReportSchema, ROLE, type BcrReport } from '@driller/domain';
import { sql, type Insertable } from 'kysely';
import type { Db } from './kysely';
import { demoBcrReport } from './seed-bcr-data';
import {
  BORE_DEVELOPMENT_COLUMNS,
  CASING_SUPPORT_COLUMNS,
  GRAVEL_PACK_COLUMNS,
  HEAD_WORKS_COLUMNS,
  NOT_APPLICABLE_COLUMNS,
  SUMMARY_COLUMNS,
  WORK_PARTLY_BACKFILLED_COLUMNS,
  columnsOf,
} from './tables/bcr.columns';
import { ROW_SECTIONS, ROW_TABLES } from './tables/bcr.row-tables';
import type { BcrReportsTable } from './tables/bcr.tables';

const SEEDER = 'seed';
/** Any constant: two processes starting on one database seed the demo BCRs once. */
const BCR_SEED_LOCK_KEY = 727_020;
/** An approval no journey uses (docs/decisions.md), so the demo works take nothing from the tests. */
const DEMO_APPROVAL = '90WA813933';
const DEMO_DRILLER = 'demo-dl1234';

interface DemoBcr {
  key: string;
  worksId: string;
  workName: string;
  submitted: boolean;
}

const DEMO_BCRS: readonly DemoBcr[] = [
  { key: 'seed-demo-bcr-draft', worksId: '1000105', workName: 'Demo bore - BCR in progress', submitted: false },
  { key: 'seed-demo-bcr-submitted', worksId: '1000112', workName: 'Demo bore - BCR submitted', submitted: true },
];

/** The root row's report columns, as the BCR feature's saves write them. */
function rootColumns(r: BcrReport): Insertable<BcrReportsTable> {
  return {
    ...columnsOf(r.summary, SUMMARY_COLUMNS),
    ...columnsOf(r.summary, NOT_APPLICABLE_COLUMNS),
    ...columnsOf(r.headWorks, HEAD_WORKS_COLUMNS),
    ...columnsOf(r.casingSupport, CASING_SUPPORT_COLUMNS),
    ...columnsOf(r.boreDevelopment, BORE_DEVELOPMENT_COLUMNS),
    ...columnsOf(r.workPartlyBackfilled, WORK_PARTLY_BACKFILLED_COLUMNS),
    ...columnsOf(r, GRAVEL_PACK_COLUMNS),
    casing_support_saved: r.casingSupport !== null,
    work_partly_backfilled_saved: r.workPartlyBackfilled !== null,
  } as Insertable<BcrReportsTable>;
}

async function insertRows(trx: Db, bcrId: number, report: BcrReport): Promise<void> {
  for (const section of ROW_SECTIONS) {
    const t = ROW_TABLES[section];
    for (const [i, row] of t.rows(report).entries()) {
      const values = columnsOf(row, t.columns);
      const columns = Object.keys(values);
      await sql`insert into ${sql.table(t.table)} (bcr_id, sequence, ${sql.join(columns.map((c) => sql.ref(c)))}, created_by, modified_by)
                values (${bcrId}, ${i + 1}, ${sql.join(columns.map((c) => values[c]))}, ${SEEDER}, ${SEEDER})`.execute(trx);
    }
  }
}

/** 'yyyy-MM-dd' of a date column, however the driver hands it over. */
const day = (v: Date | string | null): string | null =>
  v === null ? null : typeof v === 'string' ? v.slice(0, 10) : `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}`;

interface Driller {
  drillerId: number;
  userId: number;
  organisationId: number | null;
  name: string;
}

async function insertWork(trx: Db, demo: DemoBcr, driller: Driller): Promise<number | null> {
  const approval = await trx
    .selectFrom('approvals')
    .innerJoin('approval_works', 'approval_works.approval_number', 'approvals.approval_number')
    .selectAll('approvals')
    .select(['approval_works.lot_dp', 'approval_works.latitude', 'approval_works.longitude', 'approval_works.work_site_id', 'approval_works.work_description'])
    .where('approvals.approval_number', '=', DEMO_APPROVAL)
    .where('approval_works.works_id', '=', demo.worksId)
    .executeTakeFirst();
  if (!approval) return null;
  const accepted = { accepted_by_user_id: driller.userId, accepted_by_name: driller.name, accepted_role: ROLE.driller };
  const work = await trx
    .insertInto('works')
    .values({
      driller_id: driller.drillerId, organisation_id: driller.organisationId, work_attribute_1: 1, work_attribute_2: 1, work_attribute_3: 1,
      work_approval_no: DEMO_APPROVAL, work_approval_or_without_approval: '1', work_id: demo.worksId, work_site_id: approval.work_site_id,
      work_name: demo.workName, work_description: approval.work_description, lot_no: approval.lot_dp, actual_lot_no: approval.lot_dp,
      approved_latitude: approval.latitude, approved_longitude: approval.longitude, actual_latitude: approval.latitude,
      actual_longitude: approval.longitude, distance: 0, form_status: demo.submitted ? 2 : 1, approval_issue_date: day(approval.issue_date),
      approval_expiry_date: day(approval.expiry_date), water_source: approval.water_source, approval_purposes: approval.approval_purpose,
      water_sharing_plan: approval.water_sharing_plan, water_management_zone: approval.water_management_zone,
      customer_name: approval.customer_name, customer_address: approval.customer_address, work_status: 'A',
      accepted_dates: '2021-04-01', ...accepted, create_request_id: demo.key, created_by: SEEDER, modified_by: SEEDER,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('work_offline_locks').values({ work_id: work.id, created_by: SEEDER, modified_by: SEEDER }).execute();
  const conditions = await trx.selectFrom('approval_conditions').select(['condition_no', 'condition']).where('approval_number', '=', DEMO_APPROVAL).orderBy('sort_order').execute();
  if (conditions.length > 0) {
    await trx
      .insertInto('work_approval_conditions')
      .values(conditions.map((c) => ({ work_id: work.id, ...c, status: 1, accepted_at: new Date('2021-04-01T00:00:00Z'), ...accepted, created_by: SEEDER, modified_by: SEEDER })))
      .execute();
  }
  return work.id;
}

async function insertBcr(trx: Db, workId: number, demo: DemoBcr, driller: Driller): Promise<void> {
  const report = bcrReportSchema.parse({ ...demoBcrReport(), formAId: workId });
  const submittedAt = new Date('2021-05-20T01:00:00Z');
  const bcr = await trx
    .insertInto('bcr_reports')
    .values({
      ...rootColumns(report),
      work_id: workId,
      ...(demo.submitted ? { form_status: 2, exception_reason_code: '', submitted_at: submittedAt, submitted_by: driller.name } : {}),
      created_by: SEEDER,
      modified_by: SEEDER,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertRows(trx, bcr.id, report);
  if (!demo.submitted) return;
  const submission = await trx
    .insertInto('bcr_submissions')
    .values({
      bcr_id: bcr.id, work_id: workId, request_id: `${demo.key}-1`, form_status: 2, version: 1, report: JSON.stringify(report),
      submitted_role: ROLE.driller, submitted_by: driller.name, created_by: DEMO_DRILLER, modified_by: DEMO_DRILLER,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // As a submit does: the submission's Hydstra export waits in the outbox for the first worker.
  await trx.insertInto('hydstra_exports').values({ submission_id: submission.id, work_id: workId, created_by: DEMO_DRILLER, modified_by: DEMO_DRILLER }).execute();
}

async function demoDriller(db: Db): Promise<Driller | undefined> {
  const row = await db
    .selectFrom('drillers')
    .innerJoin('users', 'users.id', 'drillers.user_id')
    .select(['drillers.id as drillerId', 'users.id as userId', 'users.organisation_id as organisationId', 'users.first_name', 'users.last_name'])
    .where('users.idp_subject', '=', DEMO_DRILLER)
    .executeTakeFirst();
  return row && { drillerId: row.drillerId, userId: row.userId, organisationId: row.organisationId, name: `${row.first_name} ${row.last_name}` };
}

/**
 * Two works of the demo driller with their BCRs, so the wizard has something to open: one in progress
 * (every section filled and valid) and one submitted. Needs the demo accounts; seeded once.
 */
export async function seedDemoBcrs(db: Db): Promise<void> {
  const seeded = async (q: Db) => (await q.selectFrom('works').select('id').where('create_request_id', 'in', DEMO_BCRS.map((d) => d.key)).execute()).length > 0;
  if (await seeded(db)) return;
  const driller = await demoDriller(db);
  if (!driller) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${BCR_SEED_LOCK_KEY})`.execute(trx);
    if (await seeded(trx)) return;
    for (const demo of DEMO_BCRS) {
      const workId = await insertWork(trx, demo, driller);
      if (workId !== null) await insertBcr(trx, workId, demo, driller);
    }
  });
}

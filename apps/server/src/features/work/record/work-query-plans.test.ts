import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkListScope } from '@driller/domain';
import { createKysely, type Db } from '../../../platform/db/kysely';
import { migrate } from '../../../platform/db/migrate';
import type { Database } from '../../../platform/db/pool';
import { seedDemoData } from '../../../platform/db/seed';
import { openTestDatabase } from '../../../../test/test-database';
import { planOf, recordingKysely, scansOf } from '../../../../test/query-plans';
import { findWorkDetail } from './work-detail.repository';
import { listWorkPage } from './work-list.repository';
import { findWorksForApprovalWork } from './work.repository';

/*
 * The lists are served by the indexes of migration 0007 at a size where a sequential scan would be
 * PostgreSQL's choice without them (20,000 works): EXPLAIN of the statements the repositories run.
 */
let database: Database;
let db: Db;
let drillers: { id: number; organisationId: number }[];

beforeAll(async () => {
  database = await openTestDatabase();
  db = createKysely(database.pool);
  await migrate(db);
  await seedDemoData(db);
  // 50 companies of 4 drillers each (as many as NSW has licensed), 100 works each.
  await sql`
    insert into organisations (name, abn_or_acn)
    select 'Plan Drilling ' || c, '11 000 000 ' || lpad(c::text, 3, '0') from generate_series(1, 50) c`.execute(db);
  await sql`
    insert into users (username, first_name, last_name, work_email, role_id, organisation_id)
    select 'plan' || g, 'Given' || (g % 37), 'Family' || g, 'plan' || g || '@example.test', 5,
           (select id from organisations where name = 'Plan Drilling ' || (1 + g % 50))
      from generate_series(1, 200) g`.execute(db);
  await sql`insert into drillers (user_id, licence_no, status) select id, 'PL ' || id, 2 from users where username like 'plan%'`.execute(db);
  drillers = (
    await db.selectFrom('drillers').innerJoin('users', 'users.id', 'drillers.user_id').select(['drillers.id', 'users.organisation_id']).execute()
  ).map((d) => ({ id: d.id, organisationId: d.organisation_id ?? 0 }));
  const ids = drillers.map((d) => d.id);
  const orgs = drillers.map((d) => d.organisationId);
  await sql`
    insert into works (driller_id, organisation_id, approval_number_supplied, work_approval_no, work_id, reference_no, modified_at, created_by, modified_by)
    select (${ids}::int[])[1 + g % ${ids.length}], (${orgs}::int[])[1 + g % ${orgs.length}], false,
           '80WA' || lpad((100000 + g % 5000)::text, 6, '0'), (1000000 + g)::text, 'PLAN-' || g,
           timestamptz '2025-01-01' + g * interval '1 minute', 'test', 'test'
      from generate_series(1, 20000) g`.execute(db);
  // The demo seed already gives its works a lock row; only the generated works need one.
  await sql`insert into work_offline_locks (work_id) select id from works on conflict (work_id) do nothing`.execute(db);
  await sql`
    insert into work_approval_conditions (work_id, condition_no, condition)
    select w.id, 'GW' || c, 'Condition ' || c from works w cross join generate_series(1, 4) c`.execute(db);
  await sql`
    insert into work_monitoring_holes (work_id, position, hole_no)
    select w.id, p, 'H' || p from works w cross join generate_series(0, 2) p where w.id % 7 = 0`.execute(db);
  await sql`analyze`.execute(db);
}, 180_000);

afterAll(async () => {
  await db.destroy().catch(() => undefined);
  await database.close().catch(() => undefined);
});

/** The plan of each statement `run` sends, with its sequential scans and indexes. */
async function plansOf(run: (db: Db) => Promise<unknown>) {
  const recording = recordingKysely(database.pool);
  await run(recording.db);
  return Promise.all(recording.statements.map(async (s) => scansOf(await planOf(database.pool, s))));
}

describe('migration 0007 indexes serve the work lists (20,000 works)', () => {
  it('creates the list and driller indexes', async () => {
    const { rows } = await database.pool.query<{ indexname: string }>(`select indexname from pg_indexes where schemaname = 'public'`);
    const names = rows.map((r) => r.indexname);
    for (const index of ['works_recent_idx', 'works_driller_recent_idx', 'works_organisation_recent_idx', 'users_active_name_idx', 'users_organisation_active_name_idx'])
      expect(names).toContain(index);
    expect(names).not.toContain('works_driller_idx');
  });

  const first = () => drillers[0] ?? { id: 0, organisationId: 0 };
  const scopes: [string, () => WorkListScope, string[]][] = [
    ['every work', () => ({ kind: 'all' }), ['works_recent_idx']],
    ['a driller’s', () => ({ kind: 'driller', drillerId: first().id }), ['works_driller_recent_idx']],
    ['a company admin’s', () => ({ kind: 'company', organisationId: first().organisationId, drillerId: first().id }), ['works_organisation_recent_idx', 'works_driller_recent_idx']],
  ];

  it.each(scopes)('reads %s list in index order, first and later pages, with no Seq Scan on works', async (_name, scope, indexes) => {
    const later = { modifiedAt: '2025-01-08 00:00:00+00', id: 10_000 };
    for (const after of [null, later]) {
      const [plan] = await plansOf((d) => listWorkPage(d, scope(), after, 101));
      expect(plan?.seqScans).not.toContain('works');
      for (const index of indexes) expect(plan?.indexes).toContain(index);
    }
  });

  it('loads one work in one statement through primary and foreign-key indexes', async () => {
    const plans = await plansOf((d) => findWorkDetail(d, 12_345));
    expect(plans).toHaveLength(1);
    expect(plans[0]?.seqScans.filter((t) => t.startsWith('work'))).toEqual([]);
    // Either index keyed by the work's id finds it (the search's covering index is one, migration 0070).
    expect(plans[0]?.indexes.some((index) => ['works_pkey', 'works_search_columns_idx'].includes(index))).toBe(true);
  });

  it('finds the works of an approval work (getassignedwork, getamendedwork) by index', async () => {
    const [plan] = await plansOf((d) => findWorksForApprovalWork(d, '80WA100042', '1000042'));
    expect(plan?.seqScans).not.toContain('works');
    expect(plan?.indexes).toContain('works_approval_idx');
  });
});

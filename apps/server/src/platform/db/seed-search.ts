import { ROLE } from '@driller/domain';
import { sql } from 'kysely';
import type { Db } from './kysely';

/**
 * BCR search at a realistic volume (issue 11): 400 reports filed by four drillers of one company, 265
 * of them on one approval (the search journey pages through it), the rest spread over 40 others.
 * Two in three are submitted (with a GW number), a few came from Hydstra, a few are deleted. Fixed
 * values, no clock and no randomness: the same rows on every run. docs/decisions.md "Issue 11: BCR search".
 */
export const SEARCH_SEED = { approval: '70CW955405', journeyReports: 265, otherReports: 135 } as const;

const SEEDER = 'seed-search';
/** Any constant: two processes starting on one database seed the search volume once. */
const SEARCH_SEED_LOCK_KEY = 727_030;
const COMPANY = 'Western Plains Bores Pty Ltd';
const DRILLERS = [
  { first: 'Liam', last: 'Harper', licence: 'DL 7101' },
  { first: 'Mia', last: 'Costa', licence: 'DL 7102' },
  { first: 'Noah', last: 'Fraser', licence: 'DL 7103' },
  { first: 'Zoe', last: 'Kennedy', licence: 'DL 7104' },
] as const;
const NAMES = ['Home paddock bore', 'House bore', 'Back paddock bore', 'Creek flat bore', 'Stock bore', 'Irrigation bore 2', 'North bore', 'Shed bore'] as const;
const DAY_MS = 86_400_000;
const START_MS = Date.UTC(2023, 0, 9, 23, 15, 0);

async function seedDrillers(trx: Db, organisationId: number): Promise<{ id: number; name: string; subject: string }[]> {
  const out: { id: number; name: string; subject: string }[] = [];
  for (const d of DRILLERS) {
    const username = d.licence.replace(' ', '').toLowerCase();
    const user = await trx
      .insertInto('users')
      .values({ username, first_name: d.first, last_name: d.last, work_email: `${username}@westernplainsbores.example`, role_id: ROLE.driller, organisation_id: organisationId, idp_subject: `seed-${username}`, created_by: SEEDER, modified_by: SEEDER })
      .returning('id')
      .executeTakeFirstOrThrow();
    const driller = await trx
      .insertInto('drillers')
      .values({ user_id: user.id, licence_no: d.licence, driller_type: 1, licence_class: 'Class 3', licence_from: '2024-07-01', licence_expiry: '2027-07-01', status: 2, created_by: SEEDER, modified_by: SEEDER })
      .returning('id')
      .executeTakeFirstOrThrow();
    out.push({ id: driller.id, name: `${d.first} ${d.last}`, subject: `seed-${username}` });
  }
  return out;
}

interface Target {
  approval: string;
  worksId: string;
  address: string;
}

async function targets(trx: Db): Promise<Target[]> {
  const rows = await trx
    .selectFrom('approval_works as aw')
    .innerJoin('approvals as a', 'a.approval_number', 'aw.approval_number')
    .select(['aw.approval_number as approval', 'aw.works_id as worksId', 'a.customer_address as address'])
    .orderBy('aw.id')
    .execute();
  const journey = rows.filter((r) => r.approval === SEARCH_SEED.approval);
  // Approvals the other journeys name are left alone; 40 of the rest take the other reports.
  const others = rows.filter((r) => r.approval !== SEARCH_SEED.approval).slice(60, 100);
  const list: Target[] = [];
  for (let i = 0; i < SEARCH_SEED.journeyReports && journey.length > 0; i++) list.push(journey[i % journey.length] as Target);
  for (let i = 0; i < SEARCH_SEED.otherReports && others.length > 0; i++) list.push(others[i % others.length] as Target);
  return list.map((t) => ({ ...t, address: t.address ?? '' }));
}

/** Inserts the works and their reports in a few statements (400 rows each). */
async function insertReports(trx: Db, list: Target[], drillers: { id: number; name: string; subject: string }[], organisationId: number) {
  const rows = list.map((t, i) => {
    const driller = drillers[i % drillers.length] as (typeof drillers)[number];
    const submitted = i % 3 !== 2;
    const modified = new Date(START_MS + i * 2.7 * DAY_MS + (i % 7) * 3_600_000);
    return { t, i, driller, submitted, modified };
  });
  const works = await trx
    .insertInto('works')
    .values(
      rows.map(({ t, i, driller, submitted, modified }) => ({
        driller_id: driller.id, organisation_id: organisationId, work_attribute_1: 1, work_attribute_2: 1, work_attribute_3: i % 5 === 4 ? 2 : 1,
        work_approval_no: t.approval, work_approval_or_without_approval: '1', work_id: t.worksId, work_name: `${NAMES[i % NAMES.length]} ${i + 1}`,
        gw_no: submitted ? `GW${String(500_000 + i)}` : null, form_status: submitted ? 2 : 1, customer_address: t.address,
        hydstra: i % 40 === 7, work_status: submitted ? 'Installed' : 'Approved', create_request_id: `${SEEDER}-${i}`,
        created_at: modified, created_by: driller.subject, modified_at: modified, modified_by: driller.subject,
      })),
    )
    .returning('id')
    .execute();
  await trx.insertInto('work_offline_locks').values(works.map((w) => ({ work_id: w.id, created_by: SEEDER, modified_by: SEEDER }))).execute();
  await trx
    .insertInto('bcr_reports')
    .values(
      rows.map(({ i, driller, submitted, modified }, n) => ({
        work_id: (works[n] as { id: number }).id, form_status: submitted ? 2 : 1,
        submitted_at: submitted ? modified : null, submitted_by: submitted ? driller.name : null,
        // A few deleted reports (status Inactive).
        deactivated_at: i % 50 === 13 ? modified : null, deactivated_by: i % 50 === 13 ? SEEDER : null,
        created_at: modified, created_by: driller.subject, modified_at: modified, modified_by: driller.subject,
      })),
    )
    .execute();
}

/** Seeds the search volume once, after the approvals and demo accounts. */
export async function seedSearchReports(db: Db): Promise<void> {
  const seeded = async (q: Db) => (await q.selectFrom('works').select('id').where('create_request_id', '=', `${SEEDER}-0`).execute()).length > 0;
  if (await seeded(db)) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEARCH_SEED_LOCK_KEY})`.execute(trx);
    if (await seeded(trx)) return;
    const company = await trx.selectFrom('organisations').select('id').where('name', '=', COMPANY).executeTakeFirst();
    if (!company) return;
    const list = await targets(trx);
    if (list.length === 0) return;
    await insertReports(trx, list, await seedDrillers(trx, company.id), company.id);
  });
}

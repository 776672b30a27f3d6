import { ROLE, type RoleId, type WorkSaveRequest } from '@driller/domain';
import type { Db } from '../src/platform/db/kysely';
import type { TestApp } from './test-app';

let counter = 0;

export interface TestApprovalWork {
  worksId: string;
  status?: 'A' | 'I';
  lotDp?: string;
  latitude?: number;
  longitude?: number;
  gwNo?: string | null;
}

/** Inserts an approval into the embedded register's tables; each call gets its own approval number. */
export async function insertApproval(
  db: Db,
  works: TestApprovalWork[],
  conditions = ['Construct the bore as shown.', 'Report within 60 days.'],
) {
  counter += 1;
  const approvalNumber = `80CW${String(990000 + counter).padStart(6, '0')}`;
  await db
    .insertInto('approvals')
    .values({
      approval_number: approvalNumber,
      customer_name: 'Test Farming Pty Ltd',
      customer_address: '1 Test Road, Dubbo NSW 2830',
      issue_date: '2024-01-15',
      expiry_date: '2034-01-15',
      water_source: 'Test Groundwater Source',
      approval_purpose: 'Stock and domestic',
      water_sharing_plan: 'Test Water Sharing Plan',
      water_management_zone: 'Zone 1',
      created_by: 'test',
      modified_by: 'test',
    })
    .execute();
  await db
    .insertInto('approval_works')
    .values(
      works.map((w) => ({
        approval_number: approvalNumber,
        works_id: w.worksId,
        ground_work_number: w.gwNo ?? null,
        work_description: `Bore ${w.worksId}`,
        work_status: w.status ?? 'A',
        lot_dp: w.lotDp ?? '12//DP754321',
        latitude: w.latitude ?? -32.25,
        longitude: w.longitude ?? 148.6,
        construction_date: w.status === 'I' ? '2020-05-01' : null,
        work_site_id: `S${w.worksId}`,
        created_by: 'test',
        modified_by: 'test',
      })),
    )
    .execute();
  if (conditions.length > 0)
    await db
      .insertInto('approval_conditions')
      .values(
        conditions.map((c, i) => ({
          approval_number: approvalNumber,
          condition_no: `C${i + 1}`,
          condition: c,
          sort_order: i,
          created_by: 'test',
          modified_by: 'test',
        })),
      )
      .execute();
  return approvalNumber;
}

let workIdCounter = 0;
/** A fresh register work id (5-10 digits). */
export const nextWorksId = (): string => String(7700000 + ++workIdCounter);

export const SUBJECT = {
  driller: 'demo-dl1234',
  dcaDriller: 'demo-dl2345',
  companyAdmin: 'demo-companyadmin',
  superAdmin: 'demo-superadmin',
  regulator: 'demo-regulator',
  readOnly: 'demo-readonly',
  hydro: 'demo-hydro',
} as const;

const ROLE_OF: Record<keyof typeof SUBJECT, { role: RoleId; isDCA?: boolean }> = {
  driller: { role: ROLE.driller },
  dcaDriller: { role: ROLE.driller, isDCA: true },
  companyAdmin: { role: ROLE.drillingCompanyAdmin },
  superAdmin: { role: ROLE.superAdmin },
  regulator: { role: ROLE.regulator },
  readOnly: { role: ROLE.readOnlyAll },
  hydro: { role: ROLE.hydrogeologist },
};

/** Bearer headers for a seeded demo account. */
export async function as(t: TestApp, who: keyof typeof SUBJECT): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await t.token({ sub: SUBJECT[who], ...ROLE_OF[who] })}` };
}

export async function drillerIdOf(db: Db, subject: string): Promise<number> {
  const row = await db
    .selectFrom('drillers')
    .innerJoin('users', 'users.id', 'drillers.user_id')
    .select('drillers.id')
    .where('users.idp_subject', '=', subject)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A page-1 save of a new production bore (New, Production, Drilled bore). */
export function newWorkBody(
  approvalNo: string,
  workId: string,
  drillerId: number,
  o: Partial<WorkSaveRequest> = {},
): WorkSaveRequest {
  return {
    formAId: 0,
    drillerId,
    approvalNumberSupplied: true,
    workApprovalNo: approvalNo,
    workId,
    workName: 'Home paddock bore',
    workApprovalOrWithoutApproval: '1',
    workType: {
      workAttribute1: { id: 1, name: 'New' },
      workAttribute2: { id: 1, name: null },
      workAttribute3: { id: 1, name: null },
      workAttribute4: null,
    },
    formModified: true,
    save: true,
    page: 1,
    ...o,
  };
}

/** Counts the rows a refused request must not have changed. */
export async function snapshot(db: Db) {
  const count = async (
    table: 'works' | 'work_monitoring_holes' | 'work_approval_conditions' | 'work_documents' | 'audit_log',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const versions = await db
    .selectFrom('works')
    .select(['id', 'version', 'modified_at'])
    .orderBy('id')
    .execute();
  return {
    works: await count('works'),
    holes: await count('work_monitoring_holes'),
    conditions: await count('work_approval_conditions'),
    documents: await count('work_documents'),
    audit: await count('audit_log'),
    versions,
  };
}

/** Saves a new work through the API as `who` and returns its id and version. */
export async function createWork(
  t: TestApp,
  who: keyof typeof SUBJECT = 'driller',
  o: { drillerSubject?: string; works?: TestApprovalWork[]; body?: Partial<WorkSaveRequest> } = {},
) {
  const worksId = nextWorksId();
  const approvalNo = await insertApproval(t.db, o.works ?? [{ worksId }]);
  const workId = o.works?.[0]?.worksId ?? worksId;
  const drillerId = await drillerIdOf(t.db, o.drillerSubject ?? SUBJECT.driller);
  const res = await t.app.inject({
    method: 'POST',
    url: '/service/api/work/save',
    headers: await as(t, who),
    payload: newWorkBody(approvalNo, workId, drillerId, o.body),
  });
  if (res.statusCode !== 200) throw new Error(`createWork failed: ${res.body}`);
  const data = res.json().data as { id: number; version: number };
  return { id: data.id, version: data.version, approvalNo, workId, drillerId };
}

/**
 * Numbered per database, so the first one a test file creates is always Owen West1: files share
 * this module when Vitest runs several in one worker (`isolate: false`), each on its own database.
 */
const otherDrillersCreated = new WeakMap<Db, number>();
/** A driller of another company (Western Plains Bores), with the subject it signs in with. */
export async function createOtherCompanyDriller(db: Db): Promise<{ subject: string; drillerId: number }> {
  const otherCounter = (otherDrillersCreated.get(db) ?? 0) + 1;
  otherDrillersCreated.set(db, otherCounter);
  const org = await db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', 'Western Plains Bores Pty Ltd')
    .executeTakeFirstOrThrow();
  const subject = `other-driller-${otherCounter}`;
  const user = await db
    .insertInto('users')
    .values({
      username: subject,
      first_name: 'Owen',
      last_name: `West${otherCounter}`,
      work_email: `${subject}@example.test`,
      role_id: ROLE.driller,
      organisation_id: org.id,
      idp_subject: subject,
      created_by: 'test',
      modified_by: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const driller = await db
    .insertInto('drillers')
    .values({
      user_id: user.id,
      licence_no: `DL 9${String(otherCounter).padStart(3, '0')}`,
      status: 2,
      created_by: 'test',
      modified_by: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { subject, drillerId: driller.id };
}

export const post = async (t: TestApp, url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/service/api/${url}`, headers, payload });
export const get = async (t: TestApp, url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/service/api/${url}`, headers });

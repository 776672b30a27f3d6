import { sql } from 'kysely';
import type { Db } from '../../../platform/db/kysely';
import type { DrillerRow } from '../record/work.repository';

/** Gives the work to another driller of the same company, if it is still at `expectedVersion`. */
export async function transferWork(
  db: Db,
  id: number,
  expectedVersion: number,
  to: DrillerRow,
  actor: string,
): Promise<number | null> {
  const row = await db
    .updateTable('works')
    .set((eb) => ({
      driller_id: to.drillerId,
      organisation_id: to.organisationId,
      accepted_by_user_id: null,
      accepted_by_name: null,
      accepted_role: null,
      accepted_dates: null,
      version: eb('version', '+', 1),
      modified_at: new Date(),
      modified_by: actor,
    }))
    .where('id', '=', id)
    .where('version', '=', expectedVersion)
    .returning('version')
    .executeTakeFirst();
  return row?.version ?? null;
}

const COPIED_COLUMNS = [
  'work_attribute_1',
  'work_attribute_2',
  'work_attribute_3',
  'work_attribute_4',
  'approval_number_supplied',
  'work_approval_no',
  'work_approval_or_without_approval',
  'work_id',
  'work_site_id',
  'work_name',
  'work_description',
  'gw_no',
  'lot_no',
  'approved_latitude',
  'approved_longitude',
  'approval_issue_date',
  'approval_expiry_date',
  'construction_date',
  'water_source',
  'approval_purposes',
  'water_sharing_plan',
  'water_management_zone',
  'customer_name',
  'customer_address',
  'county',
  'purpose_without_approval',
  'work_status',
  'reference_no',
  'license_conditions',
] as const;

/**
 * A Super Admin's reassignment to another company: a new draft form for the driller with the work's
 * approval and type, its conditions copied unaccepted. A repeated request id returns the first copy.
 */
export async function copyWork(
  db: Db,
  fromId: number,
  to: DrillerRow,
  requestId: string | null,
  actor: string,
): Promise<number> {
  if (requestId) {
    const first = await db
      .selectFrom('works')
      .select('id')
      .where('create_request_id', '=', requestId)
      .executeTakeFirst();
    if (first) return first.id;
  }
  const columns = sql.join(COPIED_COLUMNS.map((c) => sql.ref(c)));
  const inserted = await sql<{ id: number }>`
    insert into works (${columns}, driller_id, organisation_id, create_request_id, created_by, modified_by)
    select ${columns}, ${to.drillerId}, ${to.organisationId}, ${requestId}, ${actor}, ${actor} from works where id = ${fromId}
    returning id`.execute(db);
  const id = inserted.rows[0]?.id;
  if (id === undefined) throw new Error(`work ${fromId} vanished during the copy`);
  await db
    .insertInto('work_offline_locks')
    .values({ work_id: id, created_by: actor, modified_by: actor })
    .execute();
  await sql`
    insert into work_approval_conditions (work_id, condition_no, condition, created_by, modified_by)
    select ${id}, condition_no, condition, ${actor}, ${actor} from work_approval_conditions where work_id = ${fromId}`.execute(
    db,
  );
  return id;
}

import type { Expression, ExpressionBuilder, Insertable, Selectable, SqlBool, Updateable } from 'kysely';
import { selectDriller } from '../../../platform/db/driller-query';
import type { Db } from '../../../platform/db/kysely';
import type { DB } from '../../../platform/db/schema';
import type { WorksTable } from '../../../platform/db/tables/work.tables';

export type WorkValues = Omit<Insertable<WorksTable>, 'created_by' | 'modified_by'>;

/** A work row with its driller's names and company, as the presenter and rules read it. */
export interface WorkRow extends Selectable<WorksTable> {
  driller_first_name: string | null;
  driller_last_name: string | null;
  driller_licence_no: string | null;
  driller_is_dca: number | null;
  company_name: string | null;
  locked_status: number | null;
  locked_by: number | null;
  device_id: string | null;
}

export function selectWorks(db: Db) {
  return db
    .selectFrom('works')
    .leftJoin('drillers', 'drillers.id', 'works.driller_id')
    .leftJoin('users as du', 'du.id', 'drillers.user_id')
    .leftJoin('organisations', 'organisations.id', 'works.organisation_id')
    .leftJoin('work_offline_locks as lock', 'lock.work_id', 'works.id')
    .selectAll('works')
    .select([
      'du.first_name as driller_first_name',
      'du.last_name as driller_last_name',
      'drillers.licence_no as driller_licence_no',
      'drillers.is_drilling_company_admin as driller_is_dca',
      'organisations.name as company_name',
      'lock.locked_status as locked_status',
      'lock.locked_by as locked_by',
      'lock.device_id as device_id',
    ]);
}

export function findWorkById(db: Db, id: number): Promise<WorkRow | undefined> {
  return selectWorks(db).where('works.id', '=', id).executeTakeFirst();
}

export function findWorkByGuid(db: Db, guid: string): Promise<WorkRow | undefined> {
  return selectWorks(db).where('works.form_a_guid', '=', guid).executeTakeFirst();
}

export function findWorkByRequestId(db: Db, key: string): Promise<WorkRow | undefined> {
  return selectWorks(db).where('works.create_request_id', '=', key).executeTakeFirst();
}

/** Other works filed against the same approval number and work id (assignment and amended checks). */
export function findWorksForApprovalWork(
  db: Db,
  approvalNo: string,
  workId: string,
  excludeId = 0,
): Promise<WorkRow[]> {
  return selectWorks(db)
    .where('works.work_approval_no', '=', approvalNo)
    .where('works.work_id', '=', workId)
    .where('works.id', '!=', excludeId)
    .orderBy('works.id')
    .execute();
}

/** Inserts a work and its (unlocked) offline lock row. */
export async function insertWork(
  db: Db,
  values: WorkValues,
  actor: string,
): Promise<{ id: number; guid: string }> {
  const row = await db
    .insertInto('works')
    .values({ ...values, created_by: actor, modified_by: actor })
    .returning(['id', 'form_a_guid'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('work_offline_locks')
    .values({ work_id: row.id, created_by: actor, modified_by: actor })
    .execute();
  return { id: row.id, guid: row.form_a_guid };
}

/** True for the unique violation of a repeated create request id (two identical requests at once). */
export function isRepeatedCreate(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === 'works_create_request_id_key';
}

/** Updates the work only if it is still at `expectedVersion`; returns the new version, or null when stale. */
export async function updateWork(
  db: Db,
  id: number,
  expectedVersion: number,
  values: Omit<Updateable<WorksTable>, 'version' | 'modified_by' | 'modified_at'>,
  actor: string,
): Promise<number | null> {
  const row = await db
    .updateTable('works')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), modified_at: new Date(), modified_by: actor }))
    .where('id', '=', id)
    .where('version', '=', expectedVersion)
    .returning('version')
    .executeTakeFirst();
  return row?.version ?? null;
}

export interface DrillerRow {
  drillerId: number;
  userId: number;
  firstName: string;
  lastName: string;
  licenceNo: string;
  organisationId: number | null;
  companyName: string | null;
  isDca: number;
}

/** Whose names the work form's driller select offers (domain `drillerChoice`), as a filter. */
export type DrillerScope =
  | { kind: 'all' }
  | { kind: 'company'; organisationId: number }
  | { kind: 'self'; organisationId: number; drillerId: number }
  | { kind: 'none' };

/** Where a page of drillers starts: after this name and user id (the select's order). */
export interface DrillerPosition {
  firstName: string;
  lastName: string;
  userId: number;
}

function selectDrillers(db: Db) {
  return selectDriller(db).select([
    'organisations.name as companyName',
    'drillers.is_drilling_company_admin as isDca',
  ]);
}

export function findDriller(db: Db, drillerId: number): Promise<DrillerRow | undefined> {
  return selectDrillers(db).where('drillers.id', '=', drillerId).executeTakeFirst();
}

function inDrillerScope(scope: DrillerScope) {
  return (eb: ExpressionBuilder<DB, 'drillers' | 'users' | 'organisations'>): Expression<SqlBool> => {
    if (scope.kind === 'all' || scope.kind === 'none') return eb.lit(scope.kind === 'all');
    const company = eb('users.organisation_id', '=', scope.organisationId);
    return scope.kind === 'company' ? company : eb.and([company, eb('drillers.id', '=', scope.drillerId)]);
  };
}

/**
 * The active drillers of a scope by name, read in the order of users_*_active_name_idx (the user id
 * breaks ties between equal names); the work load aggregates it whole, getalldata reads it by pages.
 */
export function scopedDrillers(db: Db, scope: DrillerScope) {
  return selectDrillers(db)
    .where('users.status', '=', 1)
    .where(inDrillerScope(scope))
    .orderBy('users.first_name')
    .orderBy('users.last_name')
    .orderBy('users.id');
}

/** One page of a scope's drillers, after `after` (null for the first page). */
export function listDrillerPage(
  db: Db,
  scope: DrillerScope,
  after: DrillerPosition | null,
  limit: number,
): Promise<DrillerRow[]> {
  let query = scopedDrillers(db, scope);
  if (after) {
    const { firstName, lastName, userId } = after;
    query = query.where((eb) => eb(eb.refTuple('users.first_name', 'users.last_name', 'users.id'), '>', eb.tuple(firstName, lastName, userId)));
  }
  return query.limit(limit).execute();
}

export function findDrillersByIds(db: Db, ids: readonly number[]): Promise<DrillerRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectDrillers(db)
    .where('drillers.id', 'in', [...ids])
    .execute();
}

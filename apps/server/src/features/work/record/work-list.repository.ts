import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { WorkListScope } from '@driller/domain';
import type { Db } from '../../../platform/db/kysely';
import type { DB } from '../../../platform/db/schema';

/** Where a page of the work list starts: after the row with this change time and id (newest first). */
export interface WorkListPosition {
  /** `modified_at` as PostgreSQL writes it (microseconds and offset): a JS Date would drop the microseconds. */
  modifiedAt: string;
  id: number;
}

/** The columns the list shows (GET work/list), and the key of the row for the next page's cursor. */
export interface WorkListRow {
  id: number;
  form_a_guid: string;
  version: number;
  work_approval_no: string | null;
  work_id: string | null;
  work_name: string | null;
  gw_no: string | null;
  reference_no: string | null;
  form_status: number;
  review_status: number | null;
  driller_id: number | null;
  work_attribute_1: number | null;
  work_attribute_2: number | null;
  work_attribute_3: number | null;
  work_attribute_4: number | null;
  delete_casing_support: number;
  actual_latitude: number | null;
  actual_longitude: number | null;
  modified_at: Date;
  modified_key: string;
  driller_name: string | null;
  company_name: string | null;
  locked_status: number | null;
}

export type Filter = (eb: ExpressionBuilder<DB, 'works'>) => Expression<SqlBool>;

/**
 * The ids of one page within a filter, read in the order of that filter's index (works_*_recent_idx)
 * and cut at the limit before anything is joined.
 */
function pageIds(db: Db, filter: Filter, after: WorkListPosition | null, limit: number, only: Filter | null) {
  let query = db.selectFrom('works').select(['works.id', 'works.modified_at']).where(filter);
  if (only) query = query.where(only);
  if (after) {
    // A row comparison: strictly after the last row shown, in (modified_at desc, id desc) order.
    const at = sql<Date>`${after.modifiedAt}::timestamptz`;
    query = query.where((eb) => eb(eb.refTuple('works.modified_at', 'works.id'), '<', eb.tuple(at, after.id)));
  }
  return query.orderBy('works.modified_at', 'desc').orderBy('works.id', 'desc').limit(limit);
}

/**
 * The page's ids for the viewer's scope (docs/decisions.md "Who sees which work"), of the works `only`
 * keeps when given (the dashboard's grids). A company admin's list is their company's works and their
 * own: two index-ordered reads, each cut at the limit, merged (an OR of the two would read and sort the
 * whole company instead).
 */
export function scopedPageIds(
  db: Db,
  scope: Exclude<WorkListScope, { kind: 'none' }>,
  after: WorkListPosition | null,
  limit: number,
  only: Filter | null = null,
) {
  const read = (filter: Filter) => db.selectFrom(pageIds(db, filter, after, limit, only).as('part')).select(['part.id', 'part.modified_at']);
  if (scope.kind === 'all') return read((eb) => eb.lit(true));
  if (scope.kind === 'driller') return read((eb) => eb('works.driller_id', '=', scope.drillerId));
  const { organisationId, drillerId } = scope;
  const company = read((eb) => eb('works.organisation_id', '=', organisationId));
  if (drillerId === null) return company;
  const merged = company.union(read((eb) => eb('works.driller_id', '=', drillerId))).as('merged');
  return db
    .selectFrom(merged)
    .select(['merged.id', 'merged.modified_at'])
    .orderBy('merged.modified_at', 'desc')
    .orderBy('merged.id', 'desc')
    .limit(limit);
}

/**
 * One page of the works a viewer may list, newest change first; at most `limit` rows. The driller's
 * name, the company and the lock are read per row of the page by primary key (scalar subqueries): as
 * joins, planning the five tables cost PostgreSQL more than running the query.
 */
export function listWorkPage(
  db: Db,
  scope: WorkListScope,
  after: WorkListPosition | null,
  limit: number,
): Promise<WorkListRow[]> {
  if (scope.kind === 'none') return Promise.resolve([]);
  return db
    .selectFrom(scopedPageIds(db, scope, after, limit).as('page'))
    .innerJoin('works', 'works.id', 'page.id')
    .select((eb) => [
      'works.id',
      'works.form_a_guid',
      'works.version',
      'works.work_approval_no',
      'works.work_id',
      'works.work_name',
      'works.gw_no',
      'works.reference_no',
      'works.form_status',
      'works.review_status',
      'works.driller_id',
      'works.work_attribute_1',
      'works.work_attribute_2',
      'works.work_attribute_3',
      'works.work_attribute_4',
      'works.delete_casing_support',
      'works.actual_latitude',
      'works.actual_longitude',
      'works.modified_at',
      sql<string>`works.modified_at::text`.as('modified_key'),
      eb
        .selectFrom('drillers')
        .innerJoin('users', 'users.id', 'drillers.user_id')
        .select(sql<string>`users.first_name || ' ' || users.last_name`.as('name'))
        .whereRef('drillers.id', '=', 'works.driller_id')
        .as('driller_name'),
      eb.selectFrom('organisations').select('organisations.name').whereRef('organisations.id', '=', 'works.organisation_id').as('company_name'),
      eb.selectFrom('work_offline_locks as lock').select('lock.locked_status').whereRef('lock.work_id', '=', 'works.id').as('locked_status'),
    ])
    .orderBy('page.modified_at', 'desc')
    .orderBy('page.id', 'desc')
    .execute();
}

import { sql, type SqlBool } from 'kysely';
import { FORM_STATUS, type DashboardListQuery, type WorkListScope } from '@driller/domain';
import type { Db } from '../../../platform/db/kysely';
import { scopedPageIds, type Filter, type WorkListPosition } from '../record/work-list.repository';

/**
 * Current Works are the works not yet submitted, Past Works the submitted ones: the work's form status
 * mirrors its BCR's at submission (bcr-work.repository setWorkStatus).
 */
const gridFilter = (grid: DashboardListQuery['grid']): Filter =>
  grid === 'past' ? (eb) => eb('works.form_status', '=', FORM_STATUS.submitted) : (eb) => eb('works.form_status', '<>', FORM_STATUS.submitted);

/**
 * The row's columns: the work, its live BCR if one was started, the driller, the company, the last editor
 * and the offline lock's holder (spec 3 "Locked By {name}, Locked Date, role"), for the page's ids only.
 */
function rowsOf(db: Db, ids: number[]) {
  return db
    .selectFrom('works as w')
    .leftJoin('bcr_reports as r', (join) => join.onRef('r.work_id', '=', 'w.id').on('r.deactivated_at', 'is', null))
    .leftJoin('drillers as dr', 'dr.id', 'w.driller_id')
    .leftJoin('users as du', 'du.id', 'dr.user_id')
    .leftJoin('organisations as o', 'o.id', 'w.organisation_id')
    // Who changed the BCR last, or the work while it has no BCR.
    .leftJoin('users as mu', (join) => join.on(sql<SqlBool>`mu.idp_subject = coalesce(r.modified_by, w.modified_by)`))
    .leftJoin('work_offline_locks as l', (join) => join.onRef('l.work_id', '=', 'w.id').on('l.locked_status', '=', 1))
    .leftJoin('users as lu', 'lu.id', 'l.locked_by')
    .leftJoin('drillers as ld', 'ld.user_id', 'lu.id')
    .select([
      'w.id as formAId',
      'w.form_a_guid as formAGuid',
      'w.work_attribute_1',
      'w.work_attribute_2',
      'w.work_attribute_3',
      'w.work_attribute_4',
      'w.work_name',
      'w.gw_no',
      'w.work_id',
      'w.work_approval_no',
      'w.customer_address',
      'w.hydstra',
      'w.driller_id',
      'w.form_status',
      'w.review_status',
      'r.id as bcrId',
      'r.version as bcrVersion',
      'r.submitted_by',
      'r.submitted_at',
      sql<string>`coalesce(r.modified_by, w.modified_by)`.as('modified_by'),
      sql<Date>`coalesce(r.modified_at, w.modified_at)`.as('modified_at'),
      // The grid's order and the next page's cursor: the work's change, to the microsecond.
      sql<string>`w.modified_at::text`.as('work_modified_key'),
      'du.first_name as driller_first_name',
      'du.last_name as driller_last_name',
      'o.name as organisation_name',
      'mu.first_name as modifier_first_name',
      'mu.last_name as modifier_last_name',
      'l.locked_by',
      // A lock written without its time (by hand, or before locked_at was kept) dates from its row's change.
      sql<Date | null>`coalesce(l.locked_at, l.modified_at)`.as('locked_at'),
      'lu.organisation_id as lock_organisation_id',
      'lu.first_name as lock_first_name',
      'lu.last_name as lock_last_name',
      'lu.role_id as lock_role_id',
      'ld.is_drilling_company_admin as lock_is_dca',
    ])
    .where('w.id', '=', sql<number>`any(${ids}::int[])`)
    .orderBy(sql`array_position(${ids}::int[], w.id)`);
}

export type DashboardDbRow = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];

/**
 * One page of Current Works or Past Works for the viewer's scope, after `after` (newest change first,
 * keyset-paged like GET work/list, through the same scoped index reads): up to `limit` rows.
 */
export async function dashboardPage(
  db: Db,
  scope: WorkListScope,
  grid: DashboardListQuery['grid'],
  after: WorkListPosition | null,
  limit: number,
): Promise<DashboardDbRow[]> {
  if (scope.kind === 'none' || limit === 0) return [];
  const ids = (await scopedPageIds(db, scope, after, limit, gridFilter(grid)).execute()).map((r) => r.id);
  return ids.length === 0 ? [] : rowsOf(db, ids).execute();
}

import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { FORM_STATUS, type DashboardListQuery, type WorkListScope } from '@driller/domain';
import type { Db } from '../../platform/db/kysely';
import type { DB } from '../../platform/db/schema';

type Eb = ExpressionBuilder<DB & { w: DB['works'] }, 'w'>;

/** The viewer's works: the same scope as their work list and BCR search (WorkListScope). */
function scopeFilter(eb: Eb, scope: Exclude<WorkListScope, { kind: 'none' }>): Expression<SqlBool> {
  if (scope.kind === 'all') return eb.lit(true);
  if (scope.kind === 'driller') return eb('w.driller_id', '=', scope.drillerId);
  const company = eb('w.organisation_id', '=', scope.organisationId);
  return scope.drillerId === null ? company : eb.or([company, eb('w.driller_id', '=', scope.drillerId)]);
}

/**
 * Current Works are the works not yet submitted, Past Works the submitted ones: the work's form status
 * mirrors its BCR's at submission (bcr-work.repository setWorkStatus).
 */
function gridFilter(eb: Eb, grid: DashboardListQuery['grid']): Expression<SqlBool> {
  return grid === 'past' ? eb('w.form_status', '=', FORM_STATUS.submitted) : eb('w.form_status', '<>', FORM_STATUS.submitted);
}

/**
 * One page of a grid's work ids, newest change first (the order of works_*_recent_idx), `take` at most.
 * Past Works being "the last submitted", the latest change of a submitted work is its submission or a
 * later correction (GW No, decommission).
 */
async function pageIds(db: Db, scope: Exclude<WorkListScope, { kind: 'none' }>, grid: DashboardListQuery['grid'], skip: number, take: number) {
  const rows = await db
    .selectFrom('works as w')
    .select('w.id')
    .where((eb) => eb.and([scopeFilter(eb, scope), gridFilter(eb, grid)]))
    .orderBy('w.modified_at', 'desc')
    .orderBy('w.id', 'desc')
    .offset(skip)
    .limit(take)
    .execute();
  return rows.map((r) => r.id);
}

/** The row's columns: the work, its live BCR if one was started, the driller, the company, the last editor. */
function rowsOf(db: Db, ids: number[]) {
  return db
    .selectFrom('works as w')
    .leftJoin('bcr_reports as r', (join) => join.onRef('r.work_id', '=', 'w.id').on('r.deactivated_at', 'is', null))
    .leftJoin('drillers as dr', 'dr.id', 'w.driller_id')
    .leftJoin('users as du', 'du.id', 'dr.user_id')
    .leftJoin('organisations as o', 'o.id', 'w.organisation_id')
    // Who changed the BCR last, or the work while it has no BCR.
    .leftJoin('users as mu', (join) => join.on(sql<SqlBool>`mu.idp_subject = coalesce(r.modified_by, w.modified_by)`))
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
      'du.first_name as driller_first_name',
      'du.last_name as driller_last_name',
      'o.name as organisation_name',
      'mu.first_name as modifier_first_name',
      'mu.last_name as modifier_last_name',
    ])
    .where('w.id', '=', sql<number>`any(${ids}::int[])`)
    .orderBy(sql`array_position(${ids}::int[], w.id)`);
}

export type DashboardDbRow = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];

/** One page of Current Works or Past Works for the viewer's scope: up to `take` rows, in the grid's order. */
export async function dashboardPage(
  db: Db,
  scope: WorkListScope,
  grid: DashboardListQuery['grid'],
  skip: number,
  take: number,
): Promise<DashboardDbRow[]> {
  if (scope.kind === 'none' || take === 0) return [];
  const ids = await pageIds(db, scope, grid, skip, take);
  return ids.length === 0 ? [] : rowsOf(db, ids).execute();
}

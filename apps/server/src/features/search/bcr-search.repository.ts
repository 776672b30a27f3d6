import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  BCR_SEARCH_STATUS,
  type BcrSearchFilterField,
  type BcrSearchSort,
  type BcrSearchSortField,
  type SearchBcrListQuery,
  type WorkListScope,
} from '@driller/domain';
import type { Db } from '../../platform/db/kysely';
import type { DB } from '../../platform/db/schema';

/**
 * BCR search in SQL (spec 3 "Search BCR"): every report, live or deleted, joined to its work, with the
 * driller, the company and whoever changed it last. Criteria and filters are WHERE clauses, the sort
 * an ORDER BY over a fixed list of columns, the page OFFSET/LIMIT (the spec's skip/take). The default
 * order (last change first) reads bcr_reports_recent_idx; the approval, GW No, driller and company
 * criteria each start from an index of works (migration 0030).
 */
type From = DB & { r: DB['bcr_reports']; w: DB['works'] };
type Eb = ExpressionBuilder<From, 'r' | 'w'>;

export type BcrSearchCriteria = Omit<SearchBcrListQuery, 'skip' | 'take'>;

// A sort on a name orders the report ids by a scalar subquery of the name (the page's columns join the
// names once the page is cut, withColumns).
const drillerNameSql = sql<string | null>`(select u.first_name || ' ' || u.last_name from drillers d join users u on u.id = d.user_id where d.id = w.driller_id)`;
const organisationName = sql<string | null>`(select o.name from organisations o where o.id = w.organisation_id)`;
const modifierName = sql<string>`coalesce((select mu.first_name || ' ' || mu.last_name from users mu where mu.idp_subject = r.modified_by), r.modified_by)`;

const SORT_COLUMNS: Record<BcrSearchSortField, Expression<unknown>> = {
  bcrId: sql`r.id`,
  workName: sql`w.work_name`,
  gwNo: sql`w.gw_no`,
  workId: sql`w.work_id`,
  workApprovalNo: sql`w.work_approval_no`,
  customerAddress: sql`w.customer_address`,
  drillerName: drillerNameSql,
  organisationName,
  formStatus: sql`r.form_status`,
  submittedBy: sql`r.submitted_by`,
  formSubmittedDate: sql`r.submitted_at`,
  lastBCRModifiedBy: modifierName,
  lastBCRModifiedDate: sql`r.modified_at`,
  dataSource: sql`w.hydstra`,
};

/** Column filters on plain columns: the row's own value, matched with ILIKE. */
const FILTER_COLUMNS: Record<'workName' | 'gwNo' | 'workId' | 'workApprovalNo' | 'customerAddress' | 'submittedBy', Expression<unknown>> = {
  workName: sql`w.work_name`,
  gwNo: sql`w.gw_no`,
  workId: sql`w.work_id`,
  workApprovalNo: sql`w.work_approval_no`,
  customerAddress: sql`w.customer_address`,
  submittedBy: sql`r.submitted_by`,
};

/**
 * Filters on names the row refers to: the matching drillers, companies or users are found once (a few
 * hundred rows) and the rows kept by id, instead of looking up and matching the name of every row in
 * scope (a company's 10,000 works at 100k took a quarter of a second to count that way).
 */
const NAME_FILTERS: Record<'drillerName' | 'organisationName' | 'lastBCRModifiedBy', (pattern: string) => Expression<SqlBool>> = {
  drillerName: (pattern) =>
    sql<SqlBool>`w.driller_id in (select d.id from drillers d join users u on u.id = d.user_id where u.first_name || ' ' || u.last_name ilike ${pattern})`,
  organisationName: (pattern) => sql<SqlBool>`w.organisation_id in (select o.id from organisations o where o.name ilike ${pattern})`,
  // The name shown is the user's, or the subject itself when it is nobody's (the seed, the importer).
  lastBCRModifiedBy: (pattern) =>
    sql<SqlBool>`(r.modified_by in (select mu.idp_subject from users mu where mu.first_name || ' ' || mu.last_name ilike ${pattern})
      or (r.modified_by ilike ${pattern} and not exists (select 1 from users mu where mu.idp_subject = r.modified_by)))`,
};

/** A LIKE pattern that finds the text anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function scopeFilter(eb: Eb, scope: WorkListScope): Expression<SqlBool> {
  if (scope.kind === 'all') return eb.lit(true);
  if (scope.kind === 'driller') return eb('w.driller_id', '=', scope.drillerId);
  if (scope.kind === 'none') return eb.lit(false);
  const company = eb('w.organisation_id', '=', scope.organisationId);
  return scope.drillerId === null ? company : eb.or([company, eb('w.driller_id', '=', scope.drillerId)]);
}

function criteriaFilters(eb: Eb, c: BcrSearchCriteria): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  const approval = c.workApprovalNo.trim().toUpperCase();
  const gwNo = c.gwNo.trim().toUpperCase();
  if (approval !== '') where.push(eb('w.work_approval_no', '=', approval));
  if (gwNo !== '') where.push(eb('w.gw_no', '=', gwNo));
  if (c.driller.drillerId > 0) where.push(eb('w.driller_id', '=', c.driller.drillerId));
  if (c.organisation.id > 0) where.push(eb('w.organisation_id', '=', c.organisation.id));
  if (c.status === BCR_SEARCH_STATUS.active) where.push(eb('r.deactivated_at', 'is', null));
  if (c.status === BCR_SEARCH_STATUS.inactive) where.push(eb('r.deactivated_at', 'is not', null));
  return where;
}

function columnFilters(eb: Eb, filters: BcrSearchCriteria['filters']): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  for (const [field, value] of Object.entries(filters ?? {}) as [BcrSearchFilterField, string | undefined][]) {
    const text = (value ?? '').trim();
    if (text === '') continue;
    if (field === 'bcrId') {
      // A BCR id is a number: anything else matches no row.
      where.push(/^\d{1,9}$/.test(text) ? eb('r.id', '=', Number(text)) : eb.lit(false));
      continue;
    }
    if (field in NAME_FILTERS) where.push(NAME_FILTERS[field as keyof typeof NAME_FILTERS](containing(text)));
    else where.push(sql<SqlBool>`${FILTER_COLUMNS[field as keyof typeof FILTER_COLUMNS]} ilike ${containing(text)}`);
  }
  return where;
}

/** The matching reports, each joined to its work. */
function matching(db: Db, scope: WorkListScope, c: BcrSearchCriteria) {
  return db
    .selectFrom('bcr_reports as r')
    .innerJoin('works as w', 'w.id', 'r.work_id')
    .where((eb) => eb.and([scopeFilter(eb as Eb, scope), ...criteriaFilters(eb as Eb, c), ...columnFilters(eb as Eb, c.filters)]));
}

/** ORDER BY of the search: blank values last in both directions; the id keeps equal values in one order across pages. */
function orderOf(sort: BcrSearchSort | null | undefined) {
  if (!sort) return sql`r.modified_at desc, r.id desc`;
  return sql`${SORT_COLUMNS[sort.field]} ${sql.raw(sort.direction === 'asc' ? 'asc' : 'desc')} nulls last, r.id desc`;
}

/** The columns of a row, as the presenter reads them. */
export function searchRows(db: Db, scope: WorkListScope, c: BcrSearchCriteria) {
  return withColumns(matching(db, scope, c)).orderBy(orderOf(c.sort));
}

/**
 * The row's columns over reports joined to their works (`r`, `w`). The names come from left joins to
 * the driller's user, the company and the last editor (each by a unique key): as scalar subqueries
 * they were five lookups a row, each planned as a hash join over its whole table, most of a page's time.
 */
function withColumns<Q extends ReturnType<typeof matching>>(query: Q) {
  return query
    .leftJoin('drillers as dr', 'dr.id', 'w.driller_id')
    .leftJoin('users as du', 'du.id', 'dr.user_id')
    .leftJoin('organisations as o', 'o.id', 'w.organisation_id')
    .leftJoin('users as mu', 'mu.idp_subject', 'r.modified_by')
    .select([
      'w.id as formAId',
      'w.form_a_guid as formAGuid',
      'w.version as workVersion',
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
      'du.first_name as driller_first_name',
      'du.last_name as driller_last_name',
      'o.name as organisation_name',
      'r.id as bcrId',
      'r.version as bcrVersion',
      'r.form_status',
      'r.review_status',
      'r.submitted_by',
      'r.submitted_at',
      'r.modified_at',
      'r.modified_by',
      'r.deactivated_at',
      sql<string | null>`r.decommissioned_date::text`.as('decommissioned_date'),
      'mu.first_name as modifier_first_name',
      'mu.last_name as modifier_last_name',
    ]);
}

export type BcrSearchDbRow = Awaited<ReturnType<ReturnType<typeof searchRows>['execute']>>[number];

/** Whether anything narrows the search beyond the report's own status (else the count needs no join). */
function narrowed(scope: WorkListScope, c: BcrSearchCriteria): boolean {
  const criteria = c.workApprovalNo.trim() !== '' || c.gwNo.trim() !== '' || c.driller.drillerId > 0 || c.organisation.id > 0;
  const filters = Object.values(c.filters ?? {}).some((v) => (v ?? '').trim() !== '');
  return scope.kind !== 'all' || criteria || filters;
}

/**
 * How many reports match. Searching everything (the regulator's first page) counts the reports alone,
 * an index-only count, instead of joining every report to its work (the slow part at 100k reports).
 */
function countMatching(db: Db, scope: WorkListScope, c: BcrSearchCriteria) {
  if (narrowed(scope, c)) return matching(db, scope, c).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  let query = db.selectFrom('bcr_reports as r').select((eb) => eb.fn.countAll<string>().as('n'));
  if (c.status === BCR_SEARCH_STATUS.active) query = query.where('r.deactivated_at', 'is', null);
  if (c.status === BCR_SEARCH_STATUS.inactive) query = query.where('r.deactivated_at', 'is not', null);
  return query.executeTakeFirstOrThrow();
}

/**
 * One page: the page's report ids first, in order and cut at the page (OFFSET skips bare ids, not rows
 * whose names were looked up), then the columns of those rows only, numbered in the page's order.
 */
function pageRows(db: Db, scope: WorkListScope, c: BcrSearchCriteria, skip: number, take: number) {
  const ids = matching(db, scope, c).select('r.id').orderBy(orderOf(c.sort)).offset(skip).limit(take);
  const numbered = db.selectFrom(ids.as('ids')).select(['ids.id', sql<number>`row_number() over ()`.as('position')]);
  const page = db
    .selectFrom(numbered.as('p'))
    .innerJoin('bcr_reports as r', 'r.id', 'p.id')
    // The same tables under the same aliases (and p): the row's column list applies as it is.
    .innerJoin('works as w', 'w.id', 'r.work_id') as unknown as ReturnType<typeof matching>;
  return withColumns(page).orderBy(sql`p.position`);
}

/** One page of the search and how many rows match in all. */
export async function searchPage(db: Db, scope: WorkListScope, c: BcrSearchCriteria, skip: number, take: number) {
  const [rows, total] = await Promise.all([pageRows(db, scope, c, skip, take).execute(), countMatching(db, scope, c)]);
  return { rows, totalCount: Number(total.n) };
}

import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  BCR_SEARCH_STATUS,
  PAGE_SIZE,
  type BcrSearchFilterField,
  type BcrSearchSort,
  type BcrSearchSortField,
  type SearchBcrListQuery,
  type WorkListScope,
} from '@driller/domain';
import type { Db } from '../../platform/db/kysely';
import type { DB } from '../../platform/db/schema';
import { PLANNED_PER_CALL } from '../../platform/db/prepared-statements';

/**
 * BCR search in SQL (spec 3 "Search BCR"): every report, live or deleted, with its work, the driller,
 * the company and whoever changed it last. Criteria and filters are WHERE clauses, the sort an ORDER
 * BY over a fixed list of columns, the page OFFSET/LIMIT (the spec's skip/take). Which reports match,
 * and in what order, is read from the reports alone: each carries its work's driller, company and the
 * work's columns the search sorts and filters on (migrations 0070 and 0100). The default order (last
 * change first) reads bcr_reports_recent_idx, or the driller's or company's own; the approval and GW No
 * criteria have indexes of their own.
 */
type From = DB & { r: DB['bcr_reports'] };
type Eb = ExpressionBuilder<From, 'r'>;

export type BcrSearchCriteria = Omit<SearchBcrListQuery, 'skip' | 'take'>;

// A sort on a name orders the report ids by a scalar subquery of the name (the page's columns join the
// names once the page is cut, withNames).
const drillerNameSql = sql<string | null>`(select u.first_name || ' ' || u.last_name from drillers d join users u on u.id = d.user_id where d.id = r.driller_id)`;
const organisationName = sql<string | null>`(select o.name from organisations o where o.id = r.organisation_id)`;
const modifierName = sql<string>`coalesce((select mu.first_name || ' ' || mu.last_name from users mu where mu.idp_subject = r.modified_by), r.modified_by)`;

const SORT_COLUMNS: Record<BcrSearchSortField, Expression<unknown>> = {
  bcrId: sql`r.id`,
  workName: sql`r.work_name`,
  gwNo: sql`r.gw_no`,
  workId: sql`r.works_id`,
  workApprovalNo: sql`r.work_approval_no`,
  customerAddress: sql`r.customer_address`,
  drillerName: drillerNameSql,
  organisationName,
  formStatus: sql`r.form_status`,
  submittedBy: sql`r.submitted_by`,
  formSubmittedDate: sql`r.submitted_at`,
  lastBCRModifiedBy: modifierName,
  lastBCRModifiedDate: sql`r.modified_at`,
  dataSource: sql`r.hydstra`,
};

/** Column filters on plain columns: the row's own value, matched with ILIKE. */
const FILTER_COLUMNS: Record<'workName' | 'gwNo' | 'workId' | 'workApprovalNo' | 'customerAddress' | 'submittedBy', Expression<unknown>> = {
  workName: sql`r.work_name`,
  gwNo: sql`r.gw_no`,
  workId: sql`r.works_id`,
  workApprovalNo: sql`r.work_approval_no`,
  customerAddress: sql`r.customer_address`,
  submittedBy: sql`r.submitted_by`,
};

/**
 * Filters on names the row refers to: the matching drillers, companies or users are found once (a few
 * hundred rows) and the rows kept by id, instead of looking up and matching the name of every row in
 * scope (a company's 10,000 works at 100k took a quarter of a second to count that way).
 */
const NAME_FILTERS: Record<'drillerName' | 'organisationName' | 'lastBCRModifiedBy', (pattern: string) => Expression<SqlBool>> = {
  drillerName: (pattern) =>
    sql<SqlBool>`r.driller_id in (select d.id from drillers d join users u on u.id = d.user_id where u.first_name || ' ' || u.last_name ilike ${pattern})`,
  organisationName: (pattern) => sql<SqlBool>`r.organisation_id in (select o.id from organisations o where o.name ilike ${pattern})`,
  // The name shown is the user's, or the subject itself when it is nobody's (the seed, the importer).
  lastBCRModifiedBy: (pattern) =>
    sql<SqlBool>`(r.modified_by in (select mu.idp_subject from users mu where mu.first_name || ' ' || mu.last_name ilike ${pattern})
      or (r.modified_by ilike ${pattern} and not exists (select 1 from users mu where mu.idp_subject = r.modified_by)))`,
};

/** A LIKE pattern that finds the text anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function scopeFilter(eb: Eb, scope: WorkListScope): Expression<SqlBool> {
  if (scope.kind === 'all') return eb.lit(true);
  if (scope.kind === 'driller') return eb('r.driller_id', '=', scope.drillerId);
  if (scope.kind === 'none') return eb.lit(false);
  const company = eb('r.organisation_id', '=', scope.organisationId);
  return scope.drillerId === null ? company : eb.or([company, eb('r.driller_id', '=', scope.drillerId)]);
}

function criteriaFilters(eb: Eb, c: BcrSearchCriteria): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  const approval = c.workApprovalNo.trim().toUpperCase();
  const gwNo = c.gwNo.trim().toUpperCase();
  if (approval !== '') where.push(eb('r.work_approval_no', '=', approval));
  if (gwNo !== '') where.push(eb('r.gw_no', '=', gwNo));
  if (c.driller.drillerId > 0) where.push(eb('r.driller_id', '=', c.driller.drillerId));
  if (c.organisation.id > 0) where.push(eb('r.organisation_id', '=', c.organisation.id));
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

/** The matching reports: the scope, criteria and filters, all on the reports' own columns. */
function matching(db: Db, scope: WorkListScope, c: BcrSearchCriteria) {
  return db.selectFrom('bcr_reports as r').where((eb) => everyFilter(eb, scope, c));
}

const everyFilter = (eb: Eb, scope: WorkListScope, c: BcrSearchCriteria) =>
  eb.and([scopeFilter(eb, scope), ...criteriaFilters(eb, c), ...columnFilters(eb, c.filters)]);

const joinedReports = (db: Db) => db.selectFrom('bcr_reports as r').innerJoin('works as w', 'w.id', 'r.work_id');

/** ORDER BY of the search: blank values last in both directions; the id keeps equal values in one order across pages. */
function orderOf(sort: BcrSearchSort | null | undefined) {
  if (!sort) return sql`r.modified_at desc, r.id desc`;
  return sql`${SORT_COLUMNS[sort.field]} ${sql.raw(sort.direction === 'asc' ? 'asc' : 'desc')} nulls last, r.id desc`;
}

/** The columns of a row, as the presenter reads them. */
export function searchRows(db: Db, scope: WorkListScope, c: BcrSearchCriteria) {
  return withNames(joinedReports(db).where((eb) => everyFilter(eb as unknown as Eb, scope, c))).orderBy(orderOf(c.sort));
}

/** The row's own columns, from the report (`r`) and its work (`w`). */
const ROW_COLUMNS = [
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
  'r.id as bcrId',
  'r.version as bcrVersion',
  'r.form_status',
  'r.review_status',
  'r.submitted_by',
  'r.submitted_at',
  'r.modified_at',
  'r.modified_by',
  'r.deactivated_at',
] as const;

const decommissionedDate = sql<string | null>`r.decommissioned_date::text`.as('decommissioned_date');

/**
 * The row's columns with its names: left joins to the driller's user, the company and the last editor,
 * each by a unique key (as scalar subqueries each was planned as a scan of its whole table, run per row).
 */
function withNames<Q extends ReturnType<typeof joinedReports>>(query: Q) {
  return query
    .leftJoin('drillers as dr', 'dr.id', 'w.driller_id')
    .leftJoin('users as du', 'du.id', 'dr.user_id')
    .leftJoin('organisations as o', 'o.id', 'w.organisation_id')
    .leftJoin('users as mu', 'mu.idp_subject', 'r.modified_by')
    .select([
      ...ROW_COLUMNS,
      decommissionedDate,
      'du.first_name as driller_first_name',
      'du.last_name as driller_last_name',
      'o.name as organisation_name',
      'mu.first_name as modifier_first_name',
      'mu.last_name as modifier_last_name',
    ]);
}

export type BcrSearchDbRow = Awaited<ReturnType<ReturnType<typeof searchRows>['execute']>>[number];

/** How selective a search is swings with its values: each call gets a plan for its own (prepared-statements.ts). */
const perCall = sql.raw(PLANNED_PER_CALL);

/** Whether anything narrows the search beyond the report's own status (else the count needs no join). */
function narrowed(scope: WorkListScope, c: BcrSearchCriteria): boolean {
  const criteria = c.workApprovalNo.trim() !== '' || c.gwNo.trim() !== '' || c.driller.drillerId > 0 || c.organisation.id > 0;
  const filters = Object.values(c.filters ?? {}).some((v) => (v ?? '').trim() !== '');
  return scope.kind !== 'all' || criteria || filters;
}

/**
 * How many reports match. Searching everything (the regulator's first page) reads the totals the
 * triggers keep (migration 0070): counting 100,000 index entries took 10 ms of every page's request.
 */
function countMatching(db: Db, scope: WorkListScope, c: BcrSearchCriteria) {
  if (narrowed(scope, c)) {
    return matching(db, scope, c).select((eb) => eb.fn.countAll<string>().as('n')).modifyEnd(perCall).executeTakeFirstOrThrow();
  }
  let totals = db.selectFrom('bcr_report_totals').select(sql<string>`coalesce(sum(reports), 0)`.as('n'));
  if (c.status === BCR_SEARCH_STATUS.active) totals = totals.where('deleted', '=', false);
  if (c.status === BCR_SEARCH_STATUS.inactive) totals = totals.where('deleted', '=', true);
  return totals.executeTakeFirstOrThrow();
}

/**
 * The page's ids as the columns statement takes them: always PAGE_SIZE.bcrSearch entries, the missing
 * ones 0 (no report has it). Prepared, that statement is planned once for any page; given the true
 * length, PostgreSQL found a fresh plan cheaper for every short page and planned its seven tables again
 * each call (1.7 ms, five times the time to run it).
 */
const paddedIds = (ids: readonly number[]) => [...ids, ...Array<number>(Math.max(0, PAGE_SIZE.bcrSearch - ids.length)).fill(0)];

/**
 * One page: the page's report ids first, in order and cut at the page (OFFSET skips bare ids, not rows
 * whose names were looked up), planned for its own values; then the columns of those rows only.
 */
async function pageRows(db: Db, scope: WorkListScope, c: BcrSearchCriteria, skip: number, take: number) {
  const ids = (await matching(db, scope, c).select('r.id').orderBy(orderOf(c.sort)).offset(skip).limit(take).modifyEnd(perCall).execute()).map((r) => r.id);
  if (ids.length === 0) return [];
  const page = paddedIds(ids);
  return withNames(joinedReports(db))
    .where('r.id', '=', sql<number>`any(${page}::int[])`)
    .orderBy(sql`array_position(${page}::int[], r.id)`)
    .execute();
}

/** One page of the search and how many rows match in all. */
export async function searchPage(db: Db, scope: WorkListScope, c: BcrSearchCriteria, skip: number, take: number) {
  const [rows, total] = await Promise.all([pageRows(db, scope, c, skip, take), countMatching(db, scope, c)]);
  return { rows, totalCount: Number(total.n) };
}

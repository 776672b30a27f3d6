import { sql, type RawBuilder, type Updateable } from 'kysely';
import type { Db } from '../../../platform/db/kysely';
import type { BcrReportsTable } from '../../../platform/db/tables/bcr.tables';
import type { RowSection } from '../../../platform/db/tables/bcr.row-tables';

/** The root row's own facts (the rest of its columns are report fields, read through bcr-columns). */
export interface BcrRootFacts {
  id: number;
  work_id: number;
  version: number;
  form_status: number;
  review_status: number | null;
  exception_reason_code: string | null;
  submitted_at: string | null;
  submitted_by: string | null;
  reopened_version: number | null;
  casing_support_saved: boolean;
  work_partly_backfilled_saved: boolean;
}

/** Column values as JSON gives them: numeric as numbers (exact), dates as yyyy-mm-dd text. */
export type ColumnValues = Record<string, unknown>;

/** A submission as the live BCR's query lists it (without its snapshot). */
export interface StoredSubmission {
  id: number;
  form_status: number;
  review_status: number | null;
  version: number;
  exception_reason_codes: string[];
  created_at: string;
  submitted_by: string;
}

/** The live BCR of a work: its root row, each section's rows in order (none listed: no rows), and its submissions. */
export interface StoredBcr {
  root: BcrRootFacts & ColumnValues;
  rows: Partial<Record<RowSection, ColumnValues[]>>;
  submissions: StoredSubmission[];
}

/**
 * The live BCR of the work `workId` names (an id or a column reference) as one JSON value shaped as
 * StoredBcr, or null when it has none: the root row as JSON, so numeric values arrive exact and dates as
 * the calendar day stored, and each section's rows as the list the row tables' triggers keep
 * (bcr_section_rows, migration 0090): one index range, where a subquery per row table cost more.
 */
export function liveBcrJson(workId: RawBuilder<unknown> | number): RawBuilder<StoredBcr | null> {
  return sql<StoredBcr | null>`(select json_build_object('root', to_json(r),
      'rows', (select coalesce(json_object_agg(l.section, l.rows), '{}'::json) from bcr_section_rows l where l.bcr_id = r.id),
      'submissions', (select coalesce(json_agg(json_build_object('id', s.id, 'form_status', s.form_status, 'review_status', s.review_status,
         'version', s.version, 'exception_reason_codes', s.exception_reason_codes, 'created_at', s.created_at,
         'submitted_by', s.submitted_by) order by s.id), '[]'::json) from bcr_submissions s where s.bcr_id = r.id))
    from bcr_reports r where r.work_id = ${workId} and r.deactivated_at is null)`;
}

/** The live BCR of a work in one query (see liveBcrJson). */
export async function findLiveBcr(db: Db, workId: number): Promise<StoredBcr | null> {
  const result = await sql<{ bcr: StoredBcr | null }>`select ${liveBcrJson(workId)} as bcr`.execute(db);
  return result.rows[0]?.bcr ?? null;
}

/** Root columns as the save writes them (built from the column maps, so every key is a real column). */
export type RootValues = Updateable<BcrReportsTable>;

/** The root row as stored, as to_json gives it (what liveBcrJson's `root` holds). */
export type StoredRoot = StoredBcr['root'];

/** True for the unique violation of a second live BCR for one work. */
export function isSecondLiveBcr(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === 'bcr_reports_live_work_idx';
}

/** Updates the root only if it is still at `expectedVersion`: its new version, or null when stale. */
export async function updateBcr(tx: Db, id: number, expectedVersion: number, values: RootValues, actor: string): Promise<number | null> {
  const updated = await tx
    .updateTable('bcr_reports')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), modified_at: new Date(), modified_by: actor }))
    .where('id', '=', id)
    .where('version', '=', expectedVersion)
    .where('deactivated_at', 'is', null)
    .returning('version')
    .executeTakeFirst();
  return updated?.version ?? null;
}

/** A row as the save writes it: its id when it is kept, its place in the list, its column values, and whether they differ from the stored row's. */
export interface RowWrite {
  id: number | null;
  sequence: number;
  values: ColumnValues;
  changed: boolean;
}

/** A section's rows as the save writes them, its rows as stored before, and whether any stored row goes. */
export interface SectionRowsChange {
  rows: readonly RowWrite[];
  stored: ReadonlyMap<number, ColumnValues>;
  dropsRows: boolean;
}

export interface CasingTypeValidationRow {
  materialId: number;
  minWallThicknessRange: number;
  maxWallThicknessRange: number;
  maxSeparationOfCentralisers: number;
}

/** The casing-type master data (spec 2 section 3). */
async function readCasingTypeValidations(db: Db): Promise<CasingTypeValidationRow[]> {
  const rows = await db
    .selectFrom('bcr_casing_type_validations')
    .select(['material_id', 'min_wall_thickness_range', 'max_wall_thickness_range', 'max_separation_of_centralisers'])
    .orderBy('material_id')
    .orderBy('min_wall_thickness_range')
    .execute();
  return rows.map((r) => ({
    materialId: r.material_id,
    minWallThicknessRange: Number(r.min_wall_thickness_range),
    maxWallThicknessRange: Number(r.max_wall_thickness_range),
    maxSeparationOfCentralisers: Number(r.max_separation_of_centralisers),
  }));
}

const MASTER_DATA_TTL_MS = 60_000;
let cached: { at: number; rows: Promise<CasingTypeValidationRow[]> } | null = null;

/**
 * The master data, read at most once a minute per process: every load and save needs it, and it
 * changes only with a migration (a change reaches every process within the minute).
 */
export function listCasingTypeValidations(db: Db): Promise<CasingTypeValidationRow[]> {
  const now = Date.now();
  if (!cached || now - cached.at > MASTER_DATA_TTL_MS) {
    const rows = readCasingTypeValidations(db);
    cached = { at: now, rows };
    rows.catch(() => (cached = null));
  }
  return cached.rows;
}

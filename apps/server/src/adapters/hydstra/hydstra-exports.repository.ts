import { sql } from 'kysely';
import type { Db } from '../../platform/db/kysely';
import type { HydstraExportStatus } from '../../platform/db/tables/hydstra.tables';
import type { HydstraOutput } from './hydstra-importer.port';

/** A file of an export as the row lists it. */
export interface ExportedFile {
  fileName: string;
  key: string;
  size: number;
  createdAt: string;
}

export interface ExportRow {
  id: number;
  submission_id: number;
  work_id: number;
  status: HydstraExportStatus;
  attempts: number;
  next_attempt_at: Date;
  locked_by: string | null;
  locked_until: Date | null;
  last_error: string | null;
  files: unknown;
  output: unknown;
  sent_at: Date | null;
  created_at: Date;
}

const COLUMNS = ['id', 'submission_id', 'work_id', 'status', 'attempts', 'next_attempt_at', 'locked_by', 'locked_until', 'last_error', 'files', 'output', 'sent_at', 'created_at'] as const;

/** The outbox row of a submission, written in the submit's own transaction (`tx`). */
export async function enqueueHydstraExport(tx: Db, submissionId: number, workId: number, actor: string): Promise<void> {
  await tx.insertInto('hydstra_exports').values({ submission_id: submissionId, work_id: workId, created_by: actor, modified_by: actor }).execute();
}

/**
 * Claims the next due export for `workerId` until the lease ends: a queued one whose time has come, or
 * one whose worker's lease ran out (it crashed or hung mid-send). SKIP LOCKED lets several workers poll
 * at once, each claiming a different row; the claim is one statement, so it is all or nothing.
 */
export async function claimNextExport(db: Db, workerId: string, leaseMs: number): Promise<ExportRow | undefined> {
  const result = await sql<ExportRow>`
    update hydstra_exports set
      status = 'sending', locked_by = ${workerId}, locked_until = now() + ${leaseMs} * interval '1 millisecond',
      attempts = attempts + 1, modified_at = now(), modified_by = ${workerId}
    where id = (
      select id from hydstra_exports
      where (status = 'queued' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())
      order by next_attempt_at, id
      limit 1
      for update skip locked
    )
    returning ${sql.join(COLUMNS.map((c) => sql.ref(c)))}`.execute(db);
  return result.rows[0];
}

/** Records the importer's answer; only the worker still holding the lease may (false: the lease was lost). */
export async function completeExport(db: Db, id: number, workerId: string, files: readonly ExportedFile[], output: HydstraOutput): Promise<boolean> {
  const done = await db
    .updateTable('hydstra_exports')
    .set({ status: 'done', output: JSON.stringify(output), files: JSON.stringify(files), sent_at: new Date(), last_error: null, locked_by: null, locked_until: null, modified_at: new Date(), modified_by: workerId })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('locked_by', '=', workerId)
    .executeTakeFirst();
  return done.numUpdatedRows === 1n;
}

/** A failed attempt: queued again after `retryInMs`, or failed for good when it was the last one. */
export async function failAttempt(db: Db, id: number, workerId: string, error: string, retryInMs: number | null): Promise<boolean> {
  const failed = await db
    .updateTable('hydstra_exports')
    .set({
      status: retryInMs === null ? 'failed' : 'queued',
      next_attempt_at: new Date(Date.now() + (retryInMs ?? 0)),
      last_error: error.slice(0, 2000),
      locked_by: null,
      locked_until: null,
      modified_at: new Date(),
      modified_by: workerId,
    })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('locked_by', '=', workerId)
    .executeTakeFirst();
  return failed.numUpdatedRows === 1n;
}

/** The latest export of a work (its latest submission's), if any. */
export function findLatestExport(db: Db, workId: number): Promise<ExportRow | undefined> {
  return db.selectFrom('hydstra_exports').select(COLUMNS).where('work_id', '=', workId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The submission an export sends: its snapshot, who submitted it, and its work's header as it stands now. */
export function findExportSource(db: Db, submissionId: number) {
  return db
    .selectFrom('bcr_submissions as s')
    .innerJoin('works as w', 'w.id', 's.work_id')
    .select(['s.id', 's.work_id', 's.form_status', 's.report', 's.created_at', 's.submitted_by', 's.exception_reason_codes', 'w.work_approval_no', 'w.work_id as approval_work_id', 'w.gw_no'])
    .where('s.id', '=', submissionId)
    .executeTakeFirstOrThrow();
}

import type { Db } from '../../../platform/db/kysely';

/** A submission without its snapshot (what lists and answers show). */
export interface SubmissionRow {
  id: number;
  bcr_id: number;
  work_id: number;
  request_id: string;
  form_status: number;
  review_status: number | null;
  version: number;
  exception_reason_codes: string[];
  created_at: Date;
  submitted_by: string;
}

const COLUMNS = ['id', 'bcr_id', 'work_id', 'request_id', 'form_status', 'review_status', 'version', 'exception_reason_codes', 'created_at', 'submitted_by'] as const;

export function findSubmissionByRequestId(db: Db, requestId: string): Promise<SubmissionRow | undefined> {
  return db.selectFrom('bcr_submissions').select(COLUMNS).where('request_id', '=', requestId).executeTakeFirst();
}

export interface NewSubmission {
  bcrId: number;
  workId: number;
  requestId: string;
  formStatus: number;
  reviewStatus: number | null;
  version: number;
  exceptionReasonCodes: readonly string[];
  report: unknown;
  roleId: number;
  /** Who submitted: the token subject, and the name the report shows. */
  actor: string;
  actorName: string;
}

/** Keeps the report as submitted; a submission row is never changed afterwards (a trigger refuses updates). */
export function insertSubmission(tx: Db, s: NewSubmission): Promise<SubmissionRow> {
  return tx
    .insertInto('bcr_submissions')
    .values({
      bcr_id: s.bcrId,
      work_id: s.workId,
      request_id: s.requestId,
      form_status: s.formStatus,
      review_status: s.reviewStatus,
      version: s.version,
      exception_reason_codes: [...s.exceptionReasonCodes],
      report: JSON.stringify(s.report),
      submitted_role: s.roleId,
      submitted_by: s.actorName,
      created_by: s.actor,
      modified_by: s.actor,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** True for the unique violation of a repeated request id (the same submit sent twice at once). */
export function isRepeatedSubmit(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === 'bcr_submissions_request_id_key';
}

import type { FastifyBaseLogger } from 'fastify';
import {
  REQUEST_STATUS,
  noRequestsMessage,
  requestSearchStatuses,
  reviewIssues,
  reviewSuccessMessage,
  type AccessRequest,
  type CurrentUser,
  type RequestKind,
  type RequestStatus,
  type ReviewRequest,
} from '@driller/domain';
import { recordAudit } from '../../platform/audit/audit.repository';
import type { Db } from '../../platform/db/kysely';
import { badRequest, notFound } from '../../platform/http/errors';
import type { DocumentRef } from './access-requests.presenter';
import { decideRequest, lockRequest, type RequestLookup, type RequestTable } from './access-requests.repository';
import { hashVerifyToken, mailRequester, type RequestMailDeps } from './request-mail';
import { listRequestDocuments } from './request-documents.repository';
import { issueFieldErrors, staleRequest } from './review-common';

/** The row every kind of request has for its review. */
export interface ReviewedRow {
  id: number;
  version: number;
  reg_status: number;
  work_email: string;
}

export interface Decision {
  status: RequestStatus;
  comments: string | null;
  actor: string;
}

/**
 * What differs between a registration request and a DCA request (spec 3 sections 6 and 7); the steps
 * around it (search, open, review) are the same for both.
 */
export interface RequestKindSteps<Row extends ReviewedRow> {
  kind: RequestKind;
  table: RequestTable;
  /** The audit log's name for the request. */
  entity: string;
  find: (db: Db, by: RequestLookup) => Promise<Row | undefined>;
  present: (row: Row, docs: DocumentRef[]) => AccessRequest;
  /** What the decision changes besides the request (the user, the company-admin flag): the audit's details. */
  apply: (tx: Db, row: Row, decision: Decision) => Promise<Record<string, unknown>>;
  outcomeMail: (row: Row, decision: Decision) => { subject: string; text: string };
}

/** The requests with their attached documents, as the screens show them. */
export async function presentRequests<Row extends ReviewedRow>(db: Db, steps: RequestKindSteps<Row>, rows: Row[]): Promise<AccessRequest[]> {
  const docs = await listRequestDocuments(db, steps.kind, rows.map((r) => r.id));
  return rows.map((row) => steps.present(row, docs.filter((d) => d.request_id === row.id)));
}

/** A list holding 0 (All) or nothing means every status. */
export function searchedStatuses(kind: RequestKind, status: readonly number[]): number[] {
  return status.length === 0 || status.includes(REQUEST_STATUS.all)
    ? requestSearchStatuses(kind, REQUEST_STATUS.all)
    : [...status];
}

/** A request opened from the e-mailed registerverify link (its token) or from the list (its id). */
export const lookupOf = (by: { token?: string; userRegistrationRequestId?: number }): RequestLookup =>
  by.token !== undefined ? { tokenHash: hashVerifyToken(by.token) } : { id: by.userRegistrationRequestId ?? 0 };

/** One request for the review screen; one the viewer may not see is as good as absent. */
export async function openRequest<Row extends ReviewedRow, Profile>(
  db: Db,
  steps: RequestKindSteps<Row>,
  by: { token?: string; userRegistrationRequestId?: number },
  profile: Profile,
  visible: (row: Row) => boolean = () => true,
) {
  const row = await steps.find(db, lookupOf(by));
  if (!row || !visible(row)) return { success: false, data: null, profile, message: noRequestsMessage(steps.kind) };
  const [data] = await presentRequests(db, steps, [row]);
  return { success: true, data: data ?? null, profile, message: '' };
}

/** The domain's review rules, the decision and its effects in one transaction, then the requester's e-mail. */
export async function reviewRequest<Row extends ReviewedRow>(
  deps: RequestMailDeps,
  me: CurrentUser,
  input: ReviewRequest,
  ctx: { requestId: string; log: FastifyBaseLogger },
  steps: RequestKindSteps<Row>,
) {
  const { kind } = steps;
  const comments = input.comments?.trim() || null;
  const decided = await deps.db.transaction().execute(async (tx) => {
    await lockRequest(tx, steps.table, input.userRegistrationRequestId);
    const row = await steps.find(tx, { id: input.userRegistrationRequestId });
    if (!row) throw notFound(noRequestsMessage(kind));
    if (row.version !== input.version) throw staleRequest();
    const issues = reviewIssues(kind, { current: row.reg_status as RequestStatus, chosen: input.approvedOrRejected as RequestStatus | null, comments });
    if (issues.length > 0) throw badRequest(issues[0]?.message ?? '', issueFieldErrors(issues));
    const decision: Decision = { status: input.approvedOrRejected as RequestStatus, comments, actor: me.subject };
    const details = await steps.apply(tx, row, decision);
    if ((await decideRequest(tx, steps.table, { id: row.id, version: row.version, ...decision })) === null) throw staleRequest();
    await recordAudit(tx, {
      actor: me.subject, action: 'review', entity: steps.entity, entityId: row.id, requestId: ctx.requestId,
      before: { regStatus: row.reg_status }, after: { regStatus: decision.status, comments, ...details },
    });
    return { row, decision };
  });
  await mailRequester(deps, decided.row.work_email, steps.outcomeMail(decided.row, decided.decision), ctx.log);
  const fresh = await steps.find(deps.db, { id: decided.row.id });
  const [request] = fresh ? await presentRequests(deps.db, steps, [fresh]) : [];
  if (!request) throw notFound(noRequestsMessage(kind));
  return {
    success: true as const,
    approvedOrRejected: request.approvedOrRejected,
    message: reviewSuccessMessage(kind, decided.decision.status),
    userRegistrationRequest: request,
  };
}

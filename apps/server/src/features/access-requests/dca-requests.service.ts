import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  ACCESS_REQUEST_MESSAGES,
  REQUEST_STATUS,
  ROLE,
  can,
  noRequestsMessage,
  requestSearchStatuses,
  reviewIssues,
  reviewSuccessMessage,
  type AccessRequest,
  type CurrentUser,
  type RequestStatus,
  type ReviewRequest,
  type requestSearchSchema,
} from '@driller/domain';
import { recordAudit } from '../../platform/audit/audit.repository';
import { findUserBySubject } from '../../platform/auth/portal-user.repository';
import type { Db } from '../../platform/db/kysely';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { presentDca } from './access-requests.presenter';
import { issueFieldErrors, requestProfile, staleRequest } from './review-common';
import { hashVerifyToken, mailRequester, type RequestMailDeps } from './request-mail';
import {
  decideDca,
  findDca,
  findPendingDca,
  grantCompanyAdmin,
  listRequestableCompanies,
  lockDca,
  searchDca,
  type DcaRow,
} from './dca-requests.repository';
import { listRequestDocuments } from './request-documents.repository';

const KIND = 'dca';

export async function presentDcaRows(db: Db, rows: DcaRow[]): Promise<AccessRequest[]> {
  const docs = await listRequestDocuments(db, KIND, rows.map((r) => r.id));
  return rows.map((row) => presentDca(row, docs.filter((d) => d.request_id === row.id)));
}

/** The Super Admin sees every request; a driller only their own (null: all). */
const ownDrillerId = (me: CurrentUser, viewer: Viewer): number | null =>
  can(me, 'dcaRequest.approve') ? null : (viewer.drillerId ?? -1);

/** The signed-in person's driller record as stored now (a token's isDCA may predate an approval). */
interface Viewer {
  drillerId: number | null;
  organisationId: number | null;
  organisationName: string | null;
  isDca: boolean;
}

async function viewerOf(db: Db, me: CurrentUser): Promise<Viewer> {
  const user = await findUserBySubject(db, me.subject);
  return {
    drillerId: user?.drillerId ?? null,
    organisationId: user?.organisationId ?? null,
    organisationName: user?.organisationName ?? null,
    isDca: Number(user?.isDrillingCompanyAdmin ?? 0) === 1,
  };
}

/** A Driller not yet company admin, with no request waiting, may file one. */
async function mayCreate(db: Db, me: CurrentUser, viewer: Viewer): Promise<boolean> {
  if (!can(me, 'dcaRequest.create') || viewer.isDca || viewer.drillerId === null) return false;
  return (await findPendingDca(db, viewer.drillerId)) === undefined;
}

async function profileOf(db: Db, me: CurrentUser, viewer: Viewer) {
  const organisation = viewer.organisationId !== null ? { id: viewer.organisationId, name: viewer.organisationName ?? '' } : null;
  return requestProfile(me, organisation, await mayCreate(db, me, viewer));
}

export async function listDcaRequests(db: Db, me: CurrentUser) {
  const viewer = await viewerOf(db, me);
  const rows = await searchDca(db, { name: '', email: '', statuses: [], drillerId: ownDrillerId(me, viewer) });
  const profile = await profileOf(db, me, viewer);
  // Only a driller without a company picks one; everyone else gets an empty list.
  const organisations = profile.canCreate && profile.organisation === null ? await listRequestableCompanies(db) : [];
  return { success: true as const, data: await presentDcaRows(db, rows), profile, organisations };
}

export async function searchDcaRequests(db: Db, me: CurrentUser, filter: z.output<typeof requestSearchSchema>) {
  const viewer = await viewerOf(db, me);
  const statuses = filter.status.length === 0 || filter.status.includes(REQUEST_STATUS.all)
    ? requestSearchStatuses(KIND, REQUEST_STATUS.all)
    : filter.status;
  const rows = await searchDca(db, { name: filter.name, email: filter.email, statuses, drillerId: ownDrillerId(me, viewer) });
  return { success: true as const, data: await presentDcaRows(db, rows) };
}

export async function openDca(db: Db, me: CurrentUser, by: { token?: string; userRegistrationRequestId?: number }) {
  const viewer = await viewerOf(db, me);
  const row = by.token !== undefined
    ? await findDca(db, { tokenHash: hashVerifyToken(by.token) })
    : await findDca(db, { id: by.userRegistrationRequestId ?? 0 });
  const profile = await profileOf(db, me, viewer);
  const own = ownDrillerId(me, viewer);
  // Another driller's request is as good as absent.
  if (!row || (own !== null && row.driller_id !== own)) return { success: false, data: null, profile, message: noRequestsMessage(KIND) };
  const [data] = await presentDcaRows(db, [row]);
  return { success: true, data: data ?? null, profile, message: '' };
}

function outcomeMail(row: DcaRow, status: RequestStatus, comments: string | null) {
  if (status === REQUEST_STATUS.rejected)
    return {
      subject: "Your 'Drilling Company Admin' access request was rejected",
      text: `Hello ${row.first_name},\n\nYour request for 'Drilling Company Admin' access to ${row.organisation_name} was rejected.\n\nComments: ${comments ?? ''}\n`,
    };
  return {
    subject: "You have 'Drilling Company Admin' access",
    text: `Hello ${row.first_name},\n\nYou are now a Drilling Company Admin of ${row.organisation_name}. Sign in again to the Driller Portal to see the company admin menus.\n`,
  };
}

/** POST userregistrationrequest/driller/save: approval grants the flag (and the company to a driller without one). */
export async function reviewDca(deps: RequestMailDeps, me: CurrentUser, input: ReviewRequest, ctx: { requestId: string; log: FastifyBaseLogger }) {
  const comments = input.comments?.trim() || null;
  const decided = await deps.db.transaction().execute(async (tx) => {
    await lockDca(tx, input.userRegistrationRequestId);
    const row = await findDca(tx, { id: input.userRegistrationRequestId });
    if (!row) throw notFound(noRequestsMessage(KIND));
    if (row.version !== input.version) throw staleRequest();
    const issues = reviewIssues(KIND, { current: row.reg_status as RequestStatus, chosen: input.approvedOrRejected as RequestStatus | null, comments });
    if (issues.length > 0) throw badRequest(issues[0]?.message ?? '', issueFieldErrors(issues));
    const status = input.approvedOrRejected as RequestStatus;
    if (status === REQUEST_STATUS.approved)
      await grantCompanyAdmin(tx, { drillerId: row.driller_id, userId: row.user_id, organisationId: row.organisation_id, actor: me.subject });
    if ((await decideDca(tx, { id: row.id, version: row.version, status, comments, actor: me.subject })) === null) throw staleRequest();
    await recordAudit(tx, {
      actor: me.subject, action: 'review', entity: 'dca_access_request', entityId: row.id, requestId: ctx.requestId,
      before: { regStatus: row.reg_status }, after: { regStatus: status, comments, drillerId: row.driller_id },
    });
    return { row, status };
  });
  await mailRequester(deps, decided.row.work_email, outcomeMail(decided.row, decided.status, comments), ctx.log);
  const fresh = await findDca(deps.db, { id: decided.row.id });
  if (!fresh) throw notFound(noRequestsMessage(KIND));
  const [request] = await presentDcaRows(deps.db, [fresh]);
  if (!request) throw notFound(noRequestsMessage(KIND));
  return {
    success: true as const,
    approvedOrRejected: request.approvedOrRejected,
    message: reviewSuccessMessage(KIND, decided.status),
    userRegistrationRequest: request,
    profile: await profileOf(deps.db, me, await viewerOf(deps.db, me)),
  };
}

/** Who may file: a Driller with a driller record, not yet company admin, with nothing pending. */
export async function assertMayRequestDca(db: Db, me: CurrentUser): Promise<Viewer & { drillerId: number }> {
  if (me.roleId !== ROLE.driller) throw forbidden();
  const viewer = await viewerOf(db, me);
  if (viewer.drillerId === null) throw forbidden();
  if (viewer.isDca) throw badRequest(ACCESS_REQUEST_MESSAGES.dcaAlreadyGranted);
  if (await findPendingDca(db, viewer.drillerId)) throw badRequest(ACCESS_REQUEST_MESSAGES.dcaAlreadyPending);
  return { ...viewer, drillerId: viewer.drillerId };
}

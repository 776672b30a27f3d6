import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH_MESSAGES,
  REQUEST_STATUS,
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
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.repository';
import type { Db } from '../../platform/db/kysely';
import { badRequest, notFound } from '../../platform/http/errors';
import { presentRegistration } from './access-requests.presenter';
import { issueFieldErrors, requestProfile, staleRequest } from './review-common';
import { hashVerifyToken, mailApprovers, mailRequester, newVerifyToken, type RequestMailDeps } from './request-mail';
import {
  activatePortalUser,
  decideRegistration,
  findOrganisationByName,
  findPortalUserBySubject,
  findRegistration,
  insertOrganisation,
  insertPortalUser,
  lockRegistration,
  searchRegistrations,
  setRegistrationToken,
  type RegistrationRow,
} from './registration-requests.repository';
import { listRequestDocuments } from './request-documents.repository';

const KIND = 'registration';

async function present(db: Db, rows: RegistrationRow[]): Promise<AccessRequest[]> {
  const docs = await listRequestDocuments(db, KIND, rows.map((r) => r.id));
  return rows.map((row) => presentRegistration(row, docs.filter((d) => d.request_id === row.id)));
}

export async function listRegistrations(db: Db, me: CurrentUser) {
  const data = await present(db, await searchRegistrations(db, { name: '', email: '', statuses: [] }));
  return { success: true as const, data, profile: requestProfile(me, null, false), organisations: [] };
}

export async function searchRegistrationRequests(db: Db, filter: z.output<typeof requestSearchSchema>) {
  // A list holding 0 (All) or nothing means every status.
  const statuses = filter.status.length === 0 || filter.status.includes(REQUEST_STATUS.all)
    ? requestSearchStatuses(KIND, REQUEST_STATUS.all)
    : filter.status;
  return { success: true as const, data: await present(db, await searchRegistrations(db, { name: filter.name, email: filter.email, statuses })) };
}

export async function openRegistration(db: Db, me: CurrentUser, by: { token?: string; userRegistrationRequestId?: number }) {
  const row = by.token !== undefined
    ? await findRegistration(db, { tokenHash: hashVerifyToken(by.token) })
    : await findRegistration(db, { id: by.userRegistrationRequestId ?? 0 });
  const profile = requestProfile(me, null, false);
  if (!row) return { success: false, data: null, profile, message: noRequestsMessage(KIND) };
  const [data] = await present(db, [row]);
  return { success: true, data: data ?? null, profile, message: '' };
}

/**
 * POST users/adminregister filed a request (users feature): give it its registerverify token and
 * e-mail the link to every Super Admin. Called after that transaction committed.
 */
export async function notifyRegistrationRequested(deps: RequestMailDeps, requestId: number, log: FastifyBaseLogger): Promise<void> {
  const row = await findRegistration(deps.db, { id: requestId });
  if (!row) return;
  const { token, hash } = newVerifyToken();
  await setRegistrationToken(deps.db, requestId, hash);
  await mailApprovers(deps, KIND, token, {
    firstName: row.first_name, lastName: row.last_name, workEmail: row.work_email, organisationName: row.organisation_name,
  }, log);
}

/** The company the registration names: the existing one of that name, or a new drilling company. */
async function companyFor(tx: Db, row: RegistrationRow, actor: string): Promise<number> {
  const name = row.organisation_name?.trim() ?? '';
  if (name === '') throw badRequest(AUTH_MESSAGES.invalidUser);
  const existing = await findOrganisationByName(tx, name);
  if (existing) return existing.id;
  return insertOrganisation(tx, { name, abnOrAcn: row.organisation_abn_or_acn?.trim() || '-', actor });
}

/** Approval (or re-approval) links a portal user to the identity account: from then on its token has the role. */
async function createOrActivateUser(tx: Db, row: RegistrationRow, actor: string): Promise<number> {
  const organisationId = await companyFor(tx, row, actor);
  const existing = await findPortalUserBySubject(tx, row.idp_subject);
  if (existing) {
    await activatePortalUser(tx, { id: existing.id, roleId: row.role_id, organisationId, actor });
    return existing.id;
  }
  return insertPortalUser(tx, {
    username: row.user_name, firstName: row.first_name, lastName: row.last_name, workEmail: row.work_email,
    workMobile: row.work_mobile, roleId: row.role_id, organisationId, subject: row.idp_subject, actor,
  });
}

function outcomeMail(row: RegistrationRow, status: RequestStatus, comments: string | null) {
  if (status === REQUEST_STATUS.rejected)
    return {
      subject: 'Your Driller Portal registration request was rejected',
      text: `Hello ${row.first_name},\n\nYour request to register as a Company Admin of ${row.organisation_name ?? 'your company'} was rejected.\n\nComments: ${comments ?? ''}\n`,
    };
  return {
    subject: 'Your Driller Portal registration is approved',
    text: `Hello ${row.first_name},\n\nYour request to register as a Company Admin of ${row.organisation_name ?? 'your company'} is approved. You can now sign in to the Driller Portal as ${row.user_name}.\n`,
  };
}

/** POST userregistrationrequest/save: the review rules of the domain, the user created on approval, one transaction. */
export async function reviewRegistration(deps: RequestMailDeps, me: CurrentUser, input: ReviewRequest, ctx: { requestId: string; log: FastifyBaseLogger }) {
  const comments = input.comments?.trim() || null;
  const decided = await deps.db.transaction().execute(async (tx) => {
    await lockRegistration(tx, input.userRegistrationRequestId);
    const row = await findRegistration(tx, { id: input.userRegistrationRequestId });
    if (!row) throw notFound(noRequestsMessage(KIND));
    if (row.version !== input.version) throw staleRequest();
    const issues = reviewIssues(KIND, { current: row.reg_status as RequestStatus, chosen: input.approvedOrRejected as RequestStatus | null, comments });
    if (issues.length > 0) throw badRequest(issues[0]?.message ?? '', issueFieldErrors(issues));
    const status = input.approvedOrRejected as RequestStatus;
    const userId = status === REQUEST_STATUS.rejected ? null : await createOrActivateUser(tx, row, me.subject);
    const version = await decideRegistration(tx, { id: row.id, version: row.version, status, comments, userId, actor: me.subject });
    if (version === null) throw staleRequest();
    await recordAudit(tx, {
      actor: me.subject, action: 'review', entity: 'user_registration_request', entityId: row.id, requestId: ctx.requestId,
      before: { regStatus: row.reg_status }, after: { regStatus: status, comments, userId },
    });
    return { row, status };
  });
  await mailRequester(deps, decided.row.work_email, outcomeMail(decided.row, decided.status, comments), ctx.log);
  const fresh = await findRegistration(deps.db, { id: decided.row.id });
  if (!fresh) throw notFound(noRequestsMessage(KIND));
  const request = presentRegistration(fresh, await listRequestDocuments(deps.db, KIND, [fresh.id]));
  return {
    success: true as const,
    approvedOrRejected: request.approvedOrRejected,
    message: reviewSuccessMessage(KIND, decided.status),
    userRegistrationRequest: request,
    profile: requestProfile(me, null, false),
  };
}

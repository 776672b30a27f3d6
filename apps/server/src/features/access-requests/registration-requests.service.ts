import type { FastifyBaseLogger } from 'fastify';
import { AUTH_MESSAGES, REQUEST_STATUS, type CurrentUser, type ReviewRequest, type requestSearchSchema } from '@driller/domain';
import type { z } from 'zod';
import type { Db } from '../../platform/db/kysely';
import { badRequest } from '../../platform/http/errors';
import { presentRegistration } from './access-requests.presenter';
import { openRequest, presentRequests, reviewRequest, searchedStatuses, type Decision, type RequestKindSteps } from './access-requests.service';
import { requestProfile } from './review-common';
import { mailApprovers, newVerifyToken, type RequestMailDeps } from './request-mail';
import {
  activatePortalUser,
  findOrganisationByName,
  findPortalUserBySubject,
  findRegistration,
  insertOrganisation,
  insertPortalUser,
  linkRegistrationUser,
  searchRegistrations,
  setRegistrationToken,
  type RegistrationRow,
} from './registration-requests.repository';

const KIND = 'registration';

const REGISTRATION: RequestKindSteps<RegistrationRow> = {
  kind: KIND,
  table: 'user_registration_requests',
  entity: 'user_registration_request',
  find: findRegistration,
  present: presentRegistration,
  apply: createUserOnApproval,
  outcomeMail: registrationOutcomeMail,
};

export async function listRegistrations(db: Db, me: CurrentUser) {
  const data = await presentRequests(db, REGISTRATION, await searchRegistrations(db, { name: '', email: '', statuses: [] }));
  return { success: true as const, data, profile: requestProfile(me, null, false), organisations: [] };
}

export async function searchRegistrationRequests(db: Db, filter: z.output<typeof requestSearchSchema>) {
  const statuses = searchedStatuses(KIND, filter.status);
  const rows = await searchRegistrations(db, { name: filter.name, email: filter.email, statuses });
  return { success: true as const, data: await presentRequests(db, REGISTRATION, rows) };
}

export function openRegistration(db: Db, me: CurrentUser, by: { token?: string; userRegistrationRequestId?: number }) {
  return openRequest(db, REGISTRATION, by, requestProfile(me, null, false));
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

function registrationOutcomeMail(row: RegistrationRow, { status, comments }: Decision) {
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

/** Approval (or re-approval) creates or activates the user, kept with the request; a rejection links none. */
async function createUserOnApproval(tx: Db, row: RegistrationRow, { status, actor }: Decision) {
  const userId = status === REQUEST_STATUS.rejected ? null : await createOrActivateUser(tx, row, actor);
  await linkRegistrationUser(tx, row.id, userId);
  return { userId };
}

/** POST userregistrationrequest/save: the review rules of the domain, the user created on approval, one transaction. */
export async function reviewRegistration(deps: RequestMailDeps, me: CurrentUser, input: ReviewRequest, ctx: { requestId: string; log: FastifyBaseLogger }) {
  return { ...(await reviewRequest(deps, me, input, ctx, REGISTRATION)), profile: requestProfile(me, null, false) };
}

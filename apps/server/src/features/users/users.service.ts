import type { FastifyBaseLogger } from 'fastify';
import {
  ACCESS_REQUEST_MESSAGES,
  AUTH_MESSAGES,
  REQUEST_STATUS,
  ROLE,
  licenceAlreadyRegistered,
  type CurrentUser,
  type TokenUser,
  type RegisterPayload,
  type RegistrationResponse,
} from '@driller/domain';
import { recordAudit } from '../../platform/audit/audit.repository';
import type { Db } from '../../platform/db/kysely';
import { findAccountById } from '../../platform/auth/accounts.repository';
import { findUserBySubject, type RegisteredUser } from '../../platform/auth/portal-user.repository';
import { presentRegistration } from './users.presenter';
import {
  findDrillerByLicence,
  findPendingRegistration,
  insertDriller,
  insertRegistrationRequest,
  insertUser,
  updateUserNames,
} from './users.repository';

const INACTIVE_USER = 5;

/** Told (by the composition root) of each registration request filed, after it is committed. */
export type RegistrationRequested = (requestId: number, log: FastifyBaseLogger) => Promise<void>;

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/** Keeps the portal's copy of the person's names in step with the identity provider's. */
async function refreshNames(db: Db, user: RegisteredUser, me: Pick<TokenUser, 'subject' | 'firstName' | 'lastName'>, requestId: string): Promise<RegisteredUser> {
  if (!me.firstName || !me.lastName || (me.firstName === user.firstName && me.lastName === user.lastName)) return user;
  await db.transaction().execute(async (trx) => {
    await updateUserNames(trx, user.userId, me, me.subject);
    await recordAudit(trx, {
      actor: me.subject, action: 'update', entity: 'user', entityId: user.userId, requestId,
      before: { firstName: user.firstName, lastName: user.lastName }, after: { firstName: me.firstName, lastName: me.lastName },
    });
  });
  return { ...user, firstName: me.firstName, lastName: me.lastName };
}

/**
 * POST users/drillerregister: a driller's first sign-in creates the portal's user and driller records
 * (status Under Review, no company yet); later sign-ins return them.
 */
export async function registerDriller(db: Db, me: CurrentUser, payload: RegisterPayload, requestId: string): Promise<RegistrationResponse> {
  const existing = await findUserBySubject(db, me.subject);
  if (existing) {
    if (existing.status === INACTIVE_USER) return { success: false, errorMsg: AUTH_MESSAGES.accountInactive };
    return presentRegistration(await refreshNames(db, existing, me, requestId));
  }
  if (me.roleId !== ROLE.driller) return { success: false, message: AUTH_MESSAGES.loginFailed };
  const licenceNo = (payload.drillerLicenseNo || me.drillerLicenseNo).trim().toUpperCase();
  if (!licenceNo) return { success: false, message: AUTH_MESSAGES.loginFailed };
  if (await findDrillerByLicence(db, licenceNo)) {
    // Another server process may have registered this same first sign-in since it was looked up: then
    // the licence is this driller's own.
    const justRegistered = await findUserBySubject(db, me.subject);
    return justRegistered ? presentRegistration(justRegistered) : { success: false, errorMsg: licenceAlreadyRegistered(licenceNo) };
  }

  await db.transaction().execute(async (trx) => {
    const userId = await insertUser(trx, {
      username: me.userName || licenceNo.replace(/\s+/g, '').toLowerCase(),
      firstName: me.firstName,
      lastName: me.lastName,
      workEmail: me.email,
      workMobile: me.workMobile || null,
      roleId: ROLE.driller,
      subject: me.subject,
    });
    const drillerId = await insertDriller(trx, { userId, licenceNo, subject: me.subject });
    await recordAudit(trx, {
      actor: me.subject, action: 'register', entity: 'driller', entityId: drillerId, requestId,
      after: { userId, licenceNo, firstName: me.firstName, lastName: me.lastName },
    });
  }).catch((error: unknown) => {
    // Another server process registered the same first sign-in a moment earlier: use its record.
    if (!isUniqueViolation(error)) throw error;
  });
  const user = await findUserBySubject(db, me.subject);
  if (!user) return { success: false, message: AUTH_MESSAGES.loginFailed };
  return presentRegistration(user);
}

/**
 * POST users/adminregister: staff and company admins. A company admin's first sign-in files a
 * registration request for the Super Admin to review; until it is approved the sign-in is refused.
 */
export async function registerAdmin(db: Db, me: TokenUser, requestId: string, filed?: (id: number) => Promise<void> | undefined): Promise<RegistrationResponse> {
  const existing = await findUserBySubject(db, me.subject);
  if (existing) {
    if (existing.status === INACTIVE_USER) return { success: false, errorMsg: AUTH_MESSAGES.accountInactive };
    return presentRegistration(await refreshNames(db, existing, me, requestId));
  }
  const account = await findAccountById(db, me.subject);
  if (account?.user_type !== 'CompanyAdmin') return { success: false, message: AUTH_MESSAGES.loginFailed };
  const pending = await findPendingRegistration(db, me.subject);
  if (!pending) {
    const id = await db.transaction().execute(async (trx) => {
      const id = await insertRegistrationRequest(trx, {
        subject: me.subject,
        firstName: account.first_name,
        lastName: account.last_name,
        workEmail: account.email,
        userName: account.username,
        workMobile: account.work_mobile,
        organisationName: account.organisation_name,
        organisationAbnOrAcn: account.organisation_abn_or_acn,
        roleId: ROLE.drillingCompanyAdmin,
      });
      await recordAudit(trx, { actor: me.subject, action: 'create', entity: 'user_registration_request', entityId: id, requestId, after: { organisationName: account.organisation_name } });
      return id;
    });
    await filed?.(id);
  }
  // A rejected request stays rejected until the Super Admin re-approves it: say so, not "received".
  if (pending?.reg_status === REQUEST_STATUS.rejected) return { success: false, message: ACCESS_REQUEST_MESSAGES.registrationRejectedSignIn };
  return { success: false, message: AUTH_MESSAGES.adminRegistrationPending };
}

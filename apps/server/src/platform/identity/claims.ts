import { CLAIM, ROLE, isRoleId, type RoleId } from '@driller/domain';
import type { Db } from '../db/kysely';
import { findUserBySubject, type RegisteredUser } from '../auth/portal-user.repository';
import { findAccountById, type IdpAccount } from '../auth/accounts.repository';

export type Claims = Record<string, string | number | boolean | null>;

/**
 * The role a token carries. A linked portal user has its own; a driller who signed up gets Driller (the
 * first sign-in registers them, spec 3 "After sign-in"); anyone else has none until approved: above all a
 * Company Admin sign-up, whose registration request waits for the Super Admin (spec 3 registration
 * requests). A token without a role reaches only users/adminregister, which says the request is pending.
 */
export function tokenRole(account: Pick<IdpAccount, 'user_type'>, user: Pick<RegisteredUser, 'roleId'> | undefined): RoleId | null {
  if (user) return isRoleId(user.roleId) ? user.roleId : null;
  return account.user_type === 'Driller' ? ROLE.driller : null;
}

function profileClaims(account: IdpAccount): Claims {
  return {
    sub: account.id,
    given_name: account.first_name,
    family_name: account.last_name,
    name: `${account.first_name} ${account.last_name}`,
    email: account.email,
    email_verified: account.email_verified,
    [CLAIM.userName]: account.username,
    [CLAIM.workMobile]: account.work_mobile ?? '',
  };
}

/** Organisation, licence and class: the portal's record once linked, else what was typed at sign-up. */
function registrationClaims(account: IdpAccount, user: RegisteredUser | undefined): Claims {
  if (!user) {
    return {
      [CLAIM.isDCA]: false,
      [CLAIM.organisationName]: account.organisation_name ?? '',
      [CLAIM.drillerLicenseNo]: account.driller_licence_no ?? '',
      [CLAIM.drillingClass]: account.drilling_class ?? '',
      [CLAIM.userId]: null,
    };
  }
  return {
    [CLAIM.isDCA]: Number(user.isDrillingCompanyAdmin) === 1,
    [CLAIM.organisationName]: user.organisationName ?? '',
    [CLAIM.drillerLicenseNo]: user.licenceNo ?? account.driller_licence_no ?? '',
    [CLAIM.drillingClass]: user.licenceClass ?? account.drilling_class ?? '',
    [CLAIM.userId]: user.userId,
  };
}

/**
 * The claims of one account. Names and sign-up attributes come from the identity account; role,
 * organisation and the company-admin flag from the portal's own user record once registration has
 * linked one (see tokenRole for an account without one).
 */
export async function accountClaims(db: Db, accountId: string): Promise<Claims | undefined> {
  const account = await findAccountById(db, accountId);
  if (!account) return undefined;
  const user = await findUserBySubject(db, accountId);
  return { ...profileClaims(account), ...registrationClaims(account, user), [CLAIM.role]: tokenRole(account, user) };
}

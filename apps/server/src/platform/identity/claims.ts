import { CLAIM, ROLE, type RoleId } from '@driller/domain';
import type { Db } from '../db/kysely';
import { findUserBySubject } from '../auth/portal-user.repository';
import { findAccountById } from '../auth/accounts.repository';

export type Claims = Record<string, string | number | boolean | null>;

/**
 * The claims of one account. Names and sign-up attributes come from the identity account; role,
 * organisation and the company-admin flag from the portal's own user record once registration has
 * linked one, else from the user type chosen at sign-up.
 */
export async function accountClaims(db: Db, accountId: string): Promise<Claims | undefined> {
  const account = await findAccountById(db, accountId);
  if (!account) return undefined;
  const user = await findUserBySubject(db, accountId);

  const signUpRole: RoleId = account.user_type === 'CompanyAdmin' ? ROLE.drillingCompanyAdmin : ROLE.driller;
  return {
    sub: account.id,
    given_name: account.first_name,
    family_name: account.last_name,
    name: `${account.first_name} ${account.last_name}`,
    email: account.email,
    email_verified: account.email_verified,
    [CLAIM.userName]: account.username,
    [CLAIM.role]: user?.roleId ?? signUpRole,
    [CLAIM.isDCA]: Number(user?.isDrillingCompanyAdmin) === 1,
    [CLAIM.organisationName]: user ? (user.organisationName ?? '') : (account.organisation_name ?? ''),
    [CLAIM.drillerLicenseNo]: user?.licenceNo ?? account.driller_licence_no ?? '',
    [CLAIM.workMobile]: account.work_mobile ?? '',
    [CLAIM.drillingClass]: user?.licenceClass ?? account.drilling_class ?? '',
    [CLAIM.userId]: user?.userId ?? null,
  };
}

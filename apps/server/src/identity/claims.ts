import { CLAIM, ROLE, type RoleId } from '@driller/domain';
import type { Db } from '../db/kysely';
import { findAccountById } from './accounts.repository';

export type Claims = Record<string, string | number | boolean | null>;

/**
 * The claims of one account. Names and sign-up attributes come from the identity account; role,
 * organisation and the company-admin flag from the portal's own user record once registration has
 * linked one, else from the user type chosen at sign-up.
 */
export async function accountClaims(db: Db, accountId: string): Promise<Claims | undefined> {
  const account = await findAccountById(db, accountId);
  if (!account) return undefined;
  const user = await db
    .selectFrom('users')
    .leftJoin('organisations', 'organisations.id', 'users.organisation_id')
    .leftJoin('drillers', 'drillers.user_id', 'users.id')
    .select([
      'users.id as userId',
      'users.role_id as roleId',
      'organisations.name as organisationName',
      'drillers.is_drilling_company_admin as isDCA',
      'drillers.licence_no as licenceNo',
      'drillers.licence_class as licenceClass',
    ])
    .where('users.idp_subject', '=', accountId)
    .executeTakeFirst();

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
    [CLAIM.isDCA]: user?.isDCA === 1,
    [CLAIM.organisationName]: user ? (user.organisationName ?? '') : (account.organisation_name ?? ''),
    [CLAIM.drillerLicenseNo]: user?.licenceNo ?? account.driller_licence_no ?? '',
    [CLAIM.workMobile]: account.work_mobile ?? '',
    [CLAIM.drillingClass]: user?.licenceClass ?? account.drilling_class ?? '',
    [CLAIM.userId]: user?.userId ?? null,
  };
}

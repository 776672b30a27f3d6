import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/kysely';
import type { IdpAccountsTable } from '../db/tables/identity.tables';

export type IdpAccount = Selectable<IdpAccountsTable>;

export interface NewAccount {
  email: string;
  username: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  userType: IdpAccount['user_type'];
  drillerLicenceNo?: string | null;
  workMobile?: string | null;
  organisationName?: string | null;
  organisationAbnOrAcn?: string | null;
  drillingClass?: string | null;
  id?: string;
}

export function findAccountById(db: Db, id: string): Promise<IdpAccount | undefined> {
  return db.selectFrom('idp_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** People sign in with either their e-mail address or their username, in any letter case. */
export function findAccountByLogin(db: Db, login: string): Promise<IdpAccount | undefined> {
  const value = login.trim().toLowerCase();
  return db
    .selectFrom('idp_accounts')
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(email)`, '=', value), eb(sql`lower(username)`, '=', value)]))
    .executeTakeFirst();
}

export async function createAccount(db: Db, account: NewAccount): Promise<IdpAccount> {
  return db
    .insertInto('idp_accounts')
    .values({
      id: account.id ?? randomUUID(),
      email: account.email.trim(),
      username: account.username.trim(),
      password_hash: account.passwordHash,
      first_name: account.firstName.trim(),
      last_name: account.lastName.trim(),
      user_type: account.userType,
      driller_licence_no: account.drillerLicenceNo ?? null,
      work_mobile: account.workMobile ?? null,
      organisation_name: account.organisationName ?? null,
      organisation_abn_or_acn: account.organisationAbnOrAcn ?? null,
      drilling_class: account.drillingClass ?? null,
      created_by: 'sign-up',
      modified_by: 'sign-up',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateProfile(
  db: Db,
  id: string,
  profile: { firstName: string; lastName: string; workMobile: string | null },
): Promise<void> {
  await db
    .updateTable('idp_accounts')
    .set({
      first_name: profile.firstName,
      last_name: profile.lastName,
      work_mobile: profile.workMobile,
      modified_at: new Date(),
      modified_by: id,
    })
    .where('id', '=', id)
    .execute();
}

export async function updatePasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('idp_accounts')
    .set({ password_hash: passwordHash, modified_at: new Date(), modified_by: id })
    .where('id', '=', id)
    .execute();
}

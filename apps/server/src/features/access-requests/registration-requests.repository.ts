import { sql } from 'kysely';
import type { Db } from '../../platform/db/kysely';
import { lookedUp, searchRequests, type RequestFilter, type RequestLookup } from './access-requests.repository';

/** One registration request as the screens and the review need it. */
export interface RegistrationRow {
  id: number;
  idp_subject: string;
  first_name: string;
  last_name: string;
  work_email: string;
  user_name: string;
  work_mobile: string | null;
  organisation_name: string | null;
  organisation_abn_or_acn: string | null;
  comments: string | null;
  role_id: number;
  role_name: string;
  reg_status: number;
  version: number;
  created_at: Date;
}

function selectRegistrations(db: Db) {
  return db
    .selectFrom('user_registration_requests as r')
    .innerJoin('roles', 'roles.id', 'r.role_id')
    .select([
      'r.id', 'r.idp_subject', 'r.first_name', 'r.last_name', 'r.work_email', 'r.user_name', 'r.work_mobile',
      'r.organisation_name', 'r.organisation_abn_or_acn', 'r.comments', 'r.role_id', 'roles.name as role_name',
      'r.reg_status', 'r.version', 'r.created_at',
    ]);
}

export function searchRegistrations(db: Db, filter: RequestFilter): Promise<RegistrationRow[]> {
  return searchRequests(selectRegistrations(db), filter, {
    firstName: 'r.first_name',
    lastName: 'r.last_name',
    email: 'r.work_email',
  });
}

export function findRegistration(db: Db, by: RequestLookup): Promise<RegistrationRow | undefined> {
  return selectRegistrations(db).where(lookedUp(by)).executeTakeFirst();
}

export async function setRegistrationToken(db: Db, id: number, tokenHash: string): Promise<void> {
  await db.updateTable('user_registration_requests').set({ verify_token_hash: tokenHash }).where('id', '=', id).execute();
}

/** The portal user an approval created or activated (none after a rejection), kept with the request. */
export async function linkRegistrationUser(tx: Db, id: number, userId: number | null): Promise<void> {
  await tx.updateTable('user_registration_requests').set({ user_id: userId }).where('id', '=', id).execute();
}

/** The company a registration names: an existing one of that name (any case), or null. */
export function findOrganisationByName(db: Db, name: string) {
  return db
    .selectFrom('organisations')
    .select(['id', 'name', 'super_admin'])
    .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase())
    .executeTakeFirst();
}

export async function insertOrganisation(tx: Db, org: { name: string; abnOrAcn: string; actor: string }): Promise<number> {
  const row = await tx
    .insertInto('organisations')
    .values({ name: org.name.trim(), abn_or_acn: org.abnOrAcn.trim(), created_by: org.actor, modified_by: org.actor })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findPortalUserBySubject(db: Db, subject: string) {
  return db.selectFrom('users').select(['id', 'status', 'role_id', 'organisation_id']).where('idp_subject', '=', subject).executeTakeFirst();
}

export async function insertPortalUser(
  tx: Db,
  user: { username: string; firstName: string; lastName: string; workEmail: string; workMobile: string | null; roleId: number; organisationId: number; subject: string; actor: string },
): Promise<number> {
  const row = await tx
    .insertInto('users')
    .values({
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
      work_email: user.workEmail,
      work_mobile: user.workMobile,
      role_id: user.roleId,
      organisation_id: user.organisationId,
      idp_subject: user.subject,
      created_by: user.actor,
      modified_by: user.actor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An approved person whose portal user exists but is inactive is made active with the requested role. */
export async function activatePortalUser(tx: Db, user: { id: number; roleId: number; organisationId: number; actor: string }): Promise<void> {
  await tx
    .updateTable('users')
    .set((eb) => ({
      status: 1,
      role_id: user.roleId,
      organisation_id: user.organisationId,
      version: eb('version', '+', 1),
      modified_at: new Date(),
      modified_by: user.actor,
    }))
    .where('id', '=', user.id)
    .execute();
}

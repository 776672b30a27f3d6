import { sql } from 'kysely';
import type { Db } from '../../platform/db/kysely';

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

/** Newest first; name matches first, last or full name, e-mail matches part of the address, both without case. */
export function searchRegistrations(db: Db, filter: { name: string; email: string; statuses: number[] }): Promise<RegistrationRow[]> {
  let query = selectRegistrations(db);
  if (filter.statuses.length > 0) query = query.where('r.reg_status', 'in', filter.statuses);
  if (filter.name !== '')
    query = query.where(sql<string>`r.first_name || ' ' || r.last_name`, 'ilike', `%${escapeLike(filter.name)}%`);
  if (filter.email !== '') query = query.where('r.work_email', 'ilike', `%${escapeLike(filter.email)}%`);
  return query.orderBy('r.id', 'desc').limit(1000).execute();
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function findRegistration(db: Db, by: { id: number } | { tokenHash: string }): Promise<RegistrationRow | undefined> {
  const query = selectRegistrations(db);
  return ('id' in by ? query.where('r.id', '=', by.id) : query.where('r.verify_token_hash', '=', by.tokenHash)).executeTakeFirst();
}

/** Holds the request until the review's transaction ends: two reviewers cannot both decide it. */
export async function lockRegistration(tx: Db, id: number): Promise<void> {
  await tx.selectFrom('user_registration_requests').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function setRegistrationToken(db: Db, id: number, tokenHash: string): Promise<void> {
  await db.updateTable('user_registration_requests').set({ verify_token_hash: tokenHash }).where('id', '=', id).execute();
}

/** Records the decision; null when the version moved on (someone else reviewed it first). */
export async function decideRegistration(
  tx: Db,
  decision: { id: number; version: number; status: number; comments: string | null; userId: number | null; actor: string },
): Promise<number | null> {
  const row = await tx
    .updateTable('user_registration_requests')
    .set((eb) => ({
      reg_status: decision.status,
      comments: decision.comments,
      user_id: decision.userId,
      reviewed_by: decision.actor,
      reviewed_at: new Date(),
      version: eb('version', '+', 1),
      modified_at: new Date(),
      modified_by: decision.actor,
    }))
    .where('id', '=', decision.id)
    .where('version', '=', decision.version)
    .returning('version')
    .executeTakeFirst();
  return row?.version ?? null;
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

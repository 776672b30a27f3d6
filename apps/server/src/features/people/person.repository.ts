import type { Db } from '../../platform/db/kysely';

/**
 * What both Manage Driller and Manage User show of a person's users row besides the names and ids,
 * with the company's name.
 */
export const PERSON_DETAILS = [
  'users.work_email as workEmail',
  'users.work_mobile as workMobile',
  'users.address as address',
  'users.comments as comments',
  'users.username as username',
  'users.role_id as roleId',
  'users.idp_subject as idpSubject',
  'organisations.name as organisationName',
] as const;

/** The users row a driller's or a user's save writes. */
export interface PersonColumns {
  username: string;
  first_name: string;
  last_name: string;
  work_email: string;
  work_mobile: string | null;
  address: string | null;
  comments: string | null;
  role_id: number;
  organisation_id: number | null;
  idp_subject: string | null;
}

export async function insertPerson(
  db: Db,
  person: PersonColumns & { status?: number },
  actor: string,
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...person, created_by: actor, modified_by: actor })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * One UPDATE of the users row. With `version` it names the version edited: false means somebody
 * saved first (409). A driller's version is the driller row's, checked before this.
 */
export async function updatePerson(
  db: Db,
  current: { userId: number; version?: number },
  person: PersonColumns & { status?: number },
  actor: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({ ...person, version: eb('version', '+', 1), modified_at: new Date(), modified_by: actor }))
    .where('id', '=', current.userId)
    .$if(current.version !== undefined, (q) => q.where('version', '=', current.version ?? 0))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

import { ROLE } from '@driller/domain';
import type { Db } from '../../platform/db/kysely';
import { containsPattern, SEARCH_LIMIT } from './people-search';

/** users.status stores 1 for active (the driller lists index on it); the screens say 2 (codes.ts USER_STATUS). */
export const STORED_ACTIVE = 1;

export interface UserCriteria {
  firstName?: string;
  lastName?: string;
  workEmail?: string;
  status?: number | null;
  userId?: number;
  /** Company admins see the people of their own company only. */
  organisationId?: number | null;
}

function userQuery(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select([
      'users.id as userId',
      'users.first_name as firstName',
      'users.last_name as lastName',
      'users.work_email as workEmail',
      'users.work_mobile as workMobile',
      'users.address as address',
      'users.comments as comments',
      'users.username as username',
      'users.role_id as roleId',
      'users.status as status',
      'users.organisation_id as organisationId',
      'users.idp_subject as idpSubject',
      'users.version as version',
      'users.modified_at as modifiedAt',
      'organisations.name as organisationName',
    ])
    .where('users.role_id', '<>', ROLE.driller);
}

export type UserRow = Awaited<ReturnType<ReturnType<typeof userQuery>['executeTakeFirstOrThrow']>>;

export function searchUsers(db: Db, c: UserCriteria): Promise<UserRow[]> {
  let query = userQuery(db);
  const like = (
    column: 'users.first_name' | 'users.last_name' | 'users.work_email',
    text: string | undefined,
  ) => {
    if (text) query = query.where(column, 'ilike', containsPattern(text));
  };
  like('users.first_name', c.firstName);
  like('users.last_name', c.lastName);
  like('users.work_email', c.workEmail);
  if (c.status) query = query.where('users.status', '=', c.status);
  if (c.userId) query = query.where('users.id', '=', c.userId);
  if (c.organisationId !== undefined)
    query = query.where('users.organisation_id', '=', c.organisationId ?? -1);
  return query
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .limit(SEARCH_LIMIT)
    .execute();
}

export function findUser(db: Db, userId: number): Promise<UserRow | undefined> {
  return userQuery(db).where('users.id', '=', userId).executeTakeFirst();
}

export interface UserColumns {
  username: string;
  first_name: string;
  last_name: string;
  work_email: string;
  work_mobile: string | null;
  address: string | null;
  comments: string | null;
  role_id: number;
  organisation_id: number | null;
  status: number;
  idp_subject: string | null;
}

export async function insertUser(db: Db, user: UserColumns, actor: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...user, created_by: actor, modified_by: actor })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One UPDATE naming the version edited: false means somebody saved first (409). */
export async function updateUser(
  db: Db,
  current: { userId: number; version: number },
  user: UserColumns,
  actor: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({ ...user, version: eb('version', '+', 1), modified_at: new Date(), modified_by: actor }))
    .where('id', '=', current.userId)
    .where('version', '=', current.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

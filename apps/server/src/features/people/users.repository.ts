import { ROLE } from '@driller/domain';
import type { Db } from '../../platform/db/kysely';
import { containingEach, SEARCH_LIMIT } from './people-search';
import { PERSON_DETAILS, type PersonColumns } from './person.repository';

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
      'users.organisation_id as organisationId',
      'users.status as status',
      'users.version as version',
      'users.modified_at as modifiedAt',
      ...PERSON_DETAILS,
    ])
    .where('users.role_id', '<>', ROLE.driller);
}

export type UserRow = Awaited<ReturnType<ReturnType<typeof userQuery>['executeTakeFirstOrThrow']>>;

export function searchUsers(db: Db, c: UserCriteria): Promise<UserRow[]> {
  return userQuery(db)
    .where(
      containingEach([
        ['users.first_name', c.firstName],
        ['users.last_name', c.lastName],
        ['users.work_email', c.workEmail],
      ]),
    )
    .$if(!!c.status, (q) => q.where('users.status', '=', c.status ?? 0))
    .$if(!!c.userId, (q) => q.where('users.id', '=', c.userId ?? 0))
    .$if(c.organisationId !== undefined, (q) => q.where('users.organisation_id', '=', c.organisationId ?? -1))
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .limit(SEARCH_LIMIT)
    .execute();
}

export function findUser(db: Db, userId: number): Promise<UserRow | undefined> {
  return userQuery(db).where('users.id', '=', userId).executeTakeFirst();
}

/** The users row a user's save writes: a person's, with the status the user form sets. */
export type UserColumns = PersonColumns & { status: number };

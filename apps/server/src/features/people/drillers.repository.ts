import type { Db } from '../../platform/db/kysely';
import { containsPattern, SEARCH_LIMIT } from './people-search';

export interface DrillerCriteria {
  firstName?: string;
  lastName?: string;
  licenceNo?: string;
  workEmail?: string;
  address?: string;
  status?: number | null;
  drillerId?: number;
}

function drillerQuery(db: Db) {
  return db
    .selectFrom('drillers')
    .innerJoin('users', 'users.id', 'drillers.user_id')
    .leftJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select([
      'drillers.id as drillerId',
      'drillers.driller_type as drillerType',
      'drillers.status as drillerStatus',
      'drillers.licence_no as licenceNo',
      'drillers.licence_from as licenceFrom',
      'drillers.licence_expiry as licenceExpiry',
      'drillers.licence_class as licenceClass',
      'drillers.drilling_endorsements as endorsements',
      'drillers.is_drilling_company_admin as isDrillingCompanyAdmin',
      'drillers.version as version',
      'drillers.modified_at as modifiedAt',
      'users.id as userId',
      'users.first_name as firstName',
      'users.last_name as lastName',
      'users.work_email as workEmail',
      'users.work_mobile as workMobile',
      'users.address as address',
      'users.comments as comments',
      'users.username as username',
      'users.role_id as roleId',
      'users.organisation_id as organisationId',
      'users.idp_subject as idpSubject',
      'organisations.name as organisationName',
    ]);
}

export type DrillerRow = Awaited<ReturnType<ReturnType<typeof drillerQuery>['executeTakeFirstOrThrow']>>;

export function searchDrillers(db: Db, c: DrillerCriteria): Promise<DrillerRow[]> {
  let query = drillerQuery(db);
  const like = (
    column:
      'users.first_name' | 'users.last_name' | 'drillers.licence_no' | 'users.work_email' | 'users.address',
    text: string | undefined,
  ) => {
    if (text) query = query.where(column, 'ilike', containsPattern(text));
  };
  like('users.first_name', c.firstName);
  like('users.last_name', c.lastName);
  like('drillers.licence_no', c.licenceNo);
  like('users.work_email', c.workEmail);
  like('users.address', c.address);
  if (c.status) query = query.where('drillers.status', '=', c.status);
  if (c.drillerId) query = query.where('drillers.id', '=', c.drillerId);
  return query
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('drillers.id')
    .limit(SEARCH_LIMIT)
    .execute();
}

export function findDriller(db: Db, drillerId: number): Promise<DrillerRow | undefined> {
  return drillerQuery(db).where('drillers.id', '=', drillerId).executeTakeFirst();
}

/** Reports not yet submitted for this driller; with a company, only those filed under that company. */
export async function hasPendingBcr(
  db: Db,
  drillerId: number,
  organisationId?: number | null,
): Promise<boolean> {
  let query = db
    .selectFrom('works')
    .select('works.id')
    .where('works.driller_id', '=', drillerId)
    .where('works.form_status', '<>', 2);
  if (organisationId) query = query.where('works.organisation_id', '=', organisationId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

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
}

export interface DrillerColumns {
  licence_no: string;
  driller_type: number;
  licence_class: string | null;
  licence_from: string | null;
  licence_expiry: string | null;
  drilling_endorsements: string | null;
  status: number;
}

export async function insertDriller(
  db: Db,
  person: PersonColumns & { idp_subject: string | null },
  driller: DrillerColumns,
  actor: string,
): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({ ...person, created_by: actor, modified_by: actor })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('drillers')
    .values({ ...driller, user_id: user.id, created_by: actor, modified_by: actor })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One UPDATE naming the version edited: no row means somebody saved first (409). */
export async function updateDriller(
  db: Db,
  current: { drillerId: number; userId: number; version: number },
  person: PersonColumns & { idp_subject: string | null },
  driller: DrillerColumns,
  actor: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('drillers')
    .set((eb) => ({
      ...driller,
      version: eb('version', '+', 1),
      modified_at: new Date(),
      modified_by: actor,
    }))
    .where('id', '=', current.drillerId)
    .where('version', '=', current.version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('users')
    .set((eb) => ({ ...person, version: eb('version', '+', 1), modified_at: new Date(), modified_by: actor }))
    .where('id', '=', current.userId)
    .execute();
  return true;
}

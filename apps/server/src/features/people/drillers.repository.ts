import { selectDriller } from '../../platform/db/driller-query';
import type { Db } from '../../platform/db/kysely';
import { containingEach, SEARCH_LIMIT } from './people-search';
import { insertPerson, PERSON_DETAILS, updatePerson, type PersonColumns } from './person.repository';

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
  return selectDriller(db).select([
    'drillers.driller_type as drillerType',
    'drillers.status as drillerStatus',
    'drillers.licence_from as licenceFrom',
    'drillers.licence_expiry as licenceExpiry',
    'drillers.licence_class as licenceClass',
    'drillers.drilling_endorsements as endorsements',
    'drillers.is_drilling_company_admin as isDrillingCompanyAdmin',
    'drillers.version as version',
    'drillers.modified_at as modifiedAt',
    ...PERSON_DETAILS,
  ]);
}

export type DrillerRow = Awaited<ReturnType<ReturnType<typeof drillerQuery>['executeTakeFirstOrThrow']>>;

export function searchDrillers(db: Db, c: DrillerCriteria): Promise<DrillerRow[]> {
  return drillerQuery(db)
    .where(
      containingEach([
        ['users.first_name', c.firstName],
        ['users.last_name', c.lastName],
        ['drillers.licence_no', c.licenceNo],
        ['users.work_email', c.workEmail],
        ['users.address', c.address],
      ]),
    )
    .$if(!!c.status, (q) => q.where('drillers.status', '=', c.status ?? 0))
    .$if(!!c.drillerId, (q) => q.where('drillers.id', '=', c.drillerId ?? 0))
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('drillers.id')
    .limit(SEARCH_LIMIT)
    .execute();
}

export function findDriller(db: Db, drillerId: number): Promise<DrillerRow | undefined> {
  return drillerQuery(db).where('drillers.id', '=', drillerId).executeTakeFirst();
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
  person: PersonColumns,
  driller: DrillerColumns,
  actor: string,
): Promise<number> {
  const userId = await insertPerson(db, person, actor);
  const row = await db
    .insertInto('drillers')
    .values({ ...driller, user_id: userId, created_by: actor, modified_by: actor })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One UPDATE naming the version edited: no row means somebody saved first (409). */
export async function updateDriller(
  db: Db,
  current: { drillerId: number; userId: number; version: number },
  person: PersonColumns,
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
  await updatePerson(db, { userId: current.userId }, person, actor);
  return true;
}

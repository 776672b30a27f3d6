import { sql } from 'kysely';
import type { Db } from '../../platform/db/kysely';

/** SQL of the company calls; the service holds the rules. */

const COLUMNS = [
  'id',
  'name',
  'abn_or_acn',
  'phone',
  'email',
  'website',
  'address',
  'is_active',
  'super_admin',
  'version',
] as const;

export type OrganisationRecord = Awaited<ReturnType<typeof findOrganisation>> & object;

export interface OrganisationFilter {
  name: string;
  abnDigits: string;
  statuses: readonly number[];
}

/** Companies by name (any part), ABN/ACN digits (any part) and isActive values; by name. */
export function listOrganisations(db: Db, filter?: OrganisationFilter) {
  let query = db
    .selectFrom('organisations')
    .select(COLUMNS)
    .orderBy(sql`lower(name)`);
  if (filter?.name) query = query.where('name', 'ilike', `%${escapeLike(filter.name)}%`);
  if (filter?.abnDigits)
    query = query.where(
      sql<string>`regexp_replace(abn_or_acn, '\\D', '', 'g')`,
      'like',
      `%${filter.abnDigits}%`,
    );
  if (filter)
    query = query.where('is_active', 'in', filter.statuses.length > 0 ? [...filter.statuses] : [-1]);
  return query.execute();
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function findOrganisation(db: Db, id: number) {
  return db.selectFrom('organisations').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function nameTaken(db: Db, name: string, exceptId: number | null): Promise<boolean> {
  const row = await db
    .selectFrom('organisations')
    .select('id')
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .where('id', '!=', exceptId ?? 0)
    .executeTakeFirst();
  return row !== undefined;
}

export interface OrganisationValues {
  name: string;
  abn_or_acn: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  address: string | null;
  is_active: number;
}

export function insertOrganisation(db: Db, values: OrganisationValues, actor: string) {
  return db
    .insertInto('organisations')
    .values({ ...values, super_admin: 0, created_by: actor, modified_by: actor })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** One UPDATE naming the version edited: undefined means someone else saved first (409). */
export function updateOrganisation(
  db: Db,
  id: number,
  version: number,
  values: Omit<OrganisationValues, 'name'>,
  actor: string,
) {
  return db
    .updateTable('organisations')
    .set({ ...values, version: sql`version + 1`, modified_by: actor, modified_at: sql`now()` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning(COLUMNS)
    .executeTakeFirst();
}

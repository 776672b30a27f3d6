import { sql } from 'kysely';
import type { Db } from '../../platform/db/kysely';

/** Active companies for the forms' company choices (with the superAdmin flag the choices filter on). */
export function listOrganisations(db: Db) {
  return db
    .selectFrom('organisations')
    .select(['id', 'name', 'super_admin as superAdmin'])
    .where('is_active', '=', 1)
    .orderBy('name')
    .execute();
}

export function findOrganisationName(db: Db, id: number) {
  return db.selectFrom('organisations').select('name').where('id', '=', id).executeTakeFirst();
}

export interface Clashes {
  username: boolean;
  email: boolean;
  licence: boolean;
}

/**
 * Identities another person already holds: the username (portal or sign-in account), the sign-in
 * e-mail and the licence number, all in any letter case. The person being edited is left out.
 */
export async function findClashes(
  db: Db,
  wanted: { username: string; email: string; licenceNo: string | null },
  self: { userId: number | null; subject: string | null },
): Promise<Clashes> {
  const username = wanted.username.trim().toLowerCase();
  const email = wanted.email.trim().toLowerCase();
  const userClash = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(username)`, '=', username)
    .$if(self.userId !== null, (q) => q.where('id', '<>', self.userId ?? 0))
    .executeTakeFirst();
  const accounts = await db
    .selectFrom('idp_accounts')
    .select([sql<string>`lower(username)`.as('username'), sql<string>`lower(email)`.as('email')])
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', username), eb(sql`lower(email)`, '=', email)]))
    .$if(self.subject !== null, (q) => q.where('id', '<>', self.subject ?? ''))
    .execute();
  const licence = wanted.licenceNo
    ? await db
        .selectFrom('drillers')
        .select('id')
        .where(sql`upper(licence_no)`, '=', wanted.licenceNo.trim().toUpperCase())
        .$if(self.userId !== null, (q) => q.where('user_id', '<>', self.userId ?? 0))
        .executeTakeFirst()
    : undefined;
  return {
    username: userClash !== undefined || accounts.some((a) => a.username === username),
    email: email !== '' && accounts.some((a) => a.email === email),
    licence: licence !== undefined,
  };
}

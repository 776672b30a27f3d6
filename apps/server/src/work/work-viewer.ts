import type { CurrentUser, WorkViewer } from '@driller/domain';
import type { Db } from '../db/kysely';

/** The signed-in person as the work rules need them: portal user, driller id and company. */
export interface Viewer extends WorkViewer {
  subject: string;
  userId: number | null;
  name: string;
  organisationName: string | null;
}

/** Resolves the token's subject to the portal's user, driller and company rows (SQL only). */
export async function resolveViewer(db: Db, me: CurrentUser): Promise<Viewer> {
  const row = await db
    .selectFrom('users')
    .leftJoin('drillers', 'drillers.user_id', 'users.id')
    .leftJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select([
      'users.id as userId',
      'users.first_name as firstName',
      'users.last_name as lastName',
      'users.organisation_id as organisationId',
      'organisations.name as organisationName',
      'drillers.id as drillerId',
    ])
    .where('users.idp_subject', '=', me.subject)
    .executeTakeFirst();
  return {
    subject: me.subject,
    roleId: me.roleId,
    isDCA: me.isDCA,
    userId: row?.userId ?? null,
    drillerId: row?.drillerId ?? null,
    organisationId: row?.organisationId ?? null,
    organisationName: row?.organisationName ?? null,
    name: row ? `${row.firstName} ${row.lastName}` : `${me.firstName} ${me.lastName}`.trim(),
  };
}

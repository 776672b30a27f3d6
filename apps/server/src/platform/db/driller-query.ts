import { FORM_STATUS } from '@driller/domain';
import type { Db } from './kysely';

/**
 * A driller as every screen names one: the driller row, the person it belongs to (users) and that
 * person's company (users.organisation_id, none for a driller without one). Manage Driller, the assign
 * screen and the work form's driller choice each add the columns they show.
 */
export function selectDriller(db: Db) {
  return db
    .selectFrom('drillers')
    .innerJoin('users', 'users.id', 'drillers.user_id')
    .leftJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select([
      'drillers.id as drillerId',
      'users.id as userId',
      'users.first_name as firstName',
      'users.last_name as lastName',
      'drillers.licence_no as licenceNo',
      'users.organisation_id as organisationId',
    ]);
}

/**
 * Reports not yet submitted for this driller; with a company, only those filed under that company (spec
 * 3: a driller's company may not change while their reports under it are pending, whichever screen
 * changes it).
 */
export async function hasPendingBcr(
  db: Db,
  drillerId: number,
  organisationId?: number | null,
): Promise<boolean> {
  let query = db
    .selectFrom('works')
    .select('works.id')
    .where('works.driller_id', '=', drillerId)
    .where('works.form_status', '<>', FORM_STATUS.submitted);
  if (organisationId) query = query.where('works.organisation_id', '=', organisationId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

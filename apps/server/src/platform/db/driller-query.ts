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

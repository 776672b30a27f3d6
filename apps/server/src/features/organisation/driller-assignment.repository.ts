import { sql } from 'kysely';
import { BLANK_COMPANY } from '@driller/domain';
import { hasPendingBcr, selectDriller } from '../../platform/db/driller-query';
import type { Db } from '../../platform/db/kysely';

/** SQL of the assign screen and of assigning oneself; a person's company is users.organisation_id. */

function drillerRows(db: Db) {
  return selectDriller(db)
    .select([
      'drillers.licence_class as licenceClass',
      'drillers.drilling_endorsements as endorsements',
      'users.work_mobile as workMobile',
      'users.work_email as workEmail',
      'drillers.status as status',
      'drillers.is_drilling_company_admin as isDCA',
      'organisations.name as organisationName',
    ])
    .orderBy(sql`lower(users.last_name)`)
    .orderBy(sql`lower(users.first_name)`);
}
export type DrillerRecord = Awaited<ReturnType<typeof findDriller>> & object;

export function companyDrillers(db: Db, organisationId: number) {
  return drillerRows(db).where('users.organisation_id', '=', organisationId).execute();
}

/** Drillers with no company: none recorded, or the "Blank Company" placeholder. */
export function unassignedDrillers(db: Db) {
  return drillerRows(db)
    .where((eb) =>
      eb.or([eb('users.organisation_id', 'is', null), eb('organisations.name', '=', BLANK_COMPANY)]),
    )
    .execute();
}

export function findDriller(db: Db, drillerId: number) {
  return drillerRows(db).where('drillers.id', '=', drillerId).executeTakeFirst();
}

/** Moves a person to a company (or none). A driller's company-admin flag belongs to the old company, so it goes. */
export async function setPersonOrganisation(
  db: Db,
  userId: number,
  organisationId: number | null,
  actor: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      organisation_id: organisationId,
      version: sql`version + 1`,
      modified_by: actor,
      modified_at: sql`now()`,
    })
    .where('id', '=', userId)
    .execute();
  await db
    .updateTable('drillers')
    .set({
      is_drilling_company_admin: 0,
      version: sql`version + 1`,
      modified_by: actor,
      modified_at: sql`now()`,
    })
    .where('user_id', '=', userId)
    .where('is_drilling_company_admin', '=', 1)
    .execute();
}

/**
 * Whether the viewer is a driller with reports not yet submitted under their present company: they may
 * not leave it (spec 3), by Assign or by creating a company for themselves.
 */
export async function keptByPendingReports(db: Db, viewer: { drillerId: number | null; organisationId: number | null }): Promise<boolean> {
  return viewer.drillerId !== null && viewer.organisationId !== null && (await hasPendingBcr(db, viewer.drillerId, viewer.organisationId));
}

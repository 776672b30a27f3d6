import { builtOnce } from '../db/built-once';
import type { Db } from '../db/kysely';

/** The portal's record of a signed-in person: user, company and (for drillers) driller row. */
export interface RegisteredUser {
  userId: number;
  firstName: string;
  lastName: string;
  roleId: number;
  status: number;
  organisationId: number | null;
  organisationName: string | null;
  drillerId: number | null;
  isDrillingCompanyAdmin: number;
  licenceNo: string | null;
  licenceClass: string | null;
}

/** One query for the identity provider's claims, registration and the work rules' viewer. */
export async function findUserBySubject(db: Db, subject: string): Promise<RegisteredUser | undefined> {
  return (await db.executeQuery(userBySubjectStatement(db, subject))).rows[0];
}

/** Every signed-in request reads it: compiled once. */
const userBySubjectStatement = builtOnce(userBySubject);

/** The same query, to run alone or inside a larger statement (GET bcr reads the viewer with the BCR). */
export function userBySubject(db: Db, subject: string) {
  return db
    .selectFrom('users')
    .leftJoin('organisations', 'organisations.id', 'users.organisation_id')
    .leftJoin('drillers', 'drillers.user_id', 'users.id')
    .select((eb) => [
      'users.id as userId',
      'users.first_name as firstName',
      'users.last_name as lastName',
      'users.role_id as roleId',
      'users.status as status',
      'users.organisation_id as organisationId',
      'organisations.name as organisationName',
      'drillers.id as drillerId',
      eb.fn.coalesce('drillers.is_drilling_company_admin', eb.lit(0)).as('isDrillingCompanyAdmin'),
      'drillers.licence_no as licenceNo',
      'drillers.licence_class as licenceClass',
    ])
    .where('users.idp_subject', '=', subject);
}

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
export function findUserBySubject(db: Db, subject: string): Promise<RegisteredUser | undefined> {
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
    .where('users.idp_subject', '=', subject)
    .executeTakeFirst();
}

export function findDrillerByLicence(db: Db, licenceNo: string) {
  return db
    .selectFrom('drillers')
    .select(['id', 'user_id'])
    .where((eb) => eb(eb.fn('upper', ['licence_no']), '=', licenceNo.toUpperCase()))
    .executeTakeFirst();
}

export function findUserByUsername(db: Db, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'idp_subject'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
}

export async function insertUser(
  db: Db,
  user: { username: string; firstName: string; lastName: string; workEmail: string; workMobile: string | null; roleId: number; subject: string },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
      work_email: user.workEmail,
      work_mobile: user.workMobile,
      role_id: user.roleId,
      idp_subject: user.subject,
      created_by: user.subject,
      modified_by: user.subject,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertDriller(db: Db, driller: { userId: number; licenceNo: string; subject: string }): Promise<number> {
  const row = await db
    .insertInto('drillers')
    .values({
      user_id: driller.userId,
      licence_no: driller.licenceNo,
      driller_type: driller.licenceNo.toUpperCase().startsWith('AMR') ? 2 : 1,
      created_by: driller.subject,
      modified_by: driller.subject,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUserNames(db: Db, userId: number, names: { firstName: string; lastName: string }, actor: string) {
  await db
    .updateTable('users')
    .set((eb) => ({
      first_name: names.firstName,
      last_name: names.lastName,
      version: eb('version', '+', 1),
      modified_at: new Date(),
      modified_by: actor,
    }))
    .where('id', '=', userId)
    .execute();
}

export function findPendingRegistration(db: Db, subject: string) {
  return db
    .selectFrom('user_registration_requests')
    .select(['id', 'reg_status'])
    .where('idp_subject', '=', subject)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertRegistrationRequest(
  db: Db,
  request: {
    subject: string; firstName: string; lastName: string; workEmail: string; userName: string;
    workMobile: string | null; organisationName: string | null; organisationAbnOrAcn: string | null; roleId: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('user_registration_requests')
    .values({
      idp_subject: request.subject,
      first_name: request.firstName,
      last_name: request.lastName,
      work_email: request.workEmail,
      user_name: request.userName,
      work_mobile: request.workMobile,
      organisation_name: request.organisationName,
      organisation_abn_or_acn: request.organisationAbnOrAcn,
      role_id: request.roleId,
      created_by: request.subject,
      modified_by: request.subject,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

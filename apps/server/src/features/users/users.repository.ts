import type { Db } from '../../platform/db/kysely';

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

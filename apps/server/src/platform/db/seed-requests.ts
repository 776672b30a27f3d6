import { ROLE } from '@driller/domain';
import { sql } from 'kysely';
import { hashPassword } from '../auth/password';
import type { Db } from './kysely';
import { seedAccount } from './seed';
import { DEMO_PASSWORD, REQUEST_APPLICANTS, type CompanyAdminApplicant } from './seed-data';

const SEEDER = 'seed';
/** Another constant than the accounts' lock: two processes starting together file the requests once. */
const REQUESTS_LOCK_KEY = 727_006;
const STATUS = { pending: 1, rejected: 3 } as const;

/** Filed some days ago, as a queue the Super Admin comes back to would be (the column is not insertable). */
async function backdate(trx: Db, table: 'user_registration_requests' | 'dca_access_requests', id: number, daysAgo: number) {
  await sql`update ${sql.table(table)} set created_at = now() - make_interval(days => ${daysAgo}) where id = ${id}`.execute(trx);
}

/**
 * A company admin who signed up and waits for the Super Admin: an identity account (they can try to sign
 * in and are told the request is pending) and the registration request, with no portal user yet.
 */
async function fileRegistration(trx: Db, applicant: CompanyAdminApplicant, passwordHash: string): Promise<void> {
  const subject = `demo-${applicant.username}`;
  await trx
    .insertInto('idp_accounts')
    .values({
      id: subject, email: applicant.email, username: applicant.username, password_hash: passwordHash,
      first_name: applicant.firstName, last_name: applicant.lastName, user_type: 'CompanyAdmin',
      work_mobile: applicant.workMobile, organisation_name: applicant.organisationName,
      organisation_abn_or_acn: applicant.abnOrAcn, email_verified: true, created_by: SEEDER, modified_by: SEEDER,
    })
    .execute();
  await trx
    .insertInto('user_registration_requests')
    .values({
      idp_subject: subject, first_name: applicant.firstName, last_name: applicant.lastName, work_email: applicant.email,
      user_name: applicant.username, work_mobile: applicant.workMobile, organisation_name: applicant.organisationName,
      organisation_abn_or_acn: applicant.abnOrAcn, role_id: ROLE.drillingCompanyAdmin,
      reg_status: applicant.rejectedWith ? STATUS.rejected : STATUS.pending, comments: applicant.rejectedWith,
      reviewed_by: applicant.rejectedWith ? 'demo-superadmin' : null, reviewed_at: applicant.rejectedWith ? new Date() : null,
      created_by: subject, modified_by: subject,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then(({ id }) => backdate(trx, 'user_registration_requests', id, applicant.daysAgo));
}

/** A driller of a company asking to administer it (Drilling Company Admin access). */
async function fileDcaRequest(trx: Db, username: string, organisationId: number, request: (typeof REQUEST_APPLICANTS.dca)[number]) {
  const driller = await trx
    .selectFrom('drillers')
    .innerJoin('users', 'users.id', 'drillers.user_id')
    .select('drillers.id')
    .where('users.username', '=', username)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('dca_access_requests')
    .values({
      driller_id: driller.id, organisation_id: organisationId, request_comments: request.requestComments,
      reg_status: request.rejectedWith ? STATUS.rejected : STATUS.pending, comments: request.rejectedWith,
      reviewed_by: request.rejectedWith ? 'demo-superadmin' : null, reviewed_at: request.rejectedWith ? new Date() : null,
      created_by: `demo-${username}`, modified_by: `demo-${username}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then(({ id }) => backdate(trx, 'dca_access_requests', id, request.daysAgo));
}

/**
 * The requests the Super Admin's review screens open on (/UserRegistrationRequest, /DCAAccessRequest):
 * company admins who signed up and drillers who asked for company admin access, pending and rejected.
 * Seeded once with the demo accounts, not into the test databases (their lists start empty).
 */
export async function seedAccessRequests(db: Db): Promise<void> {
  const { registrations, dca } = REQUEST_APPLICANTS;
  const marker = registrations[0]?.username ?? '';
  const present = await db.selectFrom('idp_accounts').select('id').where('username', '=', marker).executeTakeFirst();
  if (present) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${REQUESTS_LOCK_KEY})`.execute(trx);
    const filed = await trx.selectFrom('idp_accounts').select('id').where('username', '=', marker).executeTakeFirst();
    if (filed) return;
    for (const applicant of registrations) await fileRegistration(trx, applicant, passwordHash);
    const organisations = new Map((await trx.selectFrom('organisations').select(['id', 'name']).execute()).map((o) => [o.name, o.id]));
    for (const request of dca) {
      const organisationId = organisations.get(request.account.organisation ?? '');
      if (organisationId === undefined) throw new Error(`seed: no organisation ${request.account.organisation}`);
      await seedAccount(trx, request.account, organisationId, passwordHash);
      await fileDcaRequest(trx, request.account.username, organisationId, request);
    }
  });
}

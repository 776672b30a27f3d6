import { ROLE } from '@driller/domain';
import { sql } from 'kysely';
import { hashPassword } from '../auth/password';
import type { Db } from './kysely';
import { seedApprovals } from './seed-approvals';
import { seedDemoBcrs } from './seed-bcr';
import { seedAccessRequests } from './seed-requests';
import { seedSearchReports } from './seed-search';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, DEMO_PASSWORD, type DemoAccount } from './seed-data';

const SEEDER = 'seed';
/** Any constant: two processes starting on one empty database seed the demo accounts once. */
const ACCOUNTS_LOCK_KEY = 727_005;

async function seedOrganisations(db: Db): Promise<Map<string, number>> {
  for (const org of DEMO_ORGANISATIONS) {
    await db
      .insertInto('organisations')
      .values({ name: org.name, abn_or_acn: org.abnOrAcn, super_admin: org.superAdmin, email: org.email, phone: org.phone, address: org.address, created_by: SEEDER, modified_by: SEEDER })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const rows = await db.selectFrom('organisations').select(['id', 'name']).execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}

function userType(roleId: DemoAccount['roleId']): 'Driller' | 'CompanyAdmin' | 'Staff' {
  if (roleId === ROLE.driller) return 'Driller';
  return roleId === ROLE.drillingCompanyAdmin ? 'CompanyAdmin' : 'Staff';
}

export async function seedAccount(trx: Db, account: DemoAccount, organisationId: number | null, passwordHash: string): Promise<void> {
  const subject = `demo-${account.username}`;
  await trx
    .insertInto('idp_accounts')
    .values({
      id: subject, email: account.email, username: account.username, password_hash: passwordHash,
      first_name: account.firstName, last_name: account.lastName, user_type: userType(account.roleId),
      driller_licence_no: account.driller?.licenceNo ?? null, work_mobile: account.workMobile, email_verified: true,
      created_by: SEEDER, modified_by: SEEDER,
    })
    .execute();
  const user = await trx
    .insertInto('users')
    .values({
      username: account.username, first_name: account.firstName, last_name: account.lastName, work_email: account.email,
      work_mobile: account.workMobile, role_id: account.roleId, organisation_id: organisationId, idp_subject: subject,
      created_by: SEEDER, modified_by: SEEDER,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!account.driller) return;
  await trx
    .insertInto('drillers')
    .values({
      user_id: user.id, licence_no: account.driller.licenceNo, driller_type: 1, licence_class: account.driller.licenceClass,
      licence_from: '2024-07-01', licence_expiry: '2027-07-01', drilling_endorsements: account.driller.endorsements,
      status: 2, is_drilling_company_admin: account.driller.isDCA ? 1 : 0, created_by: SEEDER, modified_by: SEEDER,
    })
    .execute();
}

async function missingAccounts(db: Db): Promise<DemoAccount[]> {
  const rows = await db.selectFrom('idp_accounts').select('username').where('username', 'in', DEMO_ACCOUNTS.map((a) => a.username)).execute();
  const present = new Set(rows.map((r) => r.username));
  return DEMO_ACCOUNTS.filter((account) => !present.has(account.username));
}

/**
 * The demo sign-ins. Check-then-insert is not enough when two processes start together on one empty
 * database: a transaction-scoped advisory lock makes the second wait, then find the accounts present.
 */
export async function seedDemoAccounts(db: Db): Promise<void> {
  if ((await missingAccounts(db)).length === 0) return;
  const organisations = await seedOrganisations(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${ACCOUNTS_LOCK_KEY})`.execute(trx);
    for (const account of await missingAccounts(trx)) {
      await seedAccount(trx, account, account.organisation ? (organisations.get(account.organisation) ?? null) : null, passwordHash);
    }
  });
}

/** Demo data for a fresh install: idempotent and safe when several processes start at once. */
/**
 * `searchVolume`: also the 400 reports BCR search pages through and the access requests waiting for
 * review (the app and the CLI; not the test databases, whose lists start empty).
 */
export async function seedDemoData(db: Db, options: { accounts?: boolean; searchVolume?: boolean } = {}): Promise<void> {
  await seedApprovals(db);
  if (options.accounts ?? true) {
    await seedDemoAccounts(db);
    await seedDemoBcrs(db);
    if (options.searchVolume) {
      await seedSearchReports(db);
      await seedAccessRequests(db);
    }
  }
}

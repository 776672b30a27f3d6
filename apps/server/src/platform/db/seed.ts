import { ROLE } from '@driller/domain';
import { hashPassword } from '../auth/password';
import type { Db } from './kysely';
import { seedApprovals } from './seed-approvals';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, DEMO_PASSWORD, type DemoAccount } from './seed-data';

const SEEDER = 'seed';

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

async function seedAccount(db: Db, account: DemoAccount, organisationId: number | null, passwordHash: string): Promise<void> {
  const exists = await db.selectFrom('idp_accounts').select('id').where('username', '=', account.username).executeTakeFirst();
  if (exists) return;
  const subject = `demo-${account.username}`;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('idp_accounts')
      .values({
        id: subject, email: account.email, username: account.username, password_hash: passwordHash,
        first_name: account.firstName, last_name: account.lastName,
        user_type: account.roleId === ROLE.driller ? 'Driller' : account.roleId === ROLE.drillingCompanyAdmin ? 'CompanyAdmin' : 'Staff',
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
    if (account.driller) {
      await trx
        .insertInto('drillers')
        .values({
          user_id: user.id, licence_no: account.driller.licenceNo, driller_type: 1, licence_class: account.driller.licenceClass,
          licence_from: '2024-07-01', licence_expiry: '2027-07-01', drilling_endorsements: account.driller.endorsements,
          status: 2, is_drilling_company_admin: account.driller.isDCA ? 1 : 0, created_by: SEEDER, modified_by: SEEDER,
        })
        .execute();
    }
  });
}

/** Demo data for a fresh install: idempotent, so it runs at every start. */
export async function seedDemoData(db: Db): Promise<void> {
  await seedApprovals(db);
  const organisations = await seedOrganisations(db);
  const missing = [];
  for (const account of DEMO_ACCOUNTS) {
    const exists = await db.selectFrom('idp_accounts').select('id').where('username', '=', account.username).executeTakeFirst();
    if (!exists) missing.push(account);
  }
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of missing) {
    await seedAccount(db, account, account.organisation ? (organisations.get(account.organisation) ?? null) : null, passwordHash);
  }
}

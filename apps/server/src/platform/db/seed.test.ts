import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server';
import { loadConfig } from '../config';
import { createKysely, type Db } from './kysely';
import { migrate } from './migrate';
import type { Database } from './pool';
import { seedDemoData } from './seed';
import { seedAccessRequests } from './seed-requests';
import { openTestDatabase } from '../../../test/test-database';

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = createKysely(database.pool);
  await migrate(db);
});
afterAll(async () => {
  await db.destroy().catch(() => undefined);
  await database.close().catch(() => undefined);
});

describe('demo seed', () => {
  it('leaves the demo sign-ins out when accounts are not asked for, and adds them once when they are', async () => {
    await seedDemoData(db, { accounts: false });
    expect(await db.selectFrom('idp_accounts').select('id').execute()).toHaveLength(0);
    await Promise.all([seedDemoData(db), seedDemoData(db)]);
    const accounts = await db.selectFrom('idp_accounts').select('username').execute();
    expect(accounts.map((a) => a.username)).toContain('superadmin');
    expect(accounts.length).toBe(new Set(accounts.map((a) => a.username)).size);
  });

  it('files the review queues once: two company admins and a driller waiting, one of each refused with a reason', async () => {
    await Promise.all([seedAccessRequests(db), seedAccessRequests(db)]);
    const registrations = await db.selectFrom('user_registration_requests').select(['user_name', 'reg_status', 'comments']).orderBy('id').execute();
    expect(registrations.map((r) => [r.user_name, r.reg_status])).toEqual([['riverinabores', 1], ['namoiwater', 1], ['outbackpumps', 3]]);
    expect(registrations[2]?.comments).toMatch(/not registered to a drilling business/);
    const dca = await db
      .selectFrom('dca_access_requests as r')
      .innerJoin('drillers', 'drillers.id', 'r.driller_id')
      .innerJoin('organisations', 'organisations.id', 'r.organisation_id')
      .select(['drillers.licence_no', 'organisations.name', 'r.reg_status'])
      .orderBy('r.id')
      .execute();
    expect(dca).toEqual([
      { licence_no: 'DL 7301', name: 'Western Plains Bores Pty Ltd', reg_status: 1 },
      { licence_no: 'DL 7302', name: 'Aquifer Drilling Pty Ltd', reg_status: 3 },
    ]);
    // Each applicant exists in the identity provider; a company admin has no portal user until approved.
    const users = await db.selectFrom('users').select('username').where('username', 'in', ['riverinabores', 'dl7301']).execute();
    expect(users.map((u) => u.username)).toEqual(['dl7301']);
  });
});

describe('a production start', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3998', PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://',
      MAILBOX_SMTP_PORT: '0', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false',
    });
    server = await startServer(config);
  });
  afterAll(async () => server.stop());

  it('serves no mailbox viewer', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/dev/mailbox/messages' })).statusCode).toBe(404);
  });
});

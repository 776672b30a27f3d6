import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server';
import { loadConfig } from '../config';
import { createKysely, type Db } from './kysely';
import { migrate } from './migrate';
import type { Database } from './pool';
import { seedDemoData } from './seed';
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

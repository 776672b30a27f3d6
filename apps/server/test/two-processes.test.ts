import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ROLE } from '@driller/domain';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createKysely, type Db } from '../src/platform/db/kysely';
import { migrate } from '../src/platform/db/migrate';
import type { Database } from '../src/platform/db/pool';
import { seedDemoData } from '../src/platform/db/seed';
import { loadProviderKeys } from '../src/platform/identity/keys';
import { createMailer } from '../src/adapters/mail/mailer';
import { createTestApp, type TestApp } from './test-app';
import { openTestDatabase } from './test-database';

/**
 * Two server processes against one database must behave as one: migrations once, the same signing
 * keys, and one registration when both receive the same first sign-in at once.
 */
let database: Database;
let db: Db;
let apps: FastifyInstance[];
let signer: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  db = createKysely(database.pool);
  const applied = await Promise.all([migrate(db), migrate(db)]);
  expect(applied.flat().filter((name) => name.startsWith('0001')).length).toBe(1);
  await Promise.all([seedDemoData(db), seedDemoData(db)]);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '3999' });
  const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', from: config.mail.from });
  apps = await Promise.all([1, 2].map(async () => (await buildApp({ config, db, databaseKind: database.kind, mailer, webDistDir: '/none' })).app));
  signer = await createTestApp({ seed: false });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await signer.close();
  await db.destroy().catch(() => undefined);
  await database.close().catch(() => undefined);
});

describe('two server processes on one database', () => {
  it('seeded each demo account once and share one signing key', async () => {
    const accounts = await db.selectFrom('idp_accounts').select('username').execute();
    expect(accounts.length).toBe(new Set(accounts.map((a) => a.username)).size);
    const [a, b] = await Promise.all([loadProviderKeys(db), loadProviderKeys(db)]);
    expect(a.jwks.keys[0]?.kid).toBe(b.jwks.keys[0]?.kid);
    const jwks = await Promise.all(apps.map(async (app) => (await app.inject({ method: 'GET', url: '/idp/jwks' })).json()));
    expect(jwks[0]).toEqual(jwks[1]);
  });

  it('registers a driller once when both processes receive the first sign-in together', async () => {
    const keys = await loadProviderKeys(db);
    const token = await signer.token(
      { sub: 'race-driller', role: ROLE.driller, firstName: 'Rae', lastName: 'Sing', drillerLicenseNo: 'DL 9876' },
      { key: keys.jwks.keys[0] as never },
    );
    const responses = await Promise.all(
      apps.map((app) =>
        app.inject({ method: 'POST', url: '/service/api/users/drillerregister', headers: { authorization: `Bearer ${token}` }, payload: { drillerLicenseNo: 'DL 9876' } }),
      ),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, user: { firstName: 'Rae', lastName: 'Sing' } });
    }
    const rows = await db.selectFrom('users').select('id').where('idp_subject', '=', 'race-driller').execute();
    expect(rows).toHaveLength(1);
  });
});

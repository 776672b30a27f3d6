import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createKysely, type Db } from '../src/platform/db/kysely';
import { migrate } from '../src/platform/db/migrate';
import type { Database } from '../src/platform/db/pool';
import { createMailer } from '../src/adapters/mail/mailer';
import { openTestDatabase } from './test-database';

/**
 * Two server processes behind a load balancer share one rate limit per client: the counters live in
 * PostgreSQL, so a client alternating between them gets the limit once, not once per process.
 */
const LIMIT = 4;
const LIMITED_URL = '/idp/.well-known/openid-configuration';

let database: Database;
let db: Db;
let apps: FastifyInstance[];

beforeAll(async () => {
  database = await openTestDatabase();
  db = createKysely(database.pool);
  await migrate(db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '3999', IDP_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', from: config.mail.from });
  apps = [];
  for (const _ of [1, 2]) apps.push((await buildApp({ config, db, databaseKind: database.kind, mailer, webDistDir: '/none' })).app);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await db.destroy().catch(() => undefined);
  await database.close().catch(() => undefined);
});

const get = (app: FastifyInstance | undefined, remoteAddress = '203.0.113.7') =>
  (app as FastifyInstance).inject({ method: 'GET', url: LIMITED_URL, remoteAddress });

/** The statuses of `count` requests from one client, sent to the two processes in turn. */
async function alternating(count: number, remoteAddress?: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await get(apps[i % 2], remoteAddress)).statusCode);
  return statuses;
}

const allowed = (count: number) => Array<number>(count).fill(200);

describe('rate limits shared by two server processes on one database', () => {
  it('refuses the request past the limit even when each process saw fewer', async () => {
    expect(await alternating(LIMIT)).toEqual(allowed(LIMIT));
    // Process b has answered only LIMIT / 2 requests: a per-process limit would still let this one through.
    const over = await get(apps[1]);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect((await get(apps[0])).statusCode).toBe(429);
  });

  it('counts each client on its own', async () => {
    expect(await alternating(LIMIT + 1, '198.51.100.20')).toEqual([...allowed(LIMIT), 429]);
  });

  it('starts a new window once the current one ends', async () => {
    expect((await get(apps[0])).statusCode).toBe(429);
    await sql`update rate_limit_counters set window_ends_at = now() - interval '1 second'`.execute(db);
    expect(await alternating(LIMIT + 1)).toEqual([...allowed(LIMIT), 429]);
  });

  it('counts requests arriving at both processes at once without losing any', async () => {
    const responses = await Promise.all(Array.from({ length: LIMIT + 2 }, (_, i) => get(apps[i % 2], '192.0.2.55')));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([...allowed(LIMIT), 429, 429]);
  });
});

import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createKysely } from '../db/kysely';
import { knownMigrationNames } from '../db/migrate';
import { checkReadiness } from './readiness';

const LIVE = '/service/api/health/live';
const READY = '/service/api/health/ready';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

describe('liveness and readiness on a migrated database', () => {
  it('answers alive without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: LIVE });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'alive', version: expect.any(String) });
  });

  it('is ready when every shipped migration is applied', async () => {
    const response = await t.app.inject({ method: 'GET', url: READY });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'ready', database: 'ok', migrations: 'applied' });
  });

  it('is not ready (503) while a shipped migration is missing, and ready again once it is applied', async () => {
    const last = knownMigrationNames().at(-1) ?? '';
    const removed = await sql<{ name: string; timestamp: string }>`delete from kysely_migration where name = ${last} returning *`.execute(t.db);
    expect(removed.rows).toHaveLength(1);
    const pending = await t.app.inject({ method: 'GET', url: READY });
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toEqual({ success: false, status: 'not ready', database: 'ok', migrations: 'pending' });
    await sql`insert into kysely_migration (name, timestamp) values (${last}, ${removed.rows[0]?.timestamp})`.execute(t.db);
    expect((await t.app.inject({ method: 'GET', url: READY })).statusCode).toBe(200);
  });

  it('lists both in the OpenAPI document as public operations', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/service/api/docs/json' })).json();
    expect(document.paths[LIVE].get).toMatchObject({ operationId: 'getLiveness', security: [] });
    expect(document.paths[READY].get).toMatchObject({ operationId: 'getReadiness', security: [] });
    expect(Object.keys(document.paths[READY].get.responses)).toContain('503');
  });
});

describe('when the database is gone', () => {
  it('stays alive but is not ready (503, unreachable) once the database is closed', async () => {
    const closing = await createTestApp({ seed: false });
    try {
      await closing.db.destroy();
      const ready = await closing.app.inject({ method: 'GET', url: READY });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ success: false, status: 'not ready', database: 'unreachable', migrations: 'unknown' });
      expect((await closing.app.inject({ method: 'GET', url: LIVE })).statusCode).toBe(200);
    } finally {
      await closing.close();
    }
  });

  it('reports unreachable when nothing listens at the database address', async () => {
    const silent = await listen();
    const port = (silent.server.address() as AddressInfo).port;
    await silent.close();
    const db = createKysely(new pg.Pool({ host: '127.0.0.1', port, connectionTimeoutMillis: 1000 }));
    try {
      expect(await checkReadiness(db, knownMigrationNames(), 1500)).toMatchObject({ status: 'not ready', database: 'unreachable' });
    } finally {
      await db.destroy();
    }
  });

  it('answers within its timeout when the database accepts the connection but never replies', async () => {
    const silent = await listen();
    const db = createKysely(new pg.Pool({ host: '127.0.0.1', port: (silent.server.address() as AddressInfo).port }));
    try {
      expect(await checkReadiness(db, knownMigrationNames(), 300)).toEqual({
        success: false,
        status: 'not ready',
        database: 'timeout',
        migrations: 'unknown',
      });
    } finally {
      await silent.close();
      void db.destroy().catch(() => undefined);
    }
  });
});

/** A TCP server that accepts connections and never says a word, like a hung database. */
async function listen(): Promise<{ server: Server; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => void sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { TestProject } from 'vitest/node';
import { createKysely, type Db } from '../src/platform/db/kysely';
import { migrate } from '../src/platform/db/migrate';
import { pgliteStartParams } from '../src/platform/db/pool';
import { seedDemoData } from '../src/platform/db/seed';
import { adminQuery, databaseUrl } from './postgres-admin';
import type { DatabaseTemplates } from './test-database';

/**
 * Vitest global setup of the server tier: migrates and seeds once, so each test file starts from a
 * copy instead of running every migration and the whole seed again (issue 8, "Test loop").
 * On PostgreSQL the copies are `CREATE DATABASE ... TEMPLATE`; on PGlite they are data-directory dumps.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const { templates, remove } = serverUrl ? await serverTemplates(serverUrl) : await pgliteTemplates();
  project.provide('databaseTemplates', templates);
  return remove;
}

async function withPool<T>(pool: pg.Pool, work: (db: Db) => Promise<T>): Promise<T> {
  const db = createKysely(pool);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

interface Built {
  templates: DatabaseTemplates;
  remove: () => Promise<void>;
}

/**
 * WAL segments of 1 MB instead of 16 (initdb's --wal-segsize): each test file's copy of a template opens
 * in 0.7-1.2 s of CPU instead of 1.2-1.8 s (issue 8, "Test loop"; the seeded dump 42 MB instead of 48).
 */
const TEMPLATE_INITDB_PARAMS = ['--wal-segsize=1'];

/**
 * Drops initdb's template0 and template1: a test opens the `postgres` database and never creates one,
 * and they were 15 MB of each copy (a seeded copy's dump 40 MB -> 26 MB, opened in 0.7-1.0 s of CPU
 * instead of 1.3-1.6 s; issue 8, "Test loop"). The checkpoint leaves their removal in the data files.
 */
async function dropTemplateDatabases(pglite: PGlite): Promise<void> {
  // One statement a call: DROP DATABASE cannot run inside the transaction a multi-statement call is.
  for (const name of ['template0', 'template1']) {
    await pglite.query(`alter database ${name} with is_template false`);
    await pglite.query(`drop database ${name}`);
  }
  await pglite.query('checkpoint');
}

async function pgliteTemplates(): Promise<Built> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'driller-test-templates-'));
  const pglite = await PGlite.create({ startParams: pgliteStartParams(), initDbStartParams: TEMPLATE_INITDB_PARAMS });
  await dropTemplateDatabases(pglite);
  const dump = async (name: string) => {
    const file = path.join(dir, `${name}.tar`);
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  const empty = await dump('empty');
  const [migrated, seeded] = await withPool(new pg.Pool(createPgConfig(pglite)), async (db) => {
    await migrate(db);
    const migratedFile = await dump('migrated');
    await seedDemoData(db);
    return [migratedFile, await dump('seeded')];
  });
  await pglite.close();
  return {
    templates: { kind: 'pglite', empty, migrated, seeded },
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function buildServerTemplate(serverUrl: string, name: string, seed: boolean): Promise<void> {
  await adminQuery(serverUrl, `create database ${name}`);
  await withPool(new pg.Pool({ connectionString: databaseUrl(serverUrl, name), max: 2 }), async (db) => {
    await migrate(db);
    if (seed) await seedDemoData(db);
  });
  // A template cannot be copied while anyone is connected to it; marking it so also keeps tests off it.
  await adminQuery(serverUrl, `alter database ${name} with is_template true allow_connections false`);
}

async function serverTemplates(serverUrl: string): Promise<Built> {
  const prefix = `driller_template_${randomBytes(4).toString('hex')}`;
  const migrated = `${prefix}_migrated`;
  const seeded = `${prefix}_seeded`;
  await Promise.all([buildServerTemplate(serverUrl, migrated, false), buildServerTemplate(serverUrl, seeded, true)]);
  return {
    templates: { kind: 'postgres', migrated, seeded },
    remove: async () => {
      for (const name of [migrated, seeded]) {
        await adminQuery(serverUrl, `alter database ${name} with is_template false`);
        await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      }
    },
  };
}

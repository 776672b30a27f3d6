import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { createKysely } from '../src/platform/db/kysely';
import { migrate } from '../src/platform/db/migrate';
import { openDatabase, pgliteStartParams, type Database } from '../src/platform/db/pool';
import { seedDemoData } from '../src/platform/db/seed';
import { adminQuery, databaseUrl } from './postgres-admin';

/** What a test file starts from: nothing, every migration applied, or migrated and seeded with the demo data. */
export type DatabaseStart = 'empty' | 'migrated' | 'seeded';

/** Built once per run by `database-templates.ts` (Vitest global setup) and copied for each test file. */
export type DatabaseTemplates =
  | { kind: 'pglite'; empty: string; migrated: string; seeded: string }
  | { kind: 'postgres'; migrated: string; seeded: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * The database a test file runs on, its own and thrown away afterwards: an in-memory PGlite by
 * default, or a new database on the PostgreSQL server named by TEST_DATABASE_URL (the real-server
 * tier of `npm test`). Files run in parallel, so none shares a database with another.
 */
export async function openTestDatabase(start: DatabaseStart = 'empty'): Promise<Database> {
  const templates = providedTemplates();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!templates) return buildInPlace(start, serverUrl);
  if (templates.kind === 'postgres' && serverUrl) return openServerCopy(serverUrl, start === 'empty' ? null : templates[start]);
  if (templates.kind === 'pglite' && !serverUrl) return openPgliteCopy(templates[start]);
  throw new Error('The database templates were built for another database than TEST_DATABASE_URL names');
}

/** The templates of Vitest's global setup; none when the file runs outside Vitest (a bench). */
function providedTemplates(): DatabaseTemplates | undefined {
  try {
    return inject('databaseTemplates') as DatabaseTemplates | undefined;
  } catch {
    return undefined;
  }
}

/** Without the global setup (a file run by another config): the same start, built in the file. */
async function buildInPlace(start: DatabaseStart, serverUrl: string | undefined): Promise<Database> {
  const database = serverUrl ? await openServerCopy(serverUrl, null) : await openDatabase({ dataDir: 'memory://' });
  if (start === 'empty') return database;
  const db = createKysely(database.pool);
  await migrate(db);
  if (start === 'seeded') await seedDemoData(db);
  return database;
}

async function openPgliteCopy(dumpFile: string): Promise<Database> {
  // The server's buffer cache, not PostgreSQL's 128 MB default: touching 128 MB at each file's start
  // was a quarter of the cost of opening its copy (issue 8, "Test loop").
  const pglite = await PGlite.create({ loadDataDir: new Blob([await readFile(dumpFile)]), startParams: pgliteStartParams() });
  const pool = new pg.Pool(createPgConfig(pglite));
  return {
    pool,
    kind: 'pglite',
    // Kysely's destroy() may already have ended the pool; PGlite must close either way.
    close: async () => {
      if (!pool.ended) await pool.end();
      await pglite.close();
    },
  };
}

/** A new database on the server, copied from a template (a file-level copy) or empty. */
async function openServerCopy(serverUrl: string, template: string | null): Promise<Database> {
  const name = `driller_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), dataDir: '' });
  return {
    ...database,
    close: async () => {
      await database.close().catch(() => undefined);
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

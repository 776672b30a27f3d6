import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';

export interface Database {
  pool: pg.Pool;
  /** 'pglite' when the embedded database is in use: one connection, one process. */
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/**
 * PGlite's buffer cache. PostgreSQL's default (128 MB) is all touched at start inside the WASM memory, so
 * an idle embedded server would hold ~310 MB; 16 MB keeps it under 200 MB, and pages beyond it come from
 * the operating system's file cache. PGLITE_SHARED_BUFFERS raises it for a large embedded database.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '16MB';

/** Connections to a PostgreSQL server per process, unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

/** PGlite's start parameters with its buffer cache set (the server's, and the tests' in-memory copies). */
export function pgliteStartParams(sharedBuffers = DEFAULT_PGLITE_SHARED_BUFFERS): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
}

/**
 * One pg.Pool for both databases so Kysely, migrations (and later a job queue) run the same code on either:
 * PGlite (PostgreSQL in WASM, data under dataDir) by default, a PostgreSQL server when a URL is given.
 * `memory://` keeps an embedded database in memory (tests).
 */
export async function openDatabase(options: { url?: string; dataDir: string; pgliteSharedBuffers?: string; poolSize?: number }): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? DEFAULT_POOL_SIZE });
    // An idle connection the server closes (restart, failover) must not crash the process: the pool
    // drops it and the next query opens a new one.
    pool.on('error', (error) => {
      console.error(JSON.stringify({ level: 50, msg: 'idle database connection lost', err: error.message }));
    });
    await pool.query('select 1');
    return { pool, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir === 'memory://' ? undefined : path.resolve(options.dataDir, 'pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, { startParams: pgliteStartParams(options.pgliteSharedBuffers) });
  const pool = new pg.Pool(createPgConfig(pglite));
  return {
    pool,
    kind: 'pglite',
    // Kysely's destroy() may already have ended the pool; PGlite must close either way, or its
    // handles keep the process alive.
    close: async () => {
      if (!pool.ended) await pool.end();
      await pglite.close();
    },
  };
}

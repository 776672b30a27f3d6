import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import { createKysely } from '../../../apps/server/src/platform/db/kysely';
import { CONCURRENCY } from './measure';

/** The bare-SQL side on PostgreSQL: a pool of CONCURRENCY connections. */
export async function postgresBare(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY });
  const db = createKysely(pool);
  return { pool, db, close: () => db.destroy() };
}

/** The bare-SQL side on PGlite: its one connection behind the same pg.Pool adapter the server uses. */
export async function pgliteBare(pgliteDir: string) {
  const pglite = await PGlite.create(pgliteDir);
  const pool = new pg.Pool(createPgConfig(pglite));
  const db = createKysely(pool);
  return {
    pool,
    db,
    close: async () => {
      await db.destroy().catch(() => undefined);
      await pglite.close();
    },
  };
}

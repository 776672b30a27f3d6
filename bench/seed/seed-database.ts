import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import { createKysely, type Db } from '../../apps/server/src/platform/db/kysely';
import { migrate } from '../../apps/server/src/platform/db/migrate';
import { loadProviderKeys } from '../../apps/server/src/platform/identity/keys';
import { pgliteTarget, psqlTarget } from './copy-targets';
import { generateSeed, SEED_TABLES, type CopyTarget, type SeedCounts } from './generate';
import type { SeedPlan } from './seed-plan';

/** A database to seed: PostgreSQL by URL (rows through psql) or a PGlite data folder (rows as Blobs). */
export interface SeedConnection {
  kind: 'postgres' | 'pglite';
  pool: pg.Pool;
  db: Db;
  target: () => CopyTarget;
  /** Runs around the load on the connection that COPYs (PGlite has one). */
  exec: (sql: string) => Promise<void>;
  close: () => Promise<void>;
}

export async function postgresConnection(url: string): Promise<SeedConnection> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = createKysely(pool);
  return { kind: 'postgres', pool, db, target: () => psqlTarget(url), exec: async (sql) => void (await pool.query(sql)), close: () => db.destroy() };
}

export async function pgliteConnection(dataDir: string): Promise<SeedConnection> {
  mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  const pool = new pg.Pool(createPgConfig(pglite));
  const db = createKysely(pool);
  return {
    kind: 'pglite',
    pool,
    db,
    target: () => pgliteTarget(pglite),
    exec: async (sql) => void (await pglite.exec(sql)),
    close: async () => {
      await db.destroy().catch(() => undefined);
      await pglite.close();
    },
  };
}

export interface SeedReport {
  counts: SeedCounts;
  /** Seconds per phase: generate and COPY, index builds, vacuum and analyze, and the whole seed. */
  seconds: { load: number; indexes: number; vacuum: number; total: number };
}

const SERIAL_KEYS: readonly [string, string][] = [
  ['organisations', 'id'], ['users', 'id'], ['drillers', 'id'], ['approval_works', 'id'], ['map_lots', 'objectid'], ['map_works', 'objectid'],
  ['works', 'id'], ['work_approval_conditions', 'id'], ['work_monitoring_holes', 'id'], ['bcr_reports', 'id'],
];

/** The seeded tables' indexes that back no constraint: dropped for the load and built once after it. */
async function plainIndexes(pool: pg.Pool): Promise<{ name: string; definition: string }[]> {
  const { rows } = await pool.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = 'public' and i.tablename = any($1)
        and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
    [SEED_TABLES],
  );
  return rows;
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/**
 * Migrates an empty database and fills it with the seed plan: registry, approvals and map layers,
 * works with their locks, conditions and holes (bench/seed). Also creates the identity provider's
 * signing keys, which the bench signs its access tokens with.
 */
export async function seedDatabase(connection: SeedConnection, plan: SeedPlan, log: (line: string) => void = () => undefined): Promise<SeedReport> {
  const start = performance.now();
  await migrate(connection.db);
  const { rows } = await connection.pool.query<{ n: number }>('select count(*)::int as n from works');
  if ((rows[0]?.n ?? 0) > 0) throw new Error('The database already holds works: seed a fresh one.');
  await loadProviderKeys(connection.db);
  const indexes = await plainIndexes(connection.pool);
  for (const index of indexes) await connection.exec(`drop index ${index.name}`);

  await connection.exec('set session_replication_role = replica');
  const counts = await generateSeed(plan, connection.target());
  await connection.exec('set session_replication_role = origin');
  // The load ran without triggers (replica role): the report totals they keep are counted once here.
  await connection.exec('update bcr_report_totals t set reports = (select count(*) from bcr_reports r where (r.deactivated_at is not null) = t.deleted)');
  const load = seconds(start);
  log(`loaded ${counts.works} works, ${counts.conditions} conditions, ${counts.approvalWorks} approval works in ${load} s`);

  const indexStart = performance.now();
  // Sort each index in memory rather than in temporary files (the session's own setting).
  await connection.exec(`set maintenance_work_mem = '${connection.kind === 'pglite' ? '128MB' : '512MB'}'`);
  for (const index of indexes) await connection.exec(index.definition);
  for (const [table, column] of SERIAL_KEYS)
    await connection.exec(`select setval(pg_get_serial_sequence('${table}', '${column}'), coalesce((select max(${column}) from ${table}), 1))`);
  const indexSeconds = seconds(indexStart);
  log(`built ${indexes.length} indexes in ${indexSeconds} s`);
  const vacuumStart = performance.now();
  await connection.exec('vacuum analyze');
  // Write the load out now, not while the first query is measured.
  await connection.exec('checkpoint');
  const vacuum = seconds(vacuumStart);
  log(`vacuum analyze in ${vacuum} s`);
  return { counts, seconds: { load, indexes: indexSeconds, vacuum, total: seconds(start) } };
}

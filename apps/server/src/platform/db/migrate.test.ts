import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import { createKysely, type Db } from './kysely';
import { migrate, migrationStatus, SqlFileMigrationProvider } from './migrate';
import type { Database } from './pool';

let database: Database | undefined;
let db: Db | undefined;

async function freshDatabase(): Promise<{ pool: Database['pool']; db: Db }> {
  database = await openTestDatabase();
  db = createKysely(database.pool);
  return { pool: database.pool, db };
}

afterEach(async () => {
  await db?.destroy().catch(() => undefined);
  await database?.close().catch(() => undefined);
});

describe('migrations through the Migrator', () => {
  it('lists every .sql file as pending, applies them in order, then reports them applied', async () => {
    const fresh = await freshDatabase();
    const names = Object.keys(await new SqlFileMigrationProvider().getMigrations());
    expect(names.slice(0, 2)).toEqual(['0001_core', '0002_identity']);
    expect((await migrationStatus(fresh.db)).every((m) => m.executedAt === null)).toBe(true);

    expect(await migrate(fresh.db)).toEqual(names);
    const status = await migrationStatus(fresh.db);
    expect(status.map((m) => m.name)).toEqual(names);
    expect(status.every((m) => m.executedAt instanceof Date)).toBe(true);
    expect(await migrate(fresh.db)).toEqual([]);
  });

  it('adopts the history of a database migrated before the Migrator, without running anything twice', async () => {
    const fresh = await freshDatabase();
    const names = await migrate(fresh.db);
    // The earlier layout: a schema_migrations table of file names, and no Migrator tables.
    await fresh.pool.query('drop table kysely_migration; drop table kysely_migration_lock');
    await fresh.pool.query('create table schema_migrations (name text primary key, applied_at timestamptz not null default now())');
    for (const name of names) await fresh.pool.query('insert into schema_migrations (name) values ($1)', [`${name}.sql`]);

    expect(await migrate(fresh.db)).toEqual([]);
    expect((await migrationStatus(fresh.db)).filter((m) => m.executedAt === null)).toEqual([]);
    const legacy = await fresh.pool.query<{ exists: boolean }>("select to_regclass('schema_migrations') is not null as exists");
    expect(legacy.rows[0]?.exists).toBe(false);
  });
});

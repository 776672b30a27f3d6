import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Migrator, sql, type Kysely, type Migration, type MigrationInfo, type MigrationProvider } from 'kysely';
import type { Db } from './kysely';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** The table the first migrations were recorded in, before Kysely's Migrator took over. */
const LEGACY_TABLE = 'schema_migrations';
/** Any constant: serialises the one-time adoption when several processes start at once. */
const LEGACY_LOCK_KEY = 727_001;

/** The Migrator works on the database's tables, not the app's typed ones. */
const asUntyped = (db: Db) => db as unknown as Kysely<unknown>;

/** The migrations this server ships, by name (`NNNN_name`), in order. */
export function knownMigrationNames(directory = MIGRATIONS_DIR): string[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((file) => file.replace(/\.sql$/, ''));
}

/** Plain .sql files, named `NNNN_name.sql`, as Kysely migrations named `NNNN_name`. */
export class SqlFileMigrationProvider implements MigrationProvider {
  constructor(private readonly directory = MIGRATIONS_DIR) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const name of knownMigrationNames(this.directory)) {
      const text = readFileSync(path.join(this.directory, `${name}.sql`), 'utf8');
      migrations[name] = { up: async (db) => void (await sql.raw(text).execute(db)) };
    }
    return migrations;
  }
}

/**
 * Databases migrated before the Migrator kept their history in schema_migrations: copy it into the
 * Migrator's table once so those migrations are not run twice.
 */
async function adoptLegacyHistory(db: Kysely<unknown>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LEGACY_LOCK_KEY})`.execute(trx);
    const legacy = await sql<{ exists: boolean }>`select to_regclass(${LEGACY_TABLE}) is not null as exists`.execute(trx);
    if (legacy.rows[0]?.exists) await copyLegacyHistory(trx);
  });
}

async function copyLegacyHistory(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists kysely_migration (name varchar(255) not null primary key, timestamp varchar(255) not null)`.execute(db);
  await sql`insert into kysely_migration (name, timestamp)
            select replace(name, '.sql', ''), to_char(applied_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
            from schema_migrations on conflict do nothing`.execute(db);
  await sql`drop table schema_migrations`.execute(db);
}

function migrator(db: Kysely<unknown>): Migrator {
  return new Migrator({ db, provider: new SqlFileMigrationProvider() });
}

/**
 * Applies every pending migration, each in its own transaction, under the Migrator's lock (several
 * server processes may start at once). Returns the names applied by this call.
 */
export async function migrate(appDb: Db): Promise<string[]> {
  const db = asUntyped(appDb);
  await adoptLegacyHistory(db);
  const { error, results = [] } = await migrator(db).migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message}`, { cause: error });
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** Every known migration with the time it was applied, or null while pending. */
export async function migrationStatus(appDb: Db): Promise<Array<Pick<MigrationInfo, 'name'> & { executedAt: Date | null }>> {
  const db = asUntyped(appDb);
  await adoptLegacyHistory(db);
  const list = await migrator(db).getMigrations();
  return list.map((info) => ({ name: info.name, executedAt: info.executedAt ?? null }));
}

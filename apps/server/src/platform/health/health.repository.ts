import { sql } from 'kysely';
import type { Db } from '../db/kysely';

/** PostgreSQL's "undefined table": a database no server has migrated yet. */
const UNDEFINED_TABLE = '42P01';

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** The migrations recorded as applied (Kysely's Migrator table); none when nothing was ever migrated. */
export async function appliedMigrationNames(db: Db): Promise<Set<string>> {
  try {
    const result = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    return new Set(result.rows.map((row) => row.name));
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return new Set();
    throw error;
  }
}

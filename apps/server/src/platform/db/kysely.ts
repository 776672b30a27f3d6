import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { DB } from './schema';

export type Db = Kysely<DB>;

export function createKysely(pool: pg.Pool): Db {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { preparingPool } from './prepared-statements';
import type { DB } from './schema';

export type Db = Kysely<DB>;

/** Kysely over the pool; its parameterised statements prepared once per connection unless `prepare` is false. */
export function createKysely(pool: pg.Pool, options: { prepare?: boolean } = {}): Db {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: options.prepare === false ? pool : preparingPool(pool) }) });
}

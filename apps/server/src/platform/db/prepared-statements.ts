import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Most statements one connection keeps prepared. The server's statements are a few hundred fixed
 * texts; a text built per call (a multi-row insert of n rows) adds one per distinct n, so past the cap
 * new texts run unprepared instead of growing every connection's memory in PostgreSQL.
 */
export const MAX_PREPARED_PER_CONNECTION = 300;

/** Names already hashed, at most this many texts (the server's fixed texts fit many times over). */
const NAMES_KEPT = 2000;
const names = new Map<string, string>();

/**
 * A stable name for a statement's text (PostgreSQL names are at most 63 bytes). Remembered per text:
 * hashing the GET bcr statement's 3 KB text on every call was 2 % of the server's CPU under load.
 */
export function statementName(text: string): string {
  const known = names.get(text);
  if (known) return known;
  const name = `k_${createHash('sha1').update(text).digest('base64url')}`;
  // A full map starts over: texts built per call (a multi-row insert of n rows) cannot grow it unbounded.
  if (names.size >= NAMES_KEPT) names.clear();
  names.set(text, name);
  return name;
}

/**
 * Ends a statement that must be planned for its own values on every call, never prepared. PostgreSQL
 * switches a prepared statement to one generic plan after five calls; for a search whose selectivity
 * swings with its values (a company of 50,000 works or of 10, a name pattern matching most drillers or
 * one), that plan was a thousand times slower than the values' own (3.8 s against 2.5 ms at 1M works).
 */
export const PLANNED_PER_CALL = '/* planned per call */';

/** What to send for one statement: named (parsed and planned once per connection) or as it was. */
export function statementFor(prepared: Set<string>, text: string, values: readonly unknown[]): pg.QueryConfig {
  // Only statements with parameters: they already go through the extended protocol, which allows one
  // command a statement; parameter-less text may hold several (a migration file) and stays simple.
  if (values.length === 0) return { text };
  if (text.endsWith(PLANNED_PER_CALL)) return { text, values: [...values] };
  const name = statementName(text);
  if (!prepared.has(name)) {
    if (prepared.size >= MAX_PREPARED_PER_CONNECTION) return { text, values: [...values] };
    prepared.add(name);
  }
  return { name, text, values: [...values] };
}

/**
 * A statement as the server sends it, for pg's own pool (the bench's bare-SQL reference): the server's
 * rules for one connection that has prepared nothing yet (pg itself keeps what it has prepared).
 */
export function asPrepared(text: string, values: readonly unknown[]): pg.QueryConfig {
  return statementFor(new Set(), text, values);
}

/**
 * The pool Kysely uses, with every parameterised statement prepared once per connection. A GET bcr sends
 * five statements; unprepared, PostgreSQL parses and plans each on every call (1.5 ms of the database's
 * time for the report's one big query alone), prepared it only binds and runs them.
 *
 * PostgreSQL re-plans a prepared statement when a table it reads changes, so migrations stay safe. A
 * pooler in transaction mode (PgBouncer before 1.21) cannot carry prepared statements: DATABASE_PREPARE=false.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const prepared = new Set<string>();
    const query = (sqlOrCursor: string | Parameters<PostgresPoolClient['query']>[0], parameters?: readonly unknown[]) =>
      typeof sqlOrCursor === 'string'
        ? client.query(statementFor(prepared, sqlOrCursor, parameters ?? []))
        : (client.query as (cursor: unknown) => unknown)(sqlOrCursor);
    return { query, release: () => client.release() } as PostgresPoolClient;
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      let kyselyClient = wrapped.get(client);
      if (!kyselyClient) {
        kyselyClient = wrap(client);
        wrapped.set(client, kyselyClient);
      }
      return kyselyClient;
    },
    end: () => pool.end(),
  };
}

import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import { createKysely, type Db } from './kysely';
import type { Database } from './pool';
import { MAX_PREPARED_PER_CONNECTION, PLANNED_PER_CALL, statementFor, statementName } from './prepared-statements';

let database: Database | undefined;
let db: Db | undefined;

afterEach(async () => {
  await db?.destroy().catch(() => undefined);
  await database?.close().catch(() => undefined);
});

/** The statements the connection holds prepared in PostgreSQL, by their text. */
const preparedTexts = (conn: Db) =>
  sql<{ statement: string }>`select statement from pg_prepared_statements where name like 'k\\_%'`
    .execute(conn)
    .then((r) => r.rows.map((row) => row.statement));

describe('statements prepared once per connection', () => {
  it('prepares a parameterised statement on its first run and reuses it, with the same answers', async () => {
    database = await openTestDatabase();
    db = createKysely(database.pool);
    const text = 'select $1::int + 1 as next';
    await db.connection().execute(async (conn) => {
      const once = await sql<{ next: number }>`select ${41}::int + 1 as next`.execute(conn);
      const twice = await sql<{ next: number }>`select ${9}::int + 1 as next`.execute(conn);
      expect([once.rows[0]?.next, twice.rows[0]?.next]).toEqual([42, 10]);
      expect(await preparedTexts(conn)).toContain(text);
    });
  });

  it('leaves parameter-less text unprepared, so a migration file may hold several commands', async () => {
    database = await openTestDatabase();
    db = createKysely(database.pool);
    await db.connection().execute(async (conn) => {
      await sql.raw('create temporary table t (n int); insert into t values (1); insert into t values (2)').execute(conn);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from t where n > ${0}`.execute(conn);
      expect(rows[0]?.n).toBe(2);
      expect(await preparedTexts(conn)).toEqual(['select count(*)::int as n from t where n > $1']);
    });
  });

  it('plans a statement marked planned-per-call for its own values every time, never preparing it', async () => {
    database = await openTestDatabase();
    db = createKysely(database.pool);
    await db.connection().execute(async (conn) => {
      for (const n of [1, 2, 3, 4, 5, 6, 7]) {
        const { rows } = await sql<{ next: number }>`select ${n}::int + 1 as next ${sql.raw(PLANNED_PER_CALL)}`.execute(conn);
        expect(rows[0]?.next).toBe(n + 1);
      }
      expect(await preparedTexts(conn)).toEqual([]);
    });
    expect(statementFor(new Set(), `select $1 ${PLANNED_PER_CALL}`, [1]).name).toBeUndefined();
  });

  it('sends everything unprepared when told to (behind a transaction-mode pooler)', async () => {
    database = await openTestDatabase();
    db = createKysely(database.pool, { prepare: false });
    await db.connection().execute(async (conn) => {
      await sql`select ${1}::int as one`.execute(conn);
      expect(await preparedTexts(conn)).toEqual([]);
    });
  });

  it('stops naming new texts past the cap instead of growing without bound', () => {
    const prepared = new Set<string>();
    for (let i = 0; i < MAX_PREPARED_PER_CONNECTION; i++) expect(statementFor(prepared, `select $1 + ${i}`, [1]).name).toBeDefined();
    expect(statementFor(prepared, 'select $1 + 1000000', [1]).name).toBeUndefined();
    expect(statementFor(prepared, 'select $1 + 0', [1]).name).toBe(statementName('select $1 + 0'));
    expect(statementName('select $1 + 0').length).toBeLessThanOrEqual(63);
  });

  it('names a text the same way every time, remembered or not, and two texts apart', () => {
    const first = statementName('select $1 + 7');
    // Thousands of other texts in between: the remembered names start over, the name stays the text's.
    for (let i = 0; i < 5000; i++) statementName(`select $1 - ${i}`);
    expect(statementName('select $1 + 7')).toBe(first);
    expect(statementName('select $1 + 7')).toBe(first);
    expect(statementName('select $1 + 8')).not.toBe(first);
  });
});

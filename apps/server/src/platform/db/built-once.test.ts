import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import { builtOnce } from './built-once';
import { createKysely, type Db } from './kysely';
import type { Database } from './pool';

let database: Database | undefined;
let db: Db | undefined;

afterEach(async () => {
  await db?.destroy().catch(() => undefined);
  await database?.close().catch(() => undefined);
});

async function open(): Promise<Db> {
  database = await openTestDatabase();
  db = createKysely(database.pool);
  return db;
}

describe('a statement built once and filled per call', () => {
  it('answers each call with its own values, from the same text', async () => {
    const conn = await open();
    const sum = builtOnce((d: Db, a: number, b: number) => d.selectNoFrom((eb) => [sql<number>`${a}::int + ${b}::int + ${eb.lit(1)}`.as('total')]));
    const first = sum(conn, 1, 2);
    const second = sum(conn, 10, 20);
    expect(second.sql).toBe(first.sql);
    expect((await conn.executeQuery(first)).rows).toEqual([{ total: 4 }]);
    expect((await conn.executeQuery(second)).rows).toEqual([{ total: 31 }]);
  });

  it('refuses a build that lets a value choose the statement', async () => {
    const conn = await open();
    const shaped = builtOnce((d: Db, n: number) => (n > 5 ? d.selectNoFrom(sql<number>`${n}`.as('n')) : d.selectNoFrom(sql<number>`${n} + 1`.as('n'))));
    expect(() => shaped(conn, 9)).toThrow(/chooses the statement's shape/);
  });

  it('refuses a value that is not sent as one of the statement\'s values', async () => {
    const conn = await open();
    const unused = builtOnce((d: Db, _n: number) => d.selectNoFrom(sql<number>`1`.as('n')));
    expect(() => unused(conn, 3)).toThrow(/not one of its values/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import { readDeclaredTables, type DeclaredColumn } from './declared-tables';
import { createKysely, type Db } from './kysely';
import { migrate } from './migrate';
import type { Database } from './pool';

interface MigratedColumn {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  table_type: 'BASE TABLE' | 'VIEW';
  is_generated: 'ALWAYS' | 'NEVER';
}

let database: Database;
let db: Db;
let migrated: MigratedColumn[];
let declared: Map<string, DeclaredColumn[]>;

beforeAll(async () => {
  database = await openTestDatabase();
  db = createKysely(database.pool);
  await migrate(db);
  const result = await database.pool.query<MigratedColumn>(
    `select c.table_name, c.column_name, c.is_nullable, c.is_generated, t.table_type
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and c.table_name not like 'kysely_migration%'`,
  );
  migrated = result.rows;
  declared = readDeclaredTables();
}, 120_000);

afterAll(async () => {
  await db.destroy().catch(() => undefined);
  await database.close().catch(() => undefined);
});

const byTable = (rows: MigratedColumn[]) =>
  rows.reduce((map, row) => map.set(row.table_name, [...(map.get(row.table_name) ?? []), row]), new Map<string, MigratedColumn[]>());

describe('the table types match the migrated schema', () => {
  it('declares exactly the tables and views the migrations create', () => {
    expect([...declared.keys()].sort()).toEqual([...byTable(migrated).keys()].sort());
  });

  it('declares exactly the columns of each table', () => {
    for (const [table, columns] of byTable(migrated)) {
      expect({ table, columns: (declared.get(table) ?? []).map((c) => c.name).sort() }).toEqual({ table, columns: columns.map((c) => c.column_name).sort() });
    }
  });

  it('declares a column nullable exactly when the table allows null', () => {
    // Views and generated columns report nullable whatever their inputs: only stored, written columns
    // of base tables are compared.
    const mismatches = migrated
      .filter((c) => c.table_type === 'BASE TABLE' && c.is_generated === 'NEVER')
      .filter((c) => {
        const own = declared.get(c.table_name)?.find((column) => column.name === c.column_name);
        return own?.nullable !== 'any' && own?.nullable !== (c.is_nullable === 'YES');
      })
      .map((c) => `${c.table_name}.${c.column_name} is ${c.is_nullable === 'YES' ? 'nullable' : 'not null'} in the database`);
    expect(mismatches).toEqual([]);
  });
});

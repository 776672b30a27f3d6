import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** A column as the table types declare it: its name and whether a select can read null ('any' for JSON). */
export interface DeclaredColumn {
  name: string;
  nullable: boolean | 'any';
}

const SCHEMA_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schema.ts');

function selectType(checker: ts.TypeChecker, column: ts.Symbol, at: ts.Node): ts.Type {
  const type = checker.getTypeOfSymbolAtLocation(column, at);
  // Kysely's ColumnType<S, I, U> carries the select type in a phantom `__select__` property.
  const select = type.getProperty('__select__');
  return select ? checker.getTypeOfSymbolAtLocation(select, at) : type;
}

// `unknown` (JSON payloads) says nothing either way.
const OPAQUE = ts.TypeFlags.Unknown | ts.TypeFlags.Any;
const hasNull = (type: ts.Type) =>
  (type.flags & ts.TypeFlags.Null) !== 0 || (type.isUnion() && type.types.some((member) => (member.flags & ts.TypeFlags.Null) !== 0));
const canBeNull = (type: ts.Type): boolean | 'any' => ((type.flags & OPAQUE) !== 0 ? 'any' : hasNull(type));

/**
 * Reads the `DB` interface of schema.ts with the TypeScript compiler: table name -> declared columns.
 * Used by the test that compares the table types with the migrated database.
 */
export function readDeclaredTables(): Map<string, DeclaredColumn[]> {
  const program = ts.createProgram([SCHEMA_FILE], { strict: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_FILE);
  const db = source?.statements.find((node): node is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(node) && node.name.text === 'DB');
  if (!db) throw new Error('schema.ts declares no DB interface');
  const tables = new Map<string, DeclaredColumn[]>();
  for (const table of checker.getTypeAtLocation(db).getProperties()) {
    const columns = checker.getTypeOfSymbolAtLocation(table, db).getProperties();
    tables.set(table.name, columns.map((column) => ({ name: column.name, nullable: canBeNull(selectType(checker, column, db)) })));
  }
  return tables;
}

import { CompiledQuery } from 'kysely';

/**
 * A statement's text and its parameters, built together: each value becomes the next `$n`. For the hot
 * statements whose shape varies (a BCR save, a map layer query), written as text rather than through
 * Kysely's builder and sql templates: building, freezing and compiling those nodes on every request cost
 * 7 % of a save's CPU and 15 % of a map query's, for a text that is the same for every request of the
 * same shape (so PostgreSQL's prepared statement is reused just the same). Only values go in as
 * parameters; names come from our own table maps and are quoted.
 */
export class StatementText {
  readonly parameters: unknown[] = [];

  value(v: unknown): string {
    this.parameters.push(v);
    return `$${this.parameters.length}`;
  }

  /** The statement, ready for `db.executeQuery`. */
  compiled<R>(text: string): CompiledQuery<R> {
    return CompiledQuery.raw(text, this.parameters) as CompiledQuery<R>;
  }
}

/** A quoted identifier (a table or column name of ours, quoted as PostgreSQL quotes any name). */
export const quotedName = (identifier: string): string => `"${identifier.replaceAll('"', '""')}"`;

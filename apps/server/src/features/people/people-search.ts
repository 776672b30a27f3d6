import type { Expression, ExpressionBuilder, ReferenceExpression, SqlBool } from 'kysely';
import type { DB } from '../../platform/db/schema';

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Searches return at most this many rows: enough for a person to scan, bounded for the server. */
export const SEARCH_LIMIT = 500;

/** A search box and the column it looks in. */
export type SearchBox<TB extends keyof DB> = readonly [column: ReferenceExpression<DB, TB>, text: string | undefined];

/** Each filled box keeps the rows whose column holds its text, in any letter case; empty boxes keep all. */
export function containingEach<TB extends keyof DB>(boxes: readonly SearchBox<TB>[]) {
  return (eb: ExpressionBuilder<DB, TB>): Expression<SqlBool> =>
    eb.and(boxes.flatMap(([column, text]) => (text ? [eb(column, 'ilike', containsPattern(text))] : [])));
}

import { toUnits } from '../common/decimal';
import { error, type Issue } from '../common/issue';
import { BCR_MESSAGES } from './messages';
import { RULE_MESSAGES } from './rule-messages';
import type { RowEntry } from './rows';

type Num = number | null | undefined;
const has = (v: Num): v is number => typeof v === 'number';

export interface DepthChainOptions {
  /** Path prefix, e.g. 'lithology'. */
  section: string;
  fromKey: string;
  toKey: string;
  /** Which label pair the messages use. */
  labels: 'from' | 'depth';
  /** equal: from equals previous to; notBelow: from at least previous to; none: free. */
  continuity: 'equal' | 'notBelow' | 'none';
  /** The next row bounds this row's to: by its to (strictly less) or its from (not above). */
  next?: 'lessThanNextTo' | 'notAboveNextFrom';
  /** The last row's to must not exceed this depth. */
  maxLast?: { depth: Num; name: string };
  requireFrom?: boolean;
  requireTo?: boolean;
}

export interface DepthRow {
  /** The row's index in the form's array (deleted rows included). */
  index: number;
  from: Num;
  to: Num;
}

/**
 * The from/to chain of a table measured down to the completed depth (casing/liner, annulus fill):
 * contiguous rows for drillers, free from-depths for the regulator. Rows carry their form index.
 */
export function completedDepthChainIssues(
  section: string,
  rows: readonly RowEntry<{ from: Num; to: Num }>[],
  completedDepth: Num,
  relaxed: boolean,
): Issue[] {
  return depthChainIssues(
    rows.map(({ row, index }) => ({ index, from: row.from, to: row.to })),
    {
      section,
      fromKey: 'from',
      toKey: 'to',
      labels: 'from',
      continuity: relaxed ? 'none' : 'equal',
      maxLast: { depth: completedDepth, name: 'Completed Depth' },
    },
  );
}

type Neighbours = { prev: DepthRow | undefined; next: DepthRow | undefined };

/** The "From" of a row: required, then chained to the previous row's "To". */
function fromIssue(row: DepthRow, prev: DepthRow | undefined, o: DepthChainOptions): string | null {
  if (!has(row.from)) return o.requireFrom === false ? null : BCR_MESSAGES.required;
  if (!prev || !has(prev.to)) return null;
  if (o.continuity === 'equal' && toUnits(row.from) !== toUnits(prev.to)) {
    return o.labels === 'depth' ? BCR_MESSAGES.depthFromEqualsPreviousDepthTo : BCR_MESSAGES.fromEqualsPreviousTo;
  }
  return o.continuity === 'notBelow' && toUnits(row.from) < toUnits(prev.to) ? RULE_MESSAGES.fromNotBelowPreviousTo : null;
}

/** The "To" bounded by the next row (its "To" or its "From"), or the last row's by the maximum depth. */
function boundIssue(to: number, { next }: Neighbours, o: DepthChainOptions): string | null {
  if (next && o.next === 'lessThanNextTo' && has(next.to) && toUnits(to) >= toUnits(next.to)) {
    return o.labels === 'depth' ? RULE_MESSAGES.depthToLessThanNextDepthTo : RULE_MESSAGES.toLessThanNextTo;
  }
  if (next && o.next === 'notAboveNextFrom' && has(next.from) && toUnits(to) > toUnits(next.from)) return RULE_MESSAGES.toNotAboveNextFrom;
  if (!next && o.maxLast && has(o.maxLast.depth) && toUnits(to) > toUnits(o.maxLast.depth)) {
    return RULE_MESSAGES.notAboveDepth(o.labels === 'depth' ? '"Depth To"' : '"To"', o.maxLast.name);
  }
  return null;
}

/** The "To" of a row: required, greater than its "From", then bounded. */
function toIssue(row: DepthRow, around: Neighbours, o: DepthChainOptions): string | null {
  if (!has(row.to)) return o.requireTo === false ? null : BCR_MESSAGES.required;
  if (has(row.from) && toUnits(row.to) <= toUnits(row.from)) {
    return o.labels === 'depth' ? BCR_MESSAGES.depthToGreaterThanDepthFrom : BCR_MESSAGES.toGreaterThanFrom;
  }
  return boundIssue(row.to, around, o);
}

/** The general section rules of spec 2 section 5, shared by every depth table. */
export function depthChainIssues(rows: readonly DepthRow[], o: DepthChainOptions): Issue[] {
  return rows.flatMap((row, i) => {
    const around = { prev: rows[i - 1], next: rows[i + 1] };
    const from = fromIssue(row, around.prev, o);
    const to = toIssue(row, around, o);
    return [
      ...(from ? [error(`${o.section}.${row.index}.${o.fromKey}`, from)] : []),
      ...(to ? [error(`${o.section}.${row.index}.${o.toKey}`, to)] : []),
    ];
  });
}

/** Required-field check shared by the section rules: one 'Required' per blank field. */
export function requiredIssues(prefix: string, row: object, keys: readonly string[]): Issue[] {
  const issues: Issue[] = [];
  const record = row as Record<string, unknown>;
  for (const key of keys) {
    const v = record[key];
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) {
      issues.push(error(`${prefix}.${key}`, BCR_MESSAGES.required));
    }
  }
  return issues;
}

/** Quantity and unit come together. */
export function pairIssue(path: string, a: unknown, b: unknown, message: string): Issue[] {
  const blank = (v: unknown) => v === null || v === undefined || v === '';
  return blank(a) !== blank(b) ? [error(path, message)] : [];
}

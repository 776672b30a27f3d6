import { error, type Issue } from '../common/issue';
import { BCR_MESSAGES } from './messages';
import { RULE_MESSAGES } from './rule-messages';

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
  index: number;
  from: Num;
  to: Num;
}

/**
 * The from/to chain of a table measured down to the completed depth (casing/liner, annulus fill):
 * contiguous rows for drillers, free from-depths for the regulator.
 */
export function completedDepthChainIssues(
  section: string,
  rows: readonly { from: Num; to: Num }[],
  completedDepth: Num,
  relaxed: boolean,
): Issue[] {
  return depthChainIssues(
    rows.map((r, index) => ({ index, from: r.from, to: r.to })),
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

/** The general section rules of spec 2 section 5, shared by every depth table. */
export function depthChainIssues(rows: readonly DepthRow[], o: DepthChainOptions): Issue[] {
  const issues: Issue[] = [];
  const toLabel = o.labels === 'depth' ? '"Depth To"' : '"To"';
  rows.forEach((row, i) => {
    const fromPath = `${o.section}.${row.index}.${o.fromKey}`;
    const toPath = `${o.section}.${row.index}.${o.toKey}`;
    const prev = rows[i - 1];
    const next = rows[i + 1];
    if (!has(row.from)) {
      if (o.requireFrom !== false) issues.push(error(fromPath, BCR_MESSAGES.required));
    } else if (prev && has(prev.to)) {
      if (o.continuity === 'equal' && row.from !== prev.to) {
        const msg = o.labels === 'depth' ? BCR_MESSAGES.depthFromEqualsPreviousDepthTo : BCR_MESSAGES.fromEqualsPreviousTo;
        issues.push(error(fromPath, msg));
      } else if (o.continuity === 'notBelow' && row.from < prev.to) {
        issues.push(error(fromPath, RULE_MESSAGES.fromNotBelowPreviousTo));
      }
    }
    if (!has(row.to)) {
      if (o.requireTo !== false) issues.push(error(toPath, BCR_MESSAGES.required));
      return;
    }
    if (has(row.from) && row.to <= row.from) {
      const msg = o.labels === 'depth' ? BCR_MESSAGES.depthToGreaterThanDepthFrom : BCR_MESSAGES.toGreaterThanFrom;
      issues.push(error(toPath, msg));
    } else if (next && o.next === 'lessThanNextTo' && has(next.to) && row.to >= next.to) {
      const msg = o.labels === 'depth' ? RULE_MESSAGES.depthToLessThanNextDepthTo : RULE_MESSAGES.toLessThanNextTo;
      issues.push(error(toPath, msg));
    } else if (next && o.next === 'notAboveNextFrom' && has(next.from) && row.to > next.from) {
      issues.push(error(toPath, RULE_MESSAGES.toNotAboveNextFrom));
    } else if (!next && o.maxLast && has(o.maxLast.depth) && row.to > o.maxLast.depth) {
      issues.push(error(toPath, RULE_MESSAGES.notAboveDepth(toLabel, o.maxLast.name)));
    }
  });
  return issues;
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

import { error, type Issue } from '../../../common/issue';
import { isRegulator, type BcrContext } from '../../context';
import { requiredIssues } from '../../depth-chain';
import { DIGIT_LIMITS } from '../../digit-limits';
import { BCR_MESSAGES } from '../../messages';
import { digitLimitIssue } from '../../numeric';
import { RULE_MESSAGES } from '../../rule-messages';
import { activeEntries, type RowEntry } from '../../rows';
import { BORE_SHAPE, EXCAVATION_OR_LINING } from './excavation.constants';
import type { ExcavationRow } from './excavation.schema';

const P = 'excavationDetails';
const { excavation, lining } = EXCAVATION_OR_LINING;

function requiredFor(row: ExcavationRow): string[] {
  const keys = ['excavationOrLining', 'boreShapeType', 'from', 'to'];
  if (row.boreShapeType === BORE_SHAPE.rectangular) keys.push('length', 'width');
  if (row.boreShapeType === BORE_SHAPE.round) keys.push('diameter');
  if (row.excavationOrLining === excavation) keys.push('drillingMethod');
  if (row.excavationOrLining === lining) keys.push('material');
  return keys;
}

/** A lining must be narrower than the excavation section its "From" lies in. */
function liningTooWide(row: ExcavationRow, host: ExcavationRow): boolean {
  if (row.boreShapeType === BORE_SHAPE.round) return row.diameter !== null && host.diameter !== null && row.diameter >= host.diameter;
  const longer = row.length !== null && host.length !== null && row.length >= host.length;
  const wider = row.width !== null && host.width !== null && row.width >= host.width;
  return longer || wider;
}

type Entry = RowEntry<ExcavationRow>;
const known = (v: number | null): v is number => v !== null;

/** A lining's "From" lies within the previous lining; its "To" goes beyond it and not past the completed depth. */
function liningDepthIssues(row: ExcavationRow, prev: ExcavationRow | undefined, completedDepth: number | null): [string, string][] {
  const found: [string, string][] = [];
  const { from, to } = row;
  if (prev && known(from) && known(prev.from) && known(prev.to) && (from < prev.from || from > prev.to)) {
    found.push(['from', RULE_MESSAGES.liningFromWithinPrevious]);
  }
  if (prev && known(to) && known(prev.to) && to <= prev.to) found.push(['to', RULE_MESSAGES.liningToBeyondPrevious]);
  if (known(to) && known(completedDepth) && to > completedDepth) {
    found.push(['to', RULE_MESSAGES.notAboveDepth('"To"', 'Completed Depth')]);
  }
  return found;
}

/** The excavation section a lining's "From" lies in. */
function hostOf(row: ExcavationRow, active: readonly Entry[]): ExcavationRow | undefined {
  const from = row.from;
  if (from === null) return undefined;
  return active
    .map((e) => e.row)
    .find((r) => r.excavationOrLining === excavation && known(r.from) && known(r.to) && from >= r.from && from < r.to);
}

/**
 * The lining row a lining follows: the previous row of its own kind, as its From is filled from (spec 2
 * section 4). The excavation row above it is not: its "To" is the excavated depth, at or below the
 * completed depth, so a lining that had to pass it could never end within the completed depth.
 */
function previousLining(active: readonly Entry[], i: number): ExcavationRow | undefined {
  return active
    .slice(0, i)
    .map((e) => e.row)
    .filter((r) => r.excavationOrLining === lining)
    .pop();
}

function liningIssues(entry: Entry, i: number, active: readonly Entry[], completedDepth: number | null): Issue[] {
  const { row, index } = entry;
  const digits = (['from', 'to'] as const).flatMap((key): [string, string][] => {
    const v = row[key];
    const msg = v === null ? null : digitLimitIssue(v, DIGIT_LIMITS.excavation.liningDepth);
    return msg ? [[key, msg]] : [];
  });
  const found = [...digits, ...liningDepthIssues(row, previousLining(active, i), completedDepth)];
  const host = hostOf(row, active);
  if (host && liningTooWide(row, host)) found.push(['diameter', RULE_MESSAGES.liningSmallerThanExcavation]);
  return found.map(([key, message]) => error(`${P}.${index}.${key}`, message));
}

/** An excavation row follows the previous excavation row: same "From" as its "To", no wider (round). */
function excavationRowIssues(entry: Entry, i: number, active: readonly Entry[], ctx: BcrContext): Issue[] {
  const { row, index } = entry;
  const prevSame = active
    .slice(0, i)
    .map((e) => e.row)
    .filter((r) => r.excavationOrLining === excavation)
    .pop();
  const issues: Issue[] = [];
  if (!isRegulator(ctx) && prevSame && known(prevSame.to) && known(row.from) && row.from !== prevSame.to) {
    issues.push(error(`${P}.${index}.from`, BCR_MESSAGES.fromEqualsPreviousTo));
  }
  const prevDiameter = prevSame?.diameter ?? null;
  if (row.boreShapeType === BORE_SHAPE.round && known(row.diameter) && known(prevDiameter) && row.diameter > prevDiameter) {
    issues.push(error(`${P}.${index}.diameter`, RULE_MESSAGES.diameterNotAbovePrevious));
  }
  return issues;
}

/** Rules every row shares: required fields, one bore shape for the table, "To" below "From". */
function commonRowIssues({ row, index }: Entry, i: number, firstShape: number | null): Issue[] {
  const issues = requiredIssues(`${P}.${index}`, row, requiredFor(row));
  if (i > 0 && row.boreShapeType !== null && firstShape !== null && row.boreShapeType !== firstShape) {
    issues.push(error(`${P}.${index}.boreShapeType`, BCR_MESSAGES.boreShapeChange));
  }
  if (known(row.from) && known(row.to) && row.to <= row.from) {
    issues.push(error(`${P}.${index}.to`, BCR_MESSAGES.toGreaterThanFrom));
  }
  return issues;
}

/** Excavation details (spec 2 section 5 "Excavation"). */
export function excavationIssues(rows: readonly ExcavationRow[], completedDepth: number | null, ctx: BcrContext): Issue[] {
  const active = activeEntries(rows);
  const firstShape = active[0]?.row.boreShapeType ?? null;
  return active.flatMap((entry, i) => [
    ...commonRowIssues(entry, i, firstShape),
    ...(entry.row.excavationOrLining === lining
      ? liningIssues(entry, i, active, completedDepth)
      : excavationRowIssues(entry, i, active, ctx)),
  ]);
}

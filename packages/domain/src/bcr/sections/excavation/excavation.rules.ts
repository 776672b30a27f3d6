import { error, type Issue } from '../../../common/issue';
import { isRegulator, type BcrContext } from '../../context';
import { requiredIssues } from '../../depth-chain';
import { DIGIT_LIMITS } from '../../digit-limits';
import { BCR_MESSAGES } from '../../messages';
import { digitLimitIssue } from '../../numeric';
import { RULE_MESSAGES } from '../../rule-messages';
import { activeRows } from '../../rows';
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

function liningIssues(row: ExcavationRow, i: number, active: readonly ExcavationRow[], completedDepth: number | null): Issue[] {
  const issues: Issue[] = [];
  const prev = active[i - 1];
  for (const key of ['from', 'to'] as const) {
    const v = row[key];
    const msg = v === null ? null : digitLimitIssue(v, DIGIT_LIMITS.excavation.liningDepth);
    if (msg) issues.push(error(`${P}.${i}.${key}`, msg));
  }
  if (prev && row.from !== null && prev.from !== null && prev.to !== null && (row.from < prev.from || row.from > prev.to)) {
    issues.push(error(`${P}.${i}.from`, RULE_MESSAGES.liningFromWithinPrevious));
  }
  if (prev && row.to !== null && prev.to !== null && row.to <= prev.to) {
    issues.push(error(`${P}.${i}.to`, RULE_MESSAGES.liningToBeyondPrevious));
  }
  if (row.to !== null && completedDepth !== null && row.to > completedDepth) {
    issues.push(error(`${P}.${i}.to`, RULE_MESSAGES.notAboveDepth('"To"', 'Completed Depth')));
  }
  const host = active.find(
    (r) => r.excavationOrLining === excavation && r.from !== null && r.to !== null && row.from !== null && row.from >= r.from && row.from < r.to,
  );
  if (host && liningTooWide(row, host)) issues.push(error(`${P}.${i}.diameter`, RULE_MESSAGES.liningSmallerThanExcavation));
  return issues;
}

/** Excavation details (spec 2 section 5 "Excavation"). */
export function excavationIssues(rows: readonly ExcavationRow[], completedDepth: number | null, ctx: BcrContext): Issue[] {
  const active = activeRows(rows);
  const firstShape = active[0]?.boreShapeType ?? null;
  const issues: Issue[] = [];
  active.forEach((row, i) => {
    issues.push(...requiredIssues(`${P}.${i}`, row, requiredFor(row)));
    if (i > 0 && row.boreShapeType !== null && firstShape !== null && row.boreShapeType !== firstShape) {
      issues.push(error(`${P}.${i}.boreShapeType`, BCR_MESSAGES.boreShapeChange));
    }
    if (row.from !== null && row.to !== null && row.to <= row.from) {
      issues.push(error(`${P}.${i}.to`, BCR_MESSAGES.toGreaterThanFrom));
    }
    if (row.excavationOrLining === lining) {
      issues.push(...liningIssues(row, i, active, completedDepth));
      return;
    }
    const prevSame = active.slice(0, i).filter((r) => r.excavationOrLining === excavation).pop();
    if (!isRegulator(ctx) && prevSame && prevSame.to !== null && row.from !== null && row.from !== prevSame.to) {
      issues.push(error(`${P}.${i}.from`, BCR_MESSAGES.fromEqualsPreviousTo));
    }
    const prevDiameter = prevSame?.diameter ?? null;
    if (row.boreShapeType === BORE_SHAPE.round && row.diameter !== null && prevDiameter !== null && row.diameter > prevDiameter) {
      issues.push(error(`${P}.${i}.diameter`, RULE_MESSAGES.diameterNotAbovePrevious));
    }
  });
  return issues;
}

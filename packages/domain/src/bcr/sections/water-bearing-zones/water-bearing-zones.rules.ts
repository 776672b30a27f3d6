import { error, type Issue } from '../../../common/issue';
import { cumulativeYields, sieveModalGrain, thickness } from '../../calculations';
import { isRegulator, type BcrContext } from '../../context';
import { depthChainIssues, pairIssue, requiredIssues } from '../../depth-chain';
import { RULE_MESSAGES } from '../../rule-messages';
import { activeEntries, activeRows } from '../../rows';
import type { WaterBearingZoneRow } from './water-bearing-zones.schema';

const P = 'waterBearingZones';

/** Recomputes thickness, cumulative yield and the sieve-analysis clearing for every active row. */
export function withWaterBearingZoneCalculations(rows: readonly WaterBearingZoneRow[]): WaterBearingZoneRow[] {
  const active = activeRows(rows);
  const cumulative = cumulativeYields(active.map((r) => r.estimatedIndividualYield));
  return active.map((r, i) => ({
    ...r,
    thickness: thickness(r.from, r.to),
    estimatedCumulativeYield: cumulative[i] ?? null,
    seiveAnalysisModalGrain: sieveModalGrain(r.seiveAnalysisOnStrata, r.seiveAnalysisModalGrain),
  }));
}

/** Water bearing zones (spec 2 section 5). */
export function waterBearingZoneIssues(rows: readonly WaterBearingZoneRow[], completedDepth: number | null, ctx: BcrContext): Issue[] {
  const relaxed = isRegulator(ctx);
  const active = activeEntries(rows);
  const issues = depthChainIssues(
    active.map(({ row, index }) => ({ index, from: row.from, to: row.to })),
    {
      section: P,
      fromKey: 'from',
      toKey: 'to',
      labels: 'from',
      continuity: relaxed ? 'none' : 'notBelow',
      next: relaxed ? undefined : 'notAboveNextFrom',
      maxLast: { depth: completedDepth, name: 'Completed Depth' },
    },
  );
  active.forEach(({ row, index }) => {
    const prefix = `${P}.${index}`;
    if (row.thickness === null && thickness(row.from, row.to) === null) {
      issues.push(...requiredIssues(prefix, row, ['thickness']));
    }
    issues.push(...pairIssue(`${prefix}.fluidLossTo`, row.fluidLossFrom, row.fluidLossTo, RULE_MESSAGES.fluidLossPair));
    if (row.fluidLossFrom !== null && row.fluidLossTo !== null && row.fluidLossTo <= row.fluidLossFrom) {
      issues.push(error(`${prefix}.fluidLossTo`, RULE_MESSAGES.fluidLossOrder));
    }
  });
  return issues;
}

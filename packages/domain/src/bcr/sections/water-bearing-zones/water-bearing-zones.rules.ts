import { error, type Issue } from '../../../common/issue';
import { cumulativeYields, sieveModalGrain, thickness } from '../../calculations';
import { isRegulator, type BcrContext } from '../../context';
import { depthChainIssues, pairIssue, requiredIssues } from '../../depth-chain';
import { RULE_MESSAGES } from '../../rule-messages';
import { activeEntries } from '../../rows';
import type { WaterBearingZoneRow } from './water-bearing-zones.schema';

const P = 'waterBearingZones';

/**
 * Recomputes thickness, cumulative yield and the sieve-analysis clearing for every active row. Deleted
 * rows stay where they are, unchanged, so the form's row indexes (and the paths naming them) hold.
 */
export function withWaterBearingZoneCalculations(rows: readonly WaterBearingZoneRow[]): WaterBearingZoneRow[] {
  const active = activeEntries(rows);
  const cumulative = cumulativeYields(active.map((e) => e.row.estimatedIndividualYield));
  const byIndex = new Map(active.map((e, position) => [e.index, cumulative[position] ?? null]));
  return rows.map((r, index) =>
    byIndex.has(index)
      ? {
          ...r,
          thickness: thickness(r.from, r.to),
          estimatedCumulativeYield: byIndex.get(index) ?? null,
          seiveAnalysisModalGrain: sieveModalGrain(r.seiveAnalysisOnStrata, r.seiveAnalysisModalGrain),
        }
      : r,
  );
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

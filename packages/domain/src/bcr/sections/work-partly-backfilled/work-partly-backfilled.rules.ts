import { error, type Issue } from '../../../common/issue';
import { ROW_STATUS } from '../../codes';
import { isDrillerRole, type BcrContext } from '../../context';
import { depthChainIssues, requiredIssues } from '../../depth-chain';
import { BCR_MESSAGES } from '../../messages';
import { activeEntries, hasSavedRows } from '../../rows';
import type { BackfillRow, WorkPartlyBackfilled } from './work-partly-backfilled.schema';

const P = 'workPartlyBackfilled';

/** Active when drilled depth exceeds completed depth, or once saved rows exist; isWorkPartlyBackfilled follows. */
export function workPartlyBackfilledActive(
  completedDepth: number | null,
  drilledDepth: number | null,
  rows: readonly BackfillRow[],
): boolean {
  const deeper = completedDepth !== null && drilledDepth !== null && drilledDepth > completedDepth;
  return deeper || hasSavedRows(rows);
}

/** The first row spans completed depth to drilled depth. */
export function firstBackfillRow(completedDepth: number | null, drilledDepth: number | null): BackfillRow {
  return { status: ROW_STATUS.new, fillType: null, fromDepth: completedDepth, toDepth: drilledDepth };
}

/** Work partly backfilled / abandoned (spec 2 section 5). */
export function workPartlyBackfilledIssues(
  wpb: WorkPartlyBackfilled,
  drilledDepth: number | null,
  sumpInstalledTo: number | null,
  ctx: BcrContext,
): Issue[] {
  const active = activeEntries(wpb.rows);
  const prefix = `${P}.rows`;
  const issues = depthChainIssues(
    active.map(({ row, index }) => ({ index, from: row.fromDepth, to: row.toDepth })),
    {
      section: prefix,
      fromKey: 'fromDepth',
      toKey: 'toDepth',
      labels: 'depth',
      // The spec links the depths for non-driller roles; drillers type them freely.
      continuity: isDrillerRole(ctx) ? 'none' : 'equal',
      maxLast: { depth: drilledDepth, name: 'Drilled Depth' },
    },
  );
  active.forEach(({ row, index }) => issues.push(...requiredIssues(`${prefix}.${index}`, row, ['fillType'])));
  const last = active[active.length - 1];
  if (last && last.row.toDepth !== null && sumpInstalledTo !== null && last.row.toDepth < sumpInstalledTo) {
    issues.push(error(`${prefix}.${last.index}.toDepth`, BCR_MESSAGES.backfillBelowSump));
  }
  return issues;
}

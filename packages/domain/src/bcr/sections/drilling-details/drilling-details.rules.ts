import { error, type Issue } from '../../../common/issue';
import { ROLE, type RoleId } from '../../../auth/roles';
import { ROW_STATUS } from '../../codes';
import { isRegulator, type BcrContext } from '../../context';
import { depthChainIssues, requiredIssues } from '../../depth-chain';
import { defaultFromDepth } from '../../from-depth';
import { RULE_MESSAGES } from '../../rule-messages';
import { activeEntries, activeRows } from '../../rows';
import type { DrillingDetailsRow } from './drilling-details.schema';

const P = 'drillingDetails';

/** Drilled depth: the deepest "To" of the drilling details. */
export function drilledDepth(rows: readonly DrillingDetailsRow[]): number | null {
  let max: number | null = null;
  for (const r of activeRows(rows)) if (r.to !== null && (max === null || r.to > max)) max = r.to;
  return max;
}

/** A new row: from the previous "To", and for drilling details also its diameter and method. */
export function newDrillingDetailsRow(previous: DrillingDetailsRow | undefined, roleId: RoleId): DrillingDetailsRow {
  const copy = roleId !== ROLE.regulator && previous !== undefined;
  return {
    status: ROW_STATUS.new,
    from: defaultFromDepth(roleId, previous?.to, previous === undefined),
    to: null,
    diameter: copy ? previous.diameter : null,
    drillingMethodId: copy ? previous.drillingMethodId : null,
    penetrationRate: null,
    fluidLoss: 0,
  };
}

/** Drilling details (spec 2 section 5). Relaxed for the regulator: free from-depths, method optional. */
export function drillingDetailsIssues(rows: readonly DrillingDetailsRow[], ctx: BcrContext): Issue[] {
  const relaxed = isRegulator(ctx);
  const active = activeEntries(rows);
  const issues = depthChainIssues(
    active.map(({ row, index }) => ({ index, from: row.from, to: row.to })),
    { section: P, fromKey: 'from', toKey: 'to', labels: 'from', continuity: relaxed ? 'none' : 'equal', next: 'lessThanNextTo' },
  );
  active.forEach(({ row, index }, i) => {
    issues.push(...requiredIssues(`${P}.${index}`, row, relaxed ? ['diameter'] : ['diameter', 'drillingMethodId']));
    const previous = active[i - 1]?.row.diameter;
    if (row.diameter !== null && previous !== null && previous !== undefined && row.diameter > previous) {
      issues.push(error(`${P}.${index}.diameter`, RULE_MESSAGES.diameterNotAbovePrevious));
    }
  });
  return issues;
}

import { toUnits } from '../../../common/decimal';
import { error, type Issue } from '../../../common/issue';
import { YES_NO } from '../../codes';
import { isRegulator, type BcrContext } from '../../context';
import { completedDepthChainIssues, requiredIssues } from '../../depth-chain';
import { RULE_MESSAGES } from '../../rule-messages';
import { activeEntries } from '../../rows';
import type { CasingLinerRow } from './casing-liner.schema';

const P = 'casingLiner';

/**
 * Casing / liner rows: the spec lists the table but no rule of its own, so it takes the general
 * section rules plus the water entry design's diameter rules (docs/decisions.md).
 */
export function casingLinerIssues(rows: readonly CasingLinerRow[], completedDepth: number | null, ctx: BcrContext): Issue[] {
  const relaxed = isRegulator(ctx);
  const active = activeEntries(rows);
  const issues = completedDepthChainIssues(P, active, completedDepth, relaxed);
  active.forEach(({ row, index }) => {
    const prefix = `${P}.${index}`;
    const keys = relaxed ? ['material'] : ['material', 'odmm', 'wallThickness', 'idmm', 'methodFixing'];
    if (row.centralisersInstalled === YES_NO.yes) keys.push('centraliserSpacing');
    issues.push(...requiredIssues(prefix, row, keys));
    if (row.odmm !== null && row.wallThickness !== null && toUnits(row.odmm) <= 2 * toUnits(row.wallThickness)) {
      issues.push(error(`${prefix}.odmm`, RULE_MESSAGES.odTwiceWall));
    }
    if (row.odmm !== null && row.idmm !== null && toUnits(row.idmm) >= toUnits(row.odmm)) issues.push(error(`${prefix}.idmm`, RULE_MESSAGES.idBelowOd));
  });
  return issues;
}

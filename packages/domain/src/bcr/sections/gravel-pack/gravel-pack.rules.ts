import { isAtLeastApart } from '../../../common/decimal';
import { error, type Issue } from '../../../common/issue';
import { ROLE, type RoleId } from '../../../auth/roles';
import { BCR_LIMITS } from '../../codes';
import { isRegulator, type BcrContext } from '../../context';
import { depthChainIssues, pairIssue, requiredIssues } from '../../depth-chain';
import { BCR_MESSAGES } from '../../messages';
import { RULE_MESSAGES } from '../../rule-messages';
import { activeEntries } from '../../rows';
import { BENTONITE_GROUT_SEAL, GRAVEL_GRADES, GRAVEL_NONE_OPTION, GRAVEL_TYPES } from './gravel-pack.constants';
import type { GravelPackRow } from './gravel-pack.schema';

const P = 'gravelPack';

/** A row is a seal unless bentoniteGroutSealId is 2, 0 or blank. */
export function isSealRow(row: Pick<GravelPackRow, 'bentoniteGroutSealId'>): boolean {
  const id = row.bentoniteGroutSealId;
  return id !== null && id !== 0 && id !== BENTONITE_GROUT_SEAL.gravel;
}

/** Only the regulator may pick None for gravel type and grade. */
export function gravelOptions(roleId: RoleId): { types: { id: number; name: string }[]; grades: { id: number; name: string }[] } {
  const none = roleId === ROLE.regulator ? [GRAVEL_NONE_OPTION] : [];
  return { types: [...GRAVEL_TYPES, ...none], grades: [...GRAVEL_GRADES, ...none] };
}

/** Gravel pack (spec 2 section 5): contiguous depths, type and grade for gravel rows, 30 mm grain gap. */
export function gravelPackIssues(rows: readonly GravelPackRow[], ctx: BcrContext): Issue[] {
  const relaxed = isRegulator(ctx);
  const active = activeEntries(rows);
  const issues = depthChainIssues(
    active.map(({ row, index }) => ({ index, from: row.depthFrom, to: row.depthTo })),
    { section: P, fromKey: 'depthFrom', toKey: 'depthTo', labels: 'depth', continuity: relaxed ? 'none' : 'equal' },
  );
  active.forEach(({ row, index }) => {
    const prefix = `${P}.${index}`;
    const seal = isSealRow(row);
    if (!seal && !relaxed) issues.push(...requiredIssues(prefix, row, ['gravelTypeId', 'gravelGradeId']));
    const { grainSizeFrom: gFrom, grainSizeTo: gTo } = row;
    // Judged in hundredths of a millimetre: 2.3 and 32.3 mm are exactly 30 mm apart (issue 12).
    if (!seal && gFrom !== null && gTo !== null && !isAtLeastApart(gFrom, gTo, BCR_LIMITS.grainSizeGapMm)) {
      issues.push(error(`${prefix}.grainSizeTo`, BCR_MESSAGES.grainSizeGap));
    }
    issues.push(...pairIssue(`${prefix}.quantityUOM`, row.quantity, row.quantityUOM, RULE_MESSAGES.quantityUnitPair));
  });
  return issues;
}

import { error, type Issue } from '../../../common/issue';
import { maxLengthIssue } from '../../../common/validators';
import { TEXT_LIMITS } from '../../codes';
import { isRegulator, type BcrContext } from '../../context';
import { completedDepthChainIssues, pairIssue, requiredIssues } from '../../depth-chain';
import { BCR_MESSAGES } from '../../messages';
import { RULE_MESSAGES } from '../../rule-messages';
import { activeEntries, activeRows, type RowBase } from '../../rows';
import type { GravelPackRow } from '../gravel-pack/gravel-pack.schema';
import type { AnnulusFillSealRow } from './annulus-fill-seal.schema';

const P = 'annulusFillSeal';

/** Enterable once the bore construction design exists (or by the regulator). */
export function annulusEditable(boreConstructionRows: readonly RowBase[], ctx: BcrContext): boolean {
  return isRegulator(ctx) || activeRows(boreConstructionRows).length > 0;
}

const overlaps = (a: { from: number | null; to: number | null }, b: { from: number | null; to: number | null }) =>
  a.from !== null && a.to !== null && b.from !== null && b.to !== null && a.from < b.to && b.from < a.to;

/** Annulus fill / seal (spec 2 section 5). */
export function annulusIssues(
  rows: readonly AnnulusFillSealRow[],
  gravelPack: readonly GravelPackRow[],
  completedDepth: number | null,
  ctx: BcrContext,
): Issue[] {
  const relaxed = isRegulator(ctx);
  const active = activeEntries(rows);
  const issues = completedDepthChainIssues(P, active, completedDepth, relaxed);
  const gravel = activeRows(gravelPack).map((g) => ({ from: g.depthFrom, to: g.depthTo }));
  active.forEach(({ row, index }) => {
    const prefix = `${P}.${index}`;
    if (!relaxed) issues.push(...requiredIssues(prefix, row, ['fillType']));
    const tooLong = maxLengthIssue(`${prefix}.groutMixComposition`, row.groutMixComposition, TEXT_LIMITS.groutMixComposition);
    if (tooLong) issues.push(tooLong);
    issues.push(
      ...pairIssue(`${prefix}.quantityUOM`, row.quantity, row.quantityUOM, RULE_MESSAGES.quantityUnitPair),
    );
    if (gravel.some((g) => overlaps(row, g))) issues.push(error(`${prefix}.from`, BCR_MESSAGES.annulusGravelOverlap));
  });
  return issues;
}

import type { Issue } from '../../../common/issue';
import { isRegulator, type BcrContext } from '../../context';
import { requiredIssues } from '../../depth-chain';
import type { HeadWorks } from './head-works.schema';

/** Head works: length, width and thickness, all mandatory except in the regulator's relaxed set. */
export function headWorksIssues(hw: HeadWorks, ctx: BcrContext): Issue[] {
  return isRegulator(ctx) ? [] : requiredIssues('headWorks', hw, ['lengths', 'width', 'thickness']);
}

export function headWorksIsEmpty(hw: HeadWorks | null): boolean {
  return hw === null || (hw.lengths === null && hw.width === null && hw.thickness === null);
}

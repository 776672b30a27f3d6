import { error, type Issue } from '../../../common/issue';
import { isRegulator, type BcrContext } from '../../context';
import { requiredIssues } from '../../depth-chain';
import { BCR_MESSAGES } from '../../messages';
import { activeEntries } from '../../rows';
import type { DisinfectionRow } from './disinfection.schema';

const P = 'disinfection';
const FIELDS = ['chemicalsUsed', 'methodOfApplication', 'quantityApplied'] as const;

/** Disinfection: all three fields, or for the regulator's lenient mode any one of them. */
export function disinfectionIssues(rows: readonly DisinfectionRow[], ctx: BcrContext): Issue[] {
  const issues: Issue[] = [];
  activeEntries(rows).forEach(({ row, index }) => {
    const prefix = `${P}.${index}`;
    if (!isRegulator(ctx)) {
      issues.push(...requiredIssues(prefix, row, FIELDS));
      return;
    }
    const missing = requiredIssues(prefix, row, FIELDS);
    if (missing.length === FIELDS.length) issues.push(error(`${prefix}.chemicalsUsed`, BCR_MESSAGES.anyFieldRequired));
  });
  return issues;
}

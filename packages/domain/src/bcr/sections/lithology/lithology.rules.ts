import type { Issue } from '../../../common/issue';
import { collectIssues, maxLengthIssue } from '../../../common/validators';
import { TEXT_LIMITS } from '../../codes';
import { isRegulator, type BcrContext } from '../../context';
import { depthChainIssues, requiredIssues } from '../../depth-chain';
import { activeEntries } from '../../rows';
import type { LithologyRow } from './lithology.schema';

export interface LithologyLimits {
  /** Drilled depth, or the excavated depth for an excavated work. */
  maxDepth: number | null;
  maxDepthName: string;
}

const P = 'lithology';

/**
 * Lithology (spec 2 section 5): depths chained, the last within the drilled or excavated depth,
 * rock type required. The regulator's relaxed set leaves from-depths free and rock type optional.
 */
export function lithologyIssues(rows: readonly LithologyRow[], limits: LithologyLimits, ctx: BcrContext): Issue[] {
  const relaxed = isRegulator(ctx);
  const active = activeEntries(rows);
  const issues = depthChainIssues(
    active.map(({ row, index }) => ({ index, from: row.depthFrom, to: row.depthTo })),
    {
      section: P,
      fromKey: 'depthFrom',
      toKey: 'depthTo',
      labels: 'depth',
      continuity: relaxed ? 'none' : 'equal',
      next: 'lessThanNextTo',
      maxLast: { depth: limits.maxDepth, name: limits.maxDepthName },
    },
  );
  active.forEach(({ row, index }) => {
    if (!relaxed) issues.push(...requiredIssues(`${P}.${index}`, row, ['rockType']));
    issues.push(
      ...collectIssues(
        maxLengthIssue(`${P}.${index}.additionalInformation`, row.additionalInformation, TEXT_LIMITS.additionalInformation),
        maxLengthIssue(`${P}.${index}.colourOther`, row.colourOther, TEXT_LIMITS.colourOther),
      ),
    );
  });
  return issues;
}

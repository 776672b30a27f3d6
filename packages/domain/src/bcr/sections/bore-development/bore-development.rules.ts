import { error, type Issue } from '../../../common/issue';
import { DEFAULT_MINUTES, TEXT_LIMITS, YES_NO } from '../../codes';
import { requiredIssues } from '../../depth-chain';
import { bcrMessage } from '../../messages';
import { isNotApplicable, type NotApplicableFlag } from '../../not-applicable';
import { RULE_MESSAGES } from '../../rule-messages';
import { activeEntries } from '../../rows';
import type { BoreDevelopment, BoreDevelopmentRow } from './bore-development.schema';

const P = 'boreDevelopment';

/** A row's method list leaves out the methods other active rows use (`index` counts deleted rows too). */
export function availableDevelopmentMethods<M extends { id: number }>(
  methods: readonly M[],
  rows: readonly BoreDevelopmentRow[],
  index: number,
): M[] {
  const used = new Set(activeEntries(rows).filter((e) => e.index !== index).map((e) => e.row.boreDevelopmentMethod));
  return methods.filter((m) => !used.has(m.id));
}

/**
 * Bore development as its mark shows it: under Not Applicable (a blank or 1 mark, spec 2 section 4) the
 * page hides the shared chemical used and name, so a chemical once entered is not kept unseen (and not
 * printed). Rows are not cleared: marking Not Applicable is refused while they exist.
 */
export function boreDevelopmentAsMarked(bd: BoreDevelopment, mark: NotApplicableFlag | undefined): BoreDevelopment {
  return isNotApplicable(mark) ? { ...bd, chemicalUsed: null, name: null } : bd;
}

/** Bore development (spec 2 section 5): hours may be 0 only when minutes are not 00. */
export function boreDevelopmentIssues(bd: BoreDevelopment): Issue[] {
  const issues: Issue[] = [];
  if (bd.chemicalUsed === YES_NO.yes) {
    issues.push(...requiredIssues(P, bd, ['name']));
    if (bd.name && bd.name.length > TEXT_LIMITS.boreDevelopmentName) {
      issues.push(error(`${P}.name`, bcrMessage.maxCharacters(TEXT_LIMITS.boreDevelopmentName)));
    }
  }
  const seen = new Set<number>();
  activeEntries(bd.rows).forEach(({ row, index }) => {
    const prefix = `${P}.rows.${index}`;
    issues.push(...requiredIssues(prefix, row, ['boreDevelopmentMethod', 'durationHour']));
    if (row.durationHour === 0 && row.durationMin === DEFAULT_MINUTES) {
      issues.push(error(`${prefix}.durationHour`, RULE_MESSAGES.durationGreaterThanZero));
    }
    const method = row.boreDevelopmentMethod;
    if (method !== null && seen.has(method)) issues.push(error(`${prefix}.boreDevelopmentMethod`, RULE_MESSAGES.methodAlreadyUsed));
    if (method !== null) seen.add(method);
  });
  return issues;
}

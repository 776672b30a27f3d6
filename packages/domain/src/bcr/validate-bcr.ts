import type { Issue } from '../common/issue';
import { FORM_STATUS } from '../common/form-status';
import type { BcrContext } from './context';
import type { BcrReport } from './report.schema';
import { reviewChecks } from './review/review-checks';
import { reviewWarnings } from './review/review-warnings';
import { allSectionIssues } from './section-checks';

/** A save carrying status 5 skips validation (spec 2 section 4). */
export function skipsValidation(formStatus: number | null | undefined): boolean {
  return formStatus === FORM_STATUS.savedNotSubmitted;
}

/**
 * Every rule of every visible section, the review page's cross-section checks and all warnings:
 * what the server re-runs on submit. Errors block; warnings carry their exception reason code.
 */
export function validateBcr(report: BcrReport, ctx: BcrContext): Issue[] {
  return [...allSectionIssues(report, ctx), ...reviewChecks(report, ctx), ...reviewWarnings(report, ctx)];
}

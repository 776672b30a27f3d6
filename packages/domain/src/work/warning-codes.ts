import { HOLE_DIST_GT_20M } from './monitoring-holes';
import { LOCATION_WARNING_CODE } from './location';
import { REFERENCE_LOOKS_LIKE_APPROVAL } from './approval-number';
import { SPEARPOINT_IS_BORE } from './spearpoint';
import { WORK_PAGE } from './stepper';
import { CASING_SUPPORT_DELETED } from './work-type-rules';

/**
 * The exception reason codes each work page decides (spec 1 section 5): a save of the page drops the
 * page's earlier codes unless its rules raise them again; codes of pages not saved now are kept.
 */
export const WORK_PAGE_WARNING_CODES: Readonly<Record<number, readonly string[]>> = {
  [WORK_PAGE.workType]: [SPEARPOINT_IS_BORE, CASING_SUPPORT_DELETED],
  [WORK_PAGE.workDetails]: [CASING_SUPPORT_DELETED],
  [WORK_PAGE.monitoringHoles]: [HOLE_DIST_GT_20M, REFERENCE_LOOKS_LIKE_APPROVAL],
  [WORK_PAGE.conditions]: [],
  [WORK_PAGE.actualLocation]: [LOCATION_WARNING_CODE.farFromApproved, LOCATION_WARNING_CODE.lotDpMismatch],
};

const splitCodes = (codes: string | null | undefined): string[] =>
  (codes ?? '').split(',').filter((c) => c !== '');

/**
 * The record's codes after a save: the earlier ones the save does not own, then the ones raised now,
 * each once, comma-separated; null when none.
 */
export function mergeWarningCodes(
  previous: string | null,
  owned: readonly string[],
  raised: readonly string[],
): string | null {
  const kept = splitCodes(previous).filter((c) => !owned.includes(c));
  const codes = [...new Set([...kept, ...raised])];
  return codes.length > 0 ? codes.join(',') : null;
}

/**
 * Codes the browser reports for the work type page: the spearpoint questionnaire's outcome (its answers
 * are not sent, so the browser's word is taken for it); anything else it sends is ignored.
 */
export function reportedWorkTypeCodes(bodyCodes: string | null | undefined): string[] {
  return splitCodes(bodyCodes).includes(SPEARPOINT_IS_BORE) ? [SPEARPOINT_IS_BORE] : [];
}

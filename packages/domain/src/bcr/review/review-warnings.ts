import { warning, type Issue } from '../../common/issue';
import { BLANK_COMPANY } from '../../auth/roles';
import { sameLotDp } from '../../geo/lot-dp';
import { BCR_LIMITS, YES_NO } from '../codes';
import { isRegulator, type BcrContext } from '../context';
import { BCR_MESSAGES } from '../messages';
import { isNotApplicable } from '../not-applicable';
import { isPageVisible } from '../pages';
import type { BcrReport } from '../report.schema';
import { WARNING_MESSAGES } from '../rule-messages';
import { activeRows } from '../rows';
import { casingSupportWarnings } from '../sections/casing-support/casing-support.rules';
import { summaryWarnings } from '../sections/summary/summary.rules';
import { waterEntryDesignWarnings } from '../sections/water-entry-design/water-entry-design.warnings';
import { BCR_WARNING } from '../warning-codes';

function locationWarnings(report: BcrReport, ctx: BcrContext): Issue[] {
  const s = report.summary;
  const issues: Issue[] = [];
  if (s.actualLatitude === null || s.actualLongitude === null) {
    // Other roles get the blocking "Please set the actual location" instead.
    if (isRegulator(ctx)) issues.push(warning('workDetails.actualLocation', BCR_MESSAGES.actualLocationNotEntered, BCR_WARNING.locationNotEntered));
    return issues;
  }
  if (s.distance !== null && s.distance > BCR_LIMITS.locationDistanceMetres) {
    issues.push(warning('workDetails.actualLocation', WARNING_MESSAGES.locationOver20m, BCR_WARNING.locationOver20m));
  }
  // The DP text is ignored in the comparison (spec 2 section 5).
  if (s.lotDp && s.actualLotDp && !sameLotDp(s.lotDp, s.actualLotDp)) {
    issues.push(warning('workDetails.actualLotDp', WARNING_MESSAGES.lotDpDifferent, BCR_WARNING.lotDpDifferent));
  }
  return issues;
}

function centraliserWarning(report: BcrReport, ctx: BcrContext): Issue[] {
  const installed = report.casingSupport?.centralisersInstalled ?? report.summary.centralisersInstalled;
  if (installed === YES_NO.yes) return [];
  const annulus =
    isPageVisible('annulusFillSeal', ctx.workType) &&
    !isNotApplicable(report.summary.annulusFillSealMarkNotApplicable) &&
    activeRows(report.annulusFillSeal).length > 0;
  if (!annulus && activeRows(report.gravelPack).length === 0) return [];
  return [warning('casingSupport.centralisersInstalled', WARNING_MESSAGES.centralisersNotInstalled, BCR_WARNING.centralisersNotInstalled)];
}

/** Every review-page warning, each with its exception reason code. */
export function reviewWarnings(report: BcrReport, ctx: BcrContext): Issue[] {
  const issues = [...summaryWarnings(report.summary), ...locationWarnings(report, ctx)];
  issues.push(...waterEntryDesignWarnings(report.waterEntryDesign, report.drillingDetails, ctx));
  if (report.casingSupport && isPageVisible('casingSupport', ctx.workType)) {
    issues.push(...casingSupportWarnings(report.casingSupport, report.casingLiner, report.waterEntryDesign, ctx));
  }
  issues.push(...centraliserWarning(report, ctx));
  const company = report.summary.organisation?.trim() ?? '';
  if (company === '' || company === BLANK_COMPANY) {
    issues.push(warning('summary.organisation', WARNING_MESSAGES.blankCompany, BCR_WARNING.blankCompany));
  }
  return issues;
}

import type { Issue } from '../common/issue';
import { FORM_STATUS } from '../common/form-status';
import type { BcrContext } from './context';
import { isNotApplicable } from './not-applicable';
import { isPageVisible } from './pages';
import type { BcrReport } from './report.schema';
import { reviewChecks } from './review/review-checks';
import { reviewWarnings } from './review/review-warnings';
import { annulusIssues } from './sections/annulus-fill-seal/annulus-fill-seal.rules';
import { boreDevelopmentIssues } from './sections/bore-development/bore-development.rules';
import { casingLinerIssues } from './sections/casing-liner/casing-liner.rules';
import { casingSupportIssues } from './sections/casing-support/casing-support.rules';
import { disinfectionIssues } from './sections/disinfection/disinfection.rules';
import { drilledDepth, drillingDetailsIssues } from './sections/drilling-details/drilling-details.rules';
import { excavatedDepth } from './sections/excavation/excavation.edit';
import { excavationIssues } from './sections/excavation/excavation.rules';
import { gravelPackIssues } from './sections/gravel-pack/gravel-pack.rules';
import { headWorksIssues } from './sections/head-works/head-works.rules';
import { lithologyIssues } from './sections/lithology/lithology.rules';
import { pumpingTestIssues } from './sections/pumping-test/pumping-test.rules';
import { summaryIssues } from './sections/summary/summary.rules';
import { waterBearingZoneIssues } from './sections/water-bearing-zones/water-bearing-zones.rules';
import { waterEntryDesignIssues } from './sections/water-entry-design/water-entry-design.rules';
import {
  workPartlyBackfilledActive,
  workPartlyBackfilledIssues,
} from './sections/work-partly-backfilled/work-partly-backfilled.rules';
import { isExcavatedWork } from './work-type';

/** A save carrying status 5 skips validation (spec 2 section 4). */
export function skipsValidation(formStatus: number | null | undefined): boolean {
  return formStatus === FORM_STATUS.savedNotSubmitted;
}

/** Depths every section measures against. */
export function reportDepths(report: BcrReport) {
  return {
    completedDepth: report.summary.completedDepth,
    drilledDepth: drilledDepth(report.drillingDetails),
    excavatedDepth: excavatedDepth(report.excavationDetails),
  };
}

/**
 * Every rule of every visible section, the review page's cross-section checks and all warnings:
 * what the server re-runs on submit. Errors block; warnings carry their exception reason code.
 */
export function validateBcr(report: BcrReport, ctx: BcrContext): Issue[] {
  const w = ctx.workType;
  const show = (page: Parameters<typeof isPageVisible>[0]) => isPageVisible(page, w);
  const { completedDepth, drilledDepth: drilled, excavatedDepth: excavated } = reportDepths(report);
  const s = report.summary;
  const issues: Issue[] = summaryIssues(
    s,
    { drilledDepth: drilled, excavatedDepth: excavated, approvalConditionDate: report.approvalConditionDate },
    ctx,
  );
  if (show('drillingDetails')) issues.push(...drillingDetailsIssues(report.drillingDetails, ctx));
  const excavatedWork = isExcavatedWork(w);
  issues.push(
    ...lithologyIssues(
      report.lithology,
      excavatedWork ? { maxDepth: excavated, maxDepthName: 'Excavated Depth' } : { maxDepth: drilled, maxDepthName: 'Drilled Depth' },
      ctx,
    ),
    ...waterBearingZoneIssues(report.waterBearingZones, completedDepth, ctx),
  );
  if (show('excavationDetails')) issues.push(...excavationIssues(report.excavationDetails, completedDepth, ctx));
  if (show('boreConstructionDesign')) issues.push(...casingLinerIssues(report.casingLiner, completedDepth, ctx));
  if (show('casingSupport') && report.casingSupport) {
    issues.push(...casingSupportIssues(report.casingSupport, report.waterEntryDesign, ctx));
  }
  issues.push(...waterEntryDesignIssues(report.waterEntryDesign, ctx), ...gravelPackIssues(report.gravelPack, ctx));
  if (show('annulusFillSeal') && !isNotApplicable(s.annulusFillSealMarkNotApplicable)) {
    issues.push(...annulusIssues(report.annulusFillSeal, report.gravelPack, completedDepth, ctx));
  }
  if (show('boreDevelopment') && !isNotApplicable(s.boreDevelopmentMarkNotApplicable)) {
    issues.push(...boreDevelopmentIssues(report.boreDevelopment));
  }
  if (!isNotApplicable(s.disinfectionOnCompletionMarkNotApplicable)) {
    issues.push(...disinfectionIssues(report.disinfection, ctx));
  }
  const wpb = report.workPartlyBackfilled;
  if (show('workPartlyBackfilled') && wpb && workPartlyBackfilledActive(completedDepth, drilled, wpb.rows)) {
    issues.push(...workPartlyBackfilledIssues(wpb, drilled, report.casingSupport?.sumpInstalledTo ?? null, ctx));
  }
  if (show('headWorks') && report.headWorks) issues.push(...headWorksIssues(report.headWorks, ctx));
  issues.push(...pumpingTestIssues(report.pumpingTest, ctx), ...reviewChecks(report, ctx), ...reviewWarnings(report, ctx));
  return issues;
}

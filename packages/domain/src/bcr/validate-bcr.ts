import type { Issue } from '../common/issue';
import { FORM_STATUS } from '../common/form-status';
import type { BcrContext } from './context';
import { isNotApplicable, type NotApplicableFlag } from './not-applicable';
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

type Depths = ReturnType<typeof reportDepths>;
type SectionCheck = (report: BcrReport, ctx: BcrContext, depths: Depths) => Issue[];
type Page = Parameters<typeof isPageVisible>[0];

/** Runs a section's rules only when its page shows for the work type. */
const onPage =
  (page: Page, check: SectionCheck): SectionCheck =>
  (report, ctx, depths) =>
    isPageVisible(page, ctx.workType) ? check(report, ctx, depths) : [];

/** Runs a section's rules only when the summary does not mark it Not Applicable. */
const unlessNotApplicable =
  (mark: (report: BcrReport) => NotApplicableFlag | undefined, check: SectionCheck): SectionCheck =>
  (report, ctx, depths) =>
    isNotApplicable(mark(report)) ? [] : check(report, ctx, depths);

const lithologyLimits = (ctx: BcrContext, d: Depths) =>
  isExcavatedWork(ctx.workType)
    ? { maxDepth: d.excavatedDepth, maxDepthName: 'Excavated Depth' }
    : { maxDepth: d.drilledDepth, maxDepthName: 'Drilled Depth' };

const workPartlyBackfilledCheck: SectionCheck = (r, ctx, d) => {
  const wpb = r.workPartlyBackfilled;
  if (!wpb || !workPartlyBackfilledActive(d.completedDepth, d.drilledDepth, wpb.rows)) return [];
  return workPartlyBackfilledIssues(wpb, d.drilledDepth, r.casingSupport?.sumpInstalledTo ?? null, ctx);
};

/** Every section's rules, in the order of the wizard's pages; the review page's checks come last. */
const SECTION_CHECKS: readonly SectionCheck[] = [
  (r, ctx, d) =>
    summaryIssues(r.summary, { drilledDepth: d.drilledDepth, excavatedDepth: d.excavatedDepth, approvalConditionDate: r.approvalConditionDate }, ctx),
  onPage('drillingDetails', (r, ctx) => drillingDetailsIssues(r.drillingDetails, ctx)),
  (r, ctx, d) => lithologyIssues(r.lithology, lithologyLimits(ctx, d), ctx),
  (r, ctx, d) => waterBearingZoneIssues(r.waterBearingZones, d.completedDepth, ctx),
  onPage('excavationDetails', (r, ctx, d) => excavationIssues(r.excavationDetails, d.completedDepth, ctx)),
  onPage('boreConstructionDesign', (r, ctx, d) => casingLinerIssues(r.casingLiner, d.completedDepth, ctx)),
  onPage('casingSupport', (r, ctx) => (r.casingSupport ? casingSupportIssues(r.casingSupport, r.waterEntryDesign, ctx) : [])),
  (r, ctx) => waterEntryDesignIssues(r.waterEntryDesign, ctx),
  (r, ctx) => gravelPackIssues(r.gravelPack, ctx),
  onPage(
    'annulusFillSeal',
    unlessNotApplicable(
      (r) => r.summary.annulusFillSealMarkNotApplicable,
      (r, ctx, d) => annulusIssues(r.annulusFillSeal, r.gravelPack, d.completedDepth, ctx),
    ),
  ),
  onPage(
    'boreDevelopment',
    unlessNotApplicable((r) => r.summary.boreDevelopmentMarkNotApplicable, (r) => boreDevelopmentIssues(r.boreDevelopment)),
  ),
  unlessNotApplicable((r) => r.summary.disinfectionOnCompletionMarkNotApplicable, (r, ctx) => disinfectionIssues(r.disinfection, ctx)),
  onPage('workPartlyBackfilled', workPartlyBackfilledCheck),
  onPage('headWorks', (r, ctx) => (r.headWorks ? headWorksIssues(r.headWorks, ctx) : [])),
  (r, ctx) => pumpingTestIssues(r.pumpingTest, ctx),
  (r, ctx) => reviewChecks(r, ctx),
  (r, ctx) => reviewWarnings(r, ctx),
];

/**
 * Every rule of every visible section, the review page's cross-section checks and all warnings:
 * what the server re-runs on submit. Errors block; warnings carry their exception reason code.
 */
export function validateBcr(report: BcrReport, ctx: BcrContext): Issue[] {
  const depths = reportDepths(report);
  return SECTION_CHECKS.flatMap((check) => check(report, ctx, depths));
}

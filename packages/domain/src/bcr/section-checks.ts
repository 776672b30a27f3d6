import type { Issue } from '../common/issue';
import type { BcrContext } from './context';
import { isNotApplicable, type NotApplicableFlag } from './not-applicable';
import { isPageVisible, type BcrPageId } from './pages';
import type { BcrReport } from './report.schema';
import { reviewWarnings } from './review/review-warnings';
import { annulusIssues } from './sections/annulus-fill-seal/annulus-fill-seal.rules';
import { boreDevelopmentIssues } from './sections/bore-development/bore-development.rules';
import { casingLinerIssues } from './sections/casing-liner/casing-liner.rules';
import { casingSupportIssues, installedSumpTo } from './sections/casing-support/casing-support.rules';
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

/**
 * The report's sections, each saved and checked as one unit, in the order of the wizard's pages. The
 * name is the report property (and the first part of its issue paths).
 */
export const BCR_SECTIONS = [
  'summary',
  'drillingDetails',
  'lithology',
  'waterBearingZones',
  'excavationDetails',
  'casingLiner',
  'casingSupport',
  'waterEntryDesign',
  'gravelPack',
  'annulusFillSeal',
  'boreDevelopment',
  'disinfection',
  'workPartlyBackfilled',
  'headWorks',
  'pumpingTest',
] as const;
export type BcrSection = (typeof BCR_SECTIONS)[number];

/** The page a section is entered on: a section applies to a work exactly when its page shows. */
export const SECTION_PAGE: Readonly<Record<BcrSection, BcrPageId>> = {
  summary: 'summary',
  drillingDetails: 'drillingDetails',
  lithology: 'lithology',
  waterBearingZones: 'waterBearingZones',
  excavationDetails: 'excavationDetails',
  casingLiner: 'boreConstructionDesign',
  casingSupport: 'casingSupport',
  waterEntryDesign: 'waterEntryDesign',
  gravelPack: 'waterEntryDesign',
  annulusFillSeal: 'annulusFillSeal',
  boreDevelopment: 'boreDevelopment',
  disinfection: 'disinfection',
  workPartlyBackfilled: 'workPartlyBackfilled',
  headWorks: 'headWorks',
  pumpingTest: 'pumpingTest',
};

export const isSectionVisible = (section: BcrSection, ctx: Pick<BcrContext, 'workType'>): boolean =>
  isPageVisible(SECTION_PAGE[section], ctx.workType);

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
  return workPartlyBackfilledIssues(wpb, d.drilledDepth, installedSumpTo(r.casingSupport), ctx);
};

/** Each section's blocking rules (spec 2 section 5), run whenever its page shows. */
const SECTION_CHECKS: Readonly<Record<BcrSection, SectionCheck>> = {
  summary: (r, ctx, d) =>
    summaryIssues(r.summary, { drilledDepth: d.drilledDepth, excavatedDepth: d.excavatedDepth, approvalConditionDate: r.approvalConditionDate }, ctx),
  drillingDetails: (r, ctx) => drillingDetailsIssues(r.drillingDetails, ctx),
  lithology: (r, ctx, d) => lithologyIssues(r.lithology, lithologyLimits(ctx, d), ctx),
  waterBearingZones: (r, ctx, d) => waterBearingZoneIssues(r.waterBearingZones, d.completedDepth, ctx),
  excavationDetails: (r, ctx, d) => excavationIssues(r.excavationDetails, d.completedDepth, ctx),
  casingLiner: (r, ctx, d) => casingLinerIssues(r.casingLiner, d.completedDepth, ctx),
  casingSupport: (r, ctx) => (r.casingSupport ? casingSupportIssues(r.casingSupport, r.waterEntryDesign, ctx) : []),
  waterEntryDesign: (r, ctx) => waterEntryDesignIssues(r.waterEntryDesign, ctx),
  gravelPack: (r, ctx) => gravelPackIssues(r.gravelPack, ctx),
  annulusFillSeal: unlessNotApplicable(
    (r) => r.summary.annulusFillSealMarkNotApplicable,
    (r, ctx, d) => annulusIssues(r.annulusFillSeal, r.gravelPack, d.completedDepth, ctx),
  ),
  boreDevelopment: unlessNotApplicable((r) => r.summary.boreDevelopmentMarkNotApplicable, (r) => boreDevelopmentIssues(r.boreDevelopment)),
  disinfection: unlessNotApplicable((r) => r.summary.disinfectionOnCompletionMarkNotApplicable, (r, ctx) => disinfectionIssues(r.disinfection, ctx)),
  workPartlyBackfilled: workPartlyBackfilledCheck,
  headWorks: (r, ctx) => (r.headWorks ? headWorksIssues(r.headWorks, ctx) : []),
  pumpingTest: (r, ctx) => pumpingTestIssues(r.pumpingTest, ctx),
};

/** Every visible section's blocking rules, in page order. */
export function allSectionIssues(report: BcrReport, ctx: BcrContext): Issue[] {
  const depths = reportDepths(report);
  return BCR_SECTIONS.flatMap((section) => (isSectionVisible(section, ctx) ? SECTION_CHECKS[section](report, ctx, depths) : []));
}

/** The section an issue belongs to, from the first part of its path (none for the work's details). */
export function sectionOfPath(path: string): BcrSection | null {
  const head = path.split('.')[0] ?? '';
  return (BCR_SECTIONS as readonly string[]).includes(head) ? (head as BcrSection) : null;
}

/**
 * What a section save re-runs on the server: the section's blocking rules and the review warnings that
 * point into it (to confirm, never blocking). A hidden section has no rules to run.
 */
export function sectionIssues(section: BcrSection, report: BcrReport, ctx: BcrContext): Issue[] {
  if (!isSectionVisible(section, ctx)) return [];
  const warnings = reviewWarnings(report, ctx).filter((w) => sectionOfPath(w.path) === section);
  return [...SECTION_CHECKS[section](report, ctx, reportDepths(report)), ...warnings];
}

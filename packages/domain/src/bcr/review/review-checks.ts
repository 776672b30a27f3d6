import { error, type Issue } from '../../common/issue';
import { SCREEN_TYPE } from '../codes';
import { isDrillerRole, isRegulator, type BcrContext } from '../context';
import { BCR_MESSAGES, bcrMessage } from '../messages';
import { isNotApplicable, type NotApplicableFlag } from '../not-applicable';
import { isPageVisible, pageTitle, type BcrPageId } from '../pages';
import type { BcrReport } from '../report.schema';
import { activeRows, type RowBase } from '../rows';
import { drilledDepth } from '../sections/drilling-details/drilling-details.rules';
import { EXCAVATION_OR_LINING } from '../sections/excavation/excavation.constants';
import { headWorksIsEmpty } from '../sections/head-works/head-works.rules';
import { hasArtificialGravelPack } from '../sections/water-entry-design/water-entry-design.edit';
import { workPartlyBackfilledActive } from '../sections/work-partly-backfilled/work-partly-backfilled.rules';
import { isCasedHole, isExcavatedWork, isLinedWork, isOpenThroughRock, isUnlinedWork, needsAttribute4 } from '../work-type';

/** Empty-section check for non-driller roles: which sections count as empty. */
function emptySections(report: BcrReport, ctx: BcrContext): BcrPageId[] {
  const drilled = drilledDepth(report.drillingDetails);
  const candidates: [BcrPageId, boolean][] = [
    ['drillingDetails', activeRows(report.drillingDetails).length === 0],
    ['lithology', activeRows(report.lithology).length === 0],
    ['waterBearingZones', activeRows(report.waterBearingZones).length === 0],
    ['boreConstructionDesign', activeRows(report.casingLiner).length === 0],
    ['casingSupport', report.casingSupport === null],
    ['headWorks', headWorksIsEmpty(report.headWorks)],
    [
      'workPartlyBackfilled',
      workPartlyBackfilledActive(report.summary.completedDepth, drilled, report.workPartlyBackfilled?.rows ?? []) &&
        activeRows(report.workPartlyBackfilled?.rows ?? []).length === 0,
    ],
  ];
  return candidates.filter(([page, empty]) => empty && isPageVisible(page, ctx.workType)).map(([page]) => page);
}

/** Applicable with no data, or Not Applicable with data. */
function notApplicableIssues(page: BcrPageId, flag: NotApplicableFlag | undefined, rows: readonly RowBase[]): Issue[] {
  const hasData = activeRows(rows).length > 0;
  if (isNotApplicable(flag)) return hasData ? [error(page, bcrMessage.shouldBeEmpty(pageTitle(page)))] : [];
  return hasData ? [] : [error(page, bcrMessage.cannotBeEmpty(pageTitle(page)))];
}

function waterEntryIssues(report: BcrReport, ctx: BcrContext): Issue[] {
  const wed = activeRows(report.waterEntryDesign);
  const w = ctx.workType;
  if (isOpenThroughRock(w)) return wed.length > 0 ? [error('waterEntryDesign', BCR_MESSAGES.wedRemoveOpenThroughRock)] : [];
  if (isCasedHole(w) && wed.length === 0) return [error('waterEntryDesign', BCR_MESSAGES.wedRequiredCasedHole)];
  const casing = activeRows(report.casingLiner).length > 0 || wed.some((r) => r.screenType === SCREEN_TYPE.casing);
  const screen = wed.some((r) => r.screenType === SCREEN_TYPE.screen);
  return casing && !screen ? [error('waterEntryDesign', BCR_MESSAGES.wedScreenRequired)] : [];
}

function excavationReviewIssues(report: BcrReport, ctx: BcrContext): Issue[] {
  const rows = activeRows(report.excavationDetails);
  const lining = rows.some((r) => r.excavationOrLining === EXCAVATION_OR_LINING.lining);
  const issues: Issue[] = [];
  if (!rows.some((r) => r.excavationOrLining === EXCAVATION_OR_LINING.excavation)) {
    issues.push(error('excavationDetails', BCR_MESSAGES.excavationRequired));
  }
  if (isUnlinedWork(ctx.workType) && lining) issues.push(error('excavationDetails', BCR_MESSAGES.liningNotRequired));
  if (isLinedWork(ctx.workType) && !lining) issues.push(error('excavationDetails', BCR_MESSAGES.liningRequired));
  return issues;
}

function gravelIssues(report: BcrReport, ctx: BcrContext): Issue[] {
  if (activeRows(report.gravelPack).length === 0) return [];
  if (isOpenThroughRock(ctx.workType)) return [error('gravelPack', BCR_MESSAGES.gravelOpenThroughRock)];
  return hasArtificialGravelPack(report.waterEntryDesign) ? [] : [error('gravelPack', BCR_MESSAGES.gravelWithoutArtificialPack)];
}

function workDetailsIssues(report: BcrReport, ctx: BcrContext): Issue[] {
  const issues: Issue[] = [];
  const { actualLatitude, actualLongitude } = report.summary;
  if (!isRegulator(ctx) && (actualLatitude === null || actualLongitude === null)) {
    issues.push(error('workDetails.actualLocation', BCR_MESSAGES.setActualLocation));
  }
  if (!ctx.hasMonitoringHoles && !ctx.conditionsAccepted) issues.push(error('workDetails.conditions', BCR_MESSAGES.acceptConditions));
  if (!isRegulator(ctx) && needsAttribute4(ctx.workType)) issues.push(error('workDetails.workAttribute4', BCR_MESSAGES.workDetails4Missing));
  return issues;
}

/** The review page's cross-section blocking errors (spec 2 section 5 "Review page blocking errors"). */
export function reviewChecks(report: BcrReport, ctx: BcrContext): Issue[] {
  const w = ctx.workType;
  const s = report.summary;
  const issues: Issue[] = [];
  if (!isDrillerRole(ctx)) {
    for (const page of emptySections(report, ctx)) issues.push(error(page, BCR_MESSAGES.sectionEmpty));
  }
  if (isPageVisible('annulusFillSeal', w)) {
    issues.push(...notApplicableIssues('annulusFillSeal', s.annulusFillSealMarkNotApplicable, report.annulusFillSeal));
  }
  if (isPageVisible('boreDevelopment', w)) {
    issues.push(...notApplicableIssues('boreDevelopment', s.boreDevelopmentMarkNotApplicable, report.boreDevelopment.rows));
  }
  issues.push(...notApplicableIssues('disinfection', s.disinfectionOnCompletionMarkNotApplicable, report.disinfection));
  if (!isExcavatedWork(w)) issues.push(...waterEntryIssues(report, ctx));
  if (isExcavatedWork(w)) issues.push(...excavationReviewIssues(report, ctx));
  issues.push(...gravelIssues(report, ctx), ...workDetailsIssues(report, ctx));
  return issues;
}

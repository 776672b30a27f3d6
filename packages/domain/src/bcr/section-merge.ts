import type { RoleId } from '../auth/roles';
import type { BcrView, BcrWorkDetails } from './api';
import { isRegulator, type BcrContext } from './context';
import type { BcrReport } from './report.schema';
import { isSectionVisible, type BcrSection } from './section-checks';
import { boreDevelopmentAsMarked } from './sections/bore-development/bore-development.rules';

/**
 * What a section save takes from the body it was sent (the whole BCR state): the section's own part,
 * and for the marked lists the summary's Not Applicable flag. The rest of the body is context, so a
 * page's unsaved edits elsewhere are never stored by another page's save. The server merges with it,
 * and so does a BCR checked out to a device when it saves there (spec 3 "Offline").
 */
type Take = (stored: BcrReport, body: BcrReport, ctx: BcrContext) => BcrReport;

type MarkField = 'annulusFillSealMarkNotApplicable' | 'boreDevelopmentMarkNotApplicable' | 'disinfectionOnCompletionMarkNotApplicable';

const withMark = (stored: BcrReport, body: BcrReport, field: MarkField): BcrReport['summary'] => ({ ...stored.summary, [field]: body.summary[field] });

const own =
  <K extends keyof BcrReport>(...fields: K[]): Take =>
  (stored, body) => ({ ...stored, ...Object.fromEntries(fields.map((f) => [f, body[f]])) });

const marked =
  (section: 'annulusFillSeal' | 'disinfection' | 'boreDevelopment', field: MarkField): Take =>
  (stored, body) => ({ ...stored, [section]: body[section], summary: withMark(stored, body, field) });

/** Bore development with its mark; a Not Applicable mark clears the chemical the page no longer shows. */
const takeBoreDevelopment: Take = (stored, body, ctx) => {
  const taken = marked('boreDevelopment', 'boreDevelopmentMarkNotApplicable')(stored, body, ctx);
  return { ...taken, boreDevelopment: boreDevelopmentAsMarked(taken.boreDevelopment, taken.summary.boreDevelopmentMarkNotApplicable) };
};

/** The Summary page's own fields: the rest of the summary is the work's, shown on the page, never saved by it. */
export const SUMMARY_EDITED_FIELDS = [
  'boreTypeId', 'receivedDate', 'completionDate', 'originalCompletionDate', 'decommissionedDate', 'completedDepth',
  'assistantDriller', 'siteChosenBy', 'elevation', 'finalYield', 'finalSWL', 'finalSalinity', 'finalSalinityUOM',
  'finalSalinityConductivity', 'finalDDL', 'finalDurationHour', 'finalDurationMin', 'amendedComments',
  'centralisersInstalled', 'comments',
] as const satisfies readonly (keyof BcrReport['summary'])[];
export type SummaryEditedField = (typeof SUMMARY_EDITED_FIELDS)[number];

/** The summary's own fields; the received date only the regulator may change (spec 2 section 6). */
const takeSummary: Take = (stored, body, ctx) => {
  const edited: Record<string, unknown> = Object.fromEntries(SUMMARY_EDITED_FIELDS.map((f) => [f, body.summary[f] ?? null]));
  if (!isRegulator(ctx)) edited.receivedDate = stored.summary.receivedDate;
  return { ...stored, summary: { ...stored.summary, ...edited } };
};

export const SECTION_TAKE: Readonly<Record<BcrSection, Take>> = {
  summary: takeSummary,
  headWorks: own('headWorks'),
  casingSupport: own('casingSupport'),
  lithology: own('lithology'),
  drillingDetails: own('drillingDetails'),
  waterBearingZones: own('waterBearingZones'),
  excavationDetails: own('excavationDetails'),
  casingLiner: own('casingLiner'),
  waterEntryDesign: own('waterEntryDesign'),
  pumpingTest: own('pumpingTest'),
  gravelPack: own('gravelPack', 'methodOfPlacementOfGravelPack'),
  annulusFillSeal: marked('annulusFillSeal', 'annulusFillSealMarkNotApplicable'),
  disinfection: marked('disinfection', 'disinfectionOnCompletionMarkNotApplicable'),
  boreDevelopment: takeBoreDevelopment,
  workPartlyBackfilled: own('workPartlyBackfilled'),
};

/** The sections of a save route that the work type shows: the ones a save writes. */
export const savedSections = (routeSections: readonly BcrSection[], ctx: BcrContext): BcrSection[] =>
  routeSections.filter((s) => isSectionVisible(s, ctx));

/** The stored report with the saved sections taken from the body: what the rules judge and the save keeps. */
export function mergeSavedSections(stored: BcrReport, body: BcrReport, sections: readonly BcrSection[], ctx: BcrContext): BcrReport {
  return sections.reduce((report, s) => SECTION_TAKE[s](report, body, ctx), stored);
}

/** What every section rule needs beyond the report, from a loaded BCR: who is editing, the work type, today, master data. */
export function bcrContextOfView(view: Pick<BcrView, 'currentRoleId' | 'today' | 'casingTypeValidations'>, work: BcrWorkDetails): BcrContext {
  return {
    roleId: view.currentRoleId as RoleId,
    workType: work.workType,
    today: view.today,
    casingTypeValidations: view.casingTypeValidations,
    conditionsAccepted: work.conditionsAccepted,
    hasMonitoringHoles: work.hasMonitoringHoles,
  };
}

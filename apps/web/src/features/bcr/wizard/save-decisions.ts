import {
  API_ERROR_CODE,
  BCR_MESSAGES,
  FORM_STATUS,
  BCR_SECTION_SAVES,
  bcrMessage,
  error,
  hasErrors,
  refusalResponse,
  refusalsWithRuleIssues,
  saveOutcome,
  sectionIssues,
  skipsValidation,
  type BcrContext,
  type BcrReport,
  type BcrSectionSaveKey,
  type BcrView,
  type Issue,
} from '@driller/domain';
import { ApiError } from '../../../lib/api/client';
import { formValuesFromView, parseFormValues, type BcrFormValues } from './bcr-form-values';

/**
 * Report fields outside the sections that a save route writes with them: the gravel pack's shared
 * method of placement is a root field of the report, saved with water entry design.
 */
const ROUTE_ROOT_FIELDS: Partial<Record<BcrSectionSaveKey, readonly (keyof BcrReport)[]>> = {
  waterEntryDesign: ['methodOfPlacementOfGravelPack'],
};

/** Everything a save route writes: its sections and root fields. */
export function routeFields(key: BcrSectionSaveKey): readonly (keyof BcrReport)[] {
  return [...BCR_SECTION_SAVES[key].sections, ...(ROUTE_ROOT_FIELDS[key] ?? [])];
}

/** Deep equality of plain JSON values (the report holds nothing else); blank (null or absent) is blank. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b || (a == null && b == null)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const filled = (o: object) => Object.entries(o).filter(([, v]) => v != null);
  const entriesA = filled(a);
  const valuesB = new Map(filled(b));
  return entriesA.length === valuesB.size && entriesA.every(([k, v]) => valuesB.has(k) && sameJson(v, valuesB.get(k)));
}

/**
 * Summary fields a section's route writes with it: the Not Applicable / Applicable marks of annulus fill,
 * bore development and disinfection are set on those pages and saved by their routes.
 */
export const ROUTE_SUMMARY_FIELDS: Partial<Record<BcrSectionSaveKey, readonly (keyof BcrReport['summary'])[]>> = {
  annulusFillSeal: ['annulusFillSealMarkNotApplicable'],
  boreDevelopment: ['boreDevelopmentMarkNotApplicable'],
  disinfection: ['disinfectionOnCompletionMarkNotApplicable'],
};

/** Whether the route's part of the report differs from the one last loaded or saved. */
export function routeChanged(key: BcrSectionSaveKey, report: BcrReport, saved: BcrReport): boolean {
  const summaryChanged = (ROUTE_SUMMARY_FIELDS[key] ?? []).some((field) => !sameJson(report.summary[field], saved.summary[field]));
  return summaryChanged || routeFields(key).some((field) => !sameJson(report[field], saved[field]));
}

/** What the pipeline does before posting a save. */
export type PreSave =
  | { kind: 'nothingToSave' }
  | { kind: 'errors'; issues: Issue[] }
  | { kind: 'confirm'; message: string; issues: Issue[] }
  | { kind: 'post'; issues: Issue[] };

/**
 * Spec 2 section 5: a save runs the rules of the sections its route writes (status 5 skips them); errors
 * block it, warnings are confirmed first ("... Do you want to continue?"); a save with no change says
 * "There is nothing to save". Values the schema refuses block wherever they are, as the server's parse
 * of the whole report would refuse them.
 */
export function preSave(key: BcrSectionSaveKey, values: BcrFormValues, saved: BcrReport, ctx: BcrContext): PreSave {
  const { report, refused } = parseFormValues(values);
  if (!report) return { kind: 'errors', issues: refused };
  const routeIssues = () => BCR_SECTION_SAVES[key].sections.flatMap((section) => sectionIssues(section, report, ctx));
  // A refused value is a change (the saved report parses): it blocks, beside the route's other errors.
  if (refused.length > 0) return { kind: 'errors', issues: refusalsWithRuleIssues(refused, routeIssues().filter((i) => i.severity === 'error')) };
  if (!routeChanged(key, report, saved)) return { kind: 'nothingToSave' };
  if (skipsValidation(report.summary.formStatus)) return { kind: 'post', issues: [] };
  const issues = routeIssues();
  if (hasErrors(issues)) return { kind: 'errors', issues };
  const warnings = issues.filter((i) => i.severity === 'warning');
  if (warnings.length > 0) return { kind: 'confirm', message: bcrMessage.confirm(warnings.map((w) => w.message)), issues: warnings };
  return { kind: 'post', issues: [] };
}

/**
 * The body of the review page's Save Comments (spec 2 page 14: "a save for comments", whose only rule is
 * "Please enter comments to save"): the report as last loaded or saved with the typed comments, sent with
 * status 5, which skips validation (spec 2 section 4) and never changes the form status. So an incomplete
 * Summary on another page neither blocks the comments nor is saved with them. Null: the comments are the
 * stored ones ("There is nothing to save").
 */
export function commentsSaveValues(view: Pick<BcrView, 'report'>, comments: string | null | undefined): BcrFormValues | null {
  const stored = formValuesFromView(view);
  if (sameJson(stored.summary.comments, comments)) return null;
  return { ...stored, summary: { ...stored.summary, comments: comments ?? null, formStatus: FORM_STATUS.savedNotSubmitted } };
}

/** After a refused or failed save: what to alert, where to go, and what to show on the page. */
export interface SaveFailure {
  alert: string;
  /** stay: keep the user's edits; home: go to /Home; reload: fetch the BCR again, dropping the edits. */
  then: 'stay' | 'home' | 'reload';
  issues: Issue[];
}

const fieldIssues = (e: ApiError): Issue[] =>
  Object.entries(e.fieldErrors).flatMap(([path, messages]) => messages.map((m) => error(path, m)));

/**
 * Spec 2 section 8: 100001 alerts and keeps the draft, 100010 alerts and goes home, 100012 or showMsg
 * alerts (then the BCR reloads), anything else "Error in saving Data" and a reload; an exception (no
 * answer) "Errors in saving Data". A stale version or another's lock keeps the edits with the server's
 * message, so the user can copy them before reloading.
 */
export function saveFailure(e: unknown): SaveFailure {
  if (!(e instanceof ApiError)) return { alert: BCR_MESSAGES.saveException, then: 'stay', issues: [] };
  if (e.is(API_ERROR_CODE.staleVersion, API_ERROR_CODE.workLocked)) return { alert: e.message, then: 'stay', issues: [] };
  const body = e.body;
  const outcome = saveOutcome(body ? refusalResponse(body) : { success: false });
  const then = outcome.then === 'resetForm' ? 'reload' : outcome.then;
  return { alert: outcome.alert ?? BCR_MESSAGES.saveFailed, then, issues: then === 'stay' ? fieldIssues(e) : [] };
}

/** A successful answer's alert: the message of codes 100007, 100009, 100011 and 100013, else none. */
export function saveSuccessAlert(answer: { code: number | null; message: string | null }): string | null {
  return saveOutcome({ success: true, code: answer.code, message: answer.message }).alert;
}

import {
  API_ERROR_CODE,
  BCR_CONTRACTS,
  BCR_MESSAGES,
  BCR_RESPONSE_CODE,
  BCR_SECTIONS,
  BCR_SECTION_SAVES,
  BCR_SECTION_SAVE_CONTRACTS,
  BCR_SERVER_MESSAGES,
  OFFLINE_DECIDED_MESSAGES,
  bcrContextOfView,
  buildReview,
  bcrSaveRequestSchema,
  error,
  mergeSavedSections,
  savedSections,
  refusalOf,
  sectionSaveIssues,
  skipsValidation,
  validateBcr,
  type ApiErrorBody,
  type BcrSaveRequest,
  type BcrSaveResponse,
  type BcrSection,
  type Issue,
} from '@driller/domain';
import { ApiError, callServer } from '../api/client';
import { offlineDb, type OfflineCopy, type QueuedSave } from './offline-db';
import { offlineOwner } from './offline-owner';
import { readCopy } from './offline-copies';

/**
 * Saving a BCR checked out to this device (spec 2 section 4 "Offline", spec 3 state 3): the save runs
 * here as the server would run it (the route's sections taken from the body, their rules re-run), the
 * copy keeps the result, and the request is queued to be sent to the server on check in.
 */

const SAVE_ROUTES = new Map<string, readonly BcrSection[]>([
  ...Object.values(BCR_SECTION_SAVES).map((r) => [r.path, r.sections] as const),
  [BCR_CONTRACTS.saveWholeReport.path, BCR_SECTIONS],
]);

const refusal = (status: number, body: Omit<ApiErrorBody, 'success'>) => new ApiError(status, { success: false, ...body });

/** The server's refusal of rules that fail, with the same envelope (the page shows them by their fields). */
function invalid(errors: readonly Issue[]): ApiError {
  return refusal(400, { ...refusalOf(errors), code: API_ERROR_CODE.validation, responseCode: BCR_RESPONSE_CODE.refusedKeepDraft, showMsg: true });
}

/** The copy's view as the wizard edits it: as the server answered it at check out, locked for offline editing. */
function checkedOutView(copy: OfflineCopy): OfflineCopy['bcr'] {
  return { ...copy.bcr, data: { ...copy.bcr.data, offline: true } };
}

/** A section save (or the whole report's) on the copy checked out here; answers as the server's save does. */
async function saveOnDevice(path: string, request: BcrSaveRequest): Promise<BcrSaveResponse> {
  const copy = await readCopy(request.formAId);
  const owner = offlineOwner();
  if (!copy || copy.mode !== 'edit' || owner === null) throw refusal(409, { message: BCR_MESSAGES.offlineNotLocked, code: API_ERROR_CODE.workLocked });
  const view = copy.bcr.data;
  if (view.readOnly) throw refusal(403, { message: BCR_MESSAGES.offlineNotLocked, code: API_ERROR_CODE.forbidden, showMsg: true });
  if (request.version !== view.version) {
    throw refusal(409, { message: BCR_SERVER_MESSAGES.staleVersion, code: API_ERROR_CODE.staleVersion, responseCode: BCR_RESPONSE_CODE.refusedKeepDraft, showMsg: true });
  }
  const body = bcrSaveRequestSchema.safeParse(request);
  if (!body.success) throw invalid(body.error.issues.map((i) => error(i.path.join('.'), i.message)));
  const ctx = bcrContextOfView(view, copy.bcr.workDetails);
  const sections = savedSections(SAVE_ROUTES.get(path) ?? [], ctx);
  const report = mergeSavedSections(view.report, body.data, sections, ctx);
  // Status 5 sent with the summary skips the rules, as on the server (spec 2 section 4).
  const issues = skipsValidation(body.data.summary.formStatus) ? [] : sections.flatMap((s) => sectionSaveIssues(s, report, ctx));
  const errors = issues.filter((i) => i.severity === 'error');
  if (errors.length > 0) throw invalid(errors);

  // The review page's errors and warnings, judged again on the report as saved (the server's presenter does the same).
  const review = buildReview(validateBcr(report, ctx));
  const base = checkedOutView(copy);
  const saved = { ...base, data: { ...base.data, report, review, submitDisabled: !review.canSubmit, version: view.version + 1 } };
  const queued: QueuedSave = { formAId: copy.formAId, subject: owner, path, body: request, savedAt: new Date().toISOString() };
  const db = offlineDb();
  await db.transaction('rw', db.copies, db.saves, async () => {
    await db.copies.update(copy.formAId, { bcr: saved });
    await db.saves.add(queued);
  });
  const warnings = issues.filter((i) => i.severity === 'warning');
  return { success: true, code: null, message: BCR_SERVER_MESSAGES.saved, showMsg: false, offline: true, data: { ...saved.data, warnings } };
}

/** The saves queued on this device for a work, oldest first. */
export async function queuedSaves(formAId: number): Promise<QueuedSave[]> {
  return offlineDb().saves.where('formAId').equals(formAId).sortBy('seq');
}

const saveContractOf = (path: string) =>
  Object.values(BCR_SECTION_SAVE_CONTRACTS).find((c) => c.path === path) ?? BCR_CONTRACTS.saveWholeReport;

/**
 * Check in's sync (spec 3 "Queued local requests are replayed on sync"): each queued save goes to the
 * server in order, as the lock holder from this device, naming the version the previous one made. A
 * save the server took leaves the queue at once, so a sync cut short resumes where it stopped.
 */
export async function replayQueuedSaves(formAId: number, device: string): Promise<void> {
  const saves = await queuedSaves(formAId);
  if (saves.length === 0) return;
  let version = (await callServer(BCR_CONTRACTS.load, { params: { formAId } })).data.version;
  for (const save of saves) {
    const answer = await callServer(saveContractOf(save.path) as typeof BCR_CONTRACTS.saveWholeReport, { body: { ...save.body, version, deviceId: device } });
    version = answer.data.version;
    await offlineDb().saves.delete(save.seq!);
  }
}

/**
 * A BCR call for a work checked out here (lib/offline/checked-out.ts): the load answers the copy, the
 * saves save on it, a submit is refused until check in. Null when the copy is gone (the browser's data
 * was cleared): the call goes to the server.
 */
export async function answerOnDevice(path: string, formAId: number, body: unknown): Promise<unknown> {
  const copy = await readCopy(formAId);
  if (!copy || copy.mode !== 'edit') return null;
  if (path === BCR_CONTRACTS.submit.path) throw refusal(409, { message: OFFLINE_DECIDED_MESSAGES.submitCheckedOut, code: API_ERROR_CODE.workLocked, showMsg: true });
  if (SAVE_ROUTES.has(path)) return saveOnDevice(path, body as BcrSaveRequest);
  return checkedOutView(copy);
}

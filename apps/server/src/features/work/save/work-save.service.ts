import {
  WORK_DECIDED_MESSAGES,
  mergeWarningCodes,
  nothingToSaveIssue,
  saveMode,
  type CurrentUser,
  type WorkPage,
  type WorkSaveParsed,
  type WorkSaveResult,
} from '@driller/domain';
import { recordAudit } from '../../../platform/audit/audit.repository';
import type { Db } from '../../../platform/db/kysely';
import { staleVersion } from '../../../platform/http/errors';
import { throwIfErrors } from '../../../platform/save/save-issues';
import { runSave, type CodeMerge } from '../../../platform/save/save-pipeline';
import type { WorkDeps } from '../record/work-deps';
import { resolveViewer, type Viewer } from '../record/work-viewer';
import {
  findWorkByRequestId,
  insertWork,
  isRepeatedCreate,
  updateWork,
  type WorkRow,
  type WorkValues,
} from '../record/work.repository';
import { loadWorkSaveContext, type WorkSaveContext } from './work-save-context';
import { WORK_SAVE_ENTRIES, type SavedWork } from './work-save-entries';
import { firstOfMine } from './work-save-guards';

const resultOf = (
  saved: Omit<SavedWork, 'values'>,
  code: string | null,
  created: boolean,
  warnings: WorkSaveResult['warnings'],
): WorkSaveResult => ({
  id: saved.id,
  formAId: saved.id,
  formAGuid: saved.guid,
  version: saved.version,
  created,
  exceptionReasonCode: code,
  warnings,
});

const answerOf = (row: WorkRow): WorkSaveResult =>
  resultOf({ id: row.id, guid: row.form_a_guid, version: row.version }, row.exception_reason_code, true, []);

/** Writes the work row: an update names the version it edited (a stale one is 409); a create keeps its request id. */
async function writeWork(
  tx: Db,
  ctx: WorkSaveContext,
  partial: Partial<WorkValues>,
  codes: CodeMerge,
): Promise<SavedWork> {
  const { existing, viewer } = ctx;
  const values: WorkValues = {
    ...partial,
    exception_reason_code: codes(existing?.exception_reason_code ?? null),
  };
  if (!existing) {
    const created = await insertWork(tx, { ...values, create_request_id: ctx.key }, viewer.subject);
    return { ...created, version: 1, values };
  }
  const version = await updateWork(tx, existing.id, existing.version, values, viewer.subject);
  if (version === null) throw staleVersion(WORK_DECIDED_MESSAGES.staleVersion);
  return { id: existing.id, guid: existing.form_a_guid, version, values };
}

function auditWork(
  tx: Db,
  ctx: WorkSaveContext,
  saved: SavedWork,
  after: Record<string, unknown>,
): Promise<void> {
  const { existing, holes, viewer, body } = ctx;
  return recordAudit(tx, {
    actor: viewer.subject,
    action: existing ? 'update' : 'create',
    entity: 'work',
    entityId: saved.id,
    requestId: ctx.requestId,
    before: existing ? { ...existing, holes } : undefined,
    after: { ...saved.values, version: saved.version, page: body.page, ...after },
  });
}

/** The first create of a repeated request id (the same create sent twice), answered again, never redone. */
async function repeatedCreate(db: Db, viewer: Viewer, body: WorkSaveParsed, key: string | null) {
  if (saveMode(body.formAId) !== 'create' || !key) return undefined;
  const first = await findWorkByRequestId(db, key);
  return first ? firstOfMine(first, viewer) : undefined;
}

/** POST work/save: the page's save entries (rules, warning codes, writes) run by the one save pipeline. */
export async function saveWork(
  deps: WorkDeps,
  me: CurrentUser,
  body: WorkSaveParsed,
  clientRequestId: string | null,
): Promise<WorkSaveResult> {
  const { db } = deps;
  const viewer = await resolveViewer(db, me);
  const key = body.idempotencyKey ?? clientRequestId;
  const repeated = await repeatedCreate(db, viewer, body, key);
  if (repeated) return answerOf(repeated);
  throwIfErrors(nothingToSaveIssue(body.formModified));
  const ctx = await loadWorkSaveContext(deps, viewer, body, { key, requestId: clientRequestId });
  try {
    const outcome = await runSave({
      entries: WORK_SAVE_ENTRIES[body.page as WorkPage],
      ctx,
      mergeCodes: mergeWarningCodes,
      transaction: (work) => db.transaction().execute(work),
      writeRoot: (tx, values, codes) => writeWork(tx, ctx, values, codes),
      audit: (tx, saved, after) => auditWork(tx, ctx, saved, after),
    });
    const { root } = outcome;
    return resultOf(root, root.values.exception_reason_code ?? null, !ctx.existing, outcome.warnings);
  } catch (error: unknown) {
    // The same create sent twice at once: the second insert loses the race and answers as a repeat does.
    const first = key && isRepeatedCreate(error) ? await findWorkByRequestId(db, key) : undefined;
    if (!first) throw error;
    return answerOf(firstOfMine(first, viewer));
  }
}

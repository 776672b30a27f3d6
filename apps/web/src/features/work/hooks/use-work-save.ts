import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  API_ERROR_CODE,
  GENERAL_MESSAGES,
  WORK_DECIDED_MESSAGES,
  WORK_MESSAGES,
  afterWorkSavePath,
  error,
  hasErrors,
  savingFailedMessage,
  validateWorkDraft,
  workSaveFlags,
  workSaveSchema,
  type Issue,
  type WorkPage,
  type WorkSaveKind,
} from '@driller/domain';
import { ApiError } from '../../../lib/api/client';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { newIdempotencyKey } from '../api/api-path';
import { useSaveWork } from '../api/save-work';
import { canonicalRoute } from './canonical-route';
import { clearStoredWorkPage, readStoredWorkPage, storeWorkPage } from './stored-work-page';
import type { WorkFormValues } from './work-form-values';
import type { WorkAccess } from './work-context';

export interface WorkSaveOptions {
  kind: WorkSaveKind;
  /** The page whose rules the server runs. */
  page: WorkPage;
  /** Where to land: a page to store, null to clear the stored page (then /Home), undefined to keep it. */
  goTo?: WorkPage | null;
  nextAction?: 'openbcr' | null;
  /** Errors and confirmed warnings the page's own rules found. */
  pageIssues?: readonly Issue[];
  /** Values set by the save itself (conditions accepted, exception codes, map document). */
  patch?: Partial<WorkFormValues>;
}

const zodIssues = (values: WorkFormValues): Issue[] => {
  const parsed = workSaveSchema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((i) => error(i.path.join('.'), i.message));
};

function failureIssues(e: unknown): Issue[] {
  if (!(e instanceof ApiError)) return [error('form', GENERAL_MESSAGES.savingFailed)];
  // Someone else saved first, or the work is locked: the server's message says which.
  if (e.is(API_ERROR_CODE.staleVersion, API_ERROR_CODE.workLocked, API_ERROR_CODE.duplicateRequest))
    return [error('form', e.body?.message || WORK_DECIDED_MESSAGES.staleVersion)];
  const fields = Object.entries(e.fieldErrors).flatMap(([path, messages]) => messages.map((m) => error(path, m)));
  return [error('form', savingFailedMessage(e.body?.message)), ...fields];
}

/**
 * The work save of spec 1 section 4: refuses offline or locked work, 'There is nothing to save' for a
 * draft without changes, runs the schema and the draft rules, posts with the version it loaded, and
 * goes where the spec says. On any failure the user's edits stay on screen with the reason.
 */
export function useWorkSave(formAId: number, access: WorkAccess, setIssues: (issues: readonly Issue[]) => void) {
  const { getValues, formState, trigger } = useFormContext<WorkFormValues>();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const mutation = useSaveWork();
  const [saving, setSaving] = useState(false);

  async function save(options: WorkSaveOptions): Promise<boolean> {
    if (!access.canSave) {
      await dialogs.alert(access.offline ? WORK_MESSAGES.savedOffline : WORK_MESSAGES.lockedByOther);
      return false;
    }
    const modified = formState.isDirty || options.patch !== undefined || formAId === 0;
    if (options.kind === 'draft' && !modified) {
      await dialogs.alert(GENERAL_MESSAGES.nothingToSave);
      return false;
    }
    const values: WorkFormValues = { ...getValues(), ...options.patch };
    await trigger();
    const issues = [...(options.pageIssues ?? []), ...zodIssues(values), ...validateWorkDraft(draftOf(values))];
    setIssues(issues);
    if (hasErrors(issues)) return false;

    setSaving(true);
    try {
      const result = await mutation.mutateAsync({
        ...values,
        ...workSaveFlags(options.kind),
        formModified: modified,
        page: options.page,
        nextAction: options.nextAction ?? null,
        idempotencyKey: newIdempotencyKey(),
      });
      if (options.goTo === null) clearStoredWorkPage();
      else if (options.goTo !== undefined) storeWorkPage(options.goTo);
      const path = canonicalRoute(afterWorkSavePath(result.id, options.nextAction, readStoredWorkPage()));
      void navigate(path, { state: { flash: WORK_MESSAGES.submitted } });
      return true;
    } catch (e) {
      setIssues(failureIssues(e));
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { save, saving };
}

function draftOf(values: WorkFormValues) {
  return {
    formAId: values.formAId ?? 0,
    hydstra: values.hydstra ?? false,
    approvalNumberSupplied: values.approvalNumberSupplied ?? true,
    workApprovalNo: values.workApprovalNo ?? null,
    lotNo: values.lotNo ?? null,
    drillerId: values.drillerId ?? null,
    approvedLatitude: values.approvedLatitude ?? null,
    approvedLongitude: values.approvedLongitude ?? null,
    approvalIssueDate: values.approvalIssueDate ?? null,
    workName: values.workName ?? null,
    referenceNo: values.referenceNo ?? null,
  };
}

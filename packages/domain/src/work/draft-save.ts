import { GENERAL_MESSAGES } from '../common/messages';
import { error, type Issue } from '../common/issue';
import { FORM_STATUS } from '../common/form-status';
import { collectIssues, isBlank, maxLengthIssue, requiredIssue } from '../common/validators';
import { isAttribute4Required, type WorkAttributeIds } from './attributes';
import { WORK_PAGE } from './stepper';
import { WORK_MESSAGES } from './messages';

/** Limits of spec 1 section 9. */
export const WORK_NAME_MAX = 500;
export const REFERENCE_NO_MAX = 50;

export interface WorkDraft {
  formAId: number;
  hydstra: boolean;
  /** False for an unapproved monitoring work, which supplies a reference number instead. */
  approvalNumberSupplied: boolean;
  workApprovalNo: string | null;
  lotNo: string | null;
  drillerId: number | null;
  approvedLatitude: number | null;
  approvedLongitude: number | null;
  approvalIssueDate: string | null;
  workName: string | null;
  referenceNo: string | null;
}

/**
 * Save-draft rules (spec 1 section 5 "Work draft save"), skipped for a Hydstra work. The approval's
 * fields are only required when an approval number is supplied (decision: docs/decisions.md).
 */
export function validateWorkDraft(work: WorkDraft): Issue[] {
  if (work.hydstra) return [];
  const approval = work.approvalNumberSupplied
    ? [
        requiredIssue('workApprovalNo', work.workApprovalNo),
        requiredIssue('lotNo', work.lotNo, WORK_MESSAGES.lotDpEmpty),
        requiredIssue('approvedLatitude', work.approvedLatitude),
        requiredIssue('approvedLongitude', work.approvedLongitude),
        requiredIssue('approvalIssueDate', work.approvalIssueDate),
      ]
    : [];
  return collectIssues(
    ...approval,
    requiredIssue('drillerId', work.drillerId),
    maxLengthIssue('workName', work.workName, WORK_NAME_MAX),
    maxLengthIssue('referenceNo', work.referenceNo, REFERENCE_NO_MAX),
  );
}

/** Save draft needs changes: 'There is nothing to save'. */
export function nothingToSaveIssue(formModified: boolean): Issue[] {
  return formModified ? [] : [error('form', GENERAL_MESSAGES.nothingToSave)];
}

/**
 * All work attributes must be chosen before moving on; attribute 4 only when required.
 * On page 3 the message is the singular 'Please select work attribute'.
 */
export function validateWorkAttributes(ids: WorkAttributeIds, roleId: number, page: number): Issue[] {
  const missing =
    ids.attribute1 === null ||
    ids.attribute2 === null ||
    ids.attribute3 === null ||
    (ids.attribute4 === null && isAttribute4Required(ids.attribute3, roleId));
  if (!missing) return [];
  const message = page === WORK_PAGE.conditions ? WORK_MESSAGES.selectAttribute : WORK_MESSAGES.selectAllAttributes;
  return [error('workType', message)];
}

/** The GW number update needs a value: 'Enter Ground water number.' */
export function validateGwNoUpdate(gwNo: string | null | undefined): Issue[] {
  return isBlank(gwNo) ? [error('gwNo', WORK_MESSAGES.gwNoRequired)] : [];
}

export type WorkSaveKind = 'draft' | 'next';

/** Flags sent with a work save: a draft saves (save on, next off); Next saves and moves on. */
export function workSaveFlags(kind: WorkSaveKind): { formStatus: 1; save: boolean; next: boolean } {
  return { formStatus: FORM_STATUS.draft, save: kind === 'draft', next: kind === 'next' };
}

/** A plain Next only moves the page, except at status 2 where it also saves (spec 1 section 4). */
export function nextSaves(formStatus: number | null): boolean {
  return formStatus === FORM_STATUS.submitted;
}

/** A save-draft creates the record when formAId is 0 and updates it otherwise. */
export function saveMode(formAId: number | null | undefined): 'create' | 'update' {
  return (formAId ?? 0) > 0 ? 'update' : 'create';
}

/** Where the app goes after a successful work save. */
export function afterWorkSavePath(id: number, nextAction: string | null | undefined, storedPage: string | null | undefined): string {
  if (nextAction === 'openbcr') return `/bcr?id=${id}`;
  if (storedPage === null || storedPage === undefined || storedPage === '') return '/Home';
  return `/work?id=${id}`;
}

import { FORM_STATUS } from '../common/form-status';
import { WORK_MESSAGES, alreadyAssigned, alreadySubmitted, cannotTransfer, transferConfirm, type WorkHolder } from './messages';

export type DrillerChangeOutcome =
  | { kind: 'assign' }
  | { kind: 'confirmTransfer'; message: string }
  | { kind: 'reassignCopy' }
  | { kind: 'refuse'; message: string };

export interface DrillerChange {
  formAId: number;
  formStatus: number | null;
  sameCompany: boolean;
  sameWorkType: boolean;
  isSuperAdmin: boolean;
  workId: string | number;
  approvalNo: string;
  toDriller: string;
  fromDriller: string;
}

/**
 * Choosing another driller (spec 1 "Transfer and reassignment"): on a new work it just assigns; on an
 * unsubmitted work of the same company with identical work type it transfers after a confirm; a Super
 * Admin moving it to another company makes a new copy.
 */
export function drillerChangeOutcome(c: DrillerChange): DrillerChangeOutcome {
  if (c.formAId <= 0) return { kind: 'assign' };
  if (c.isSuperAdmin && !c.sameCompany) return { kind: 'reassignCopy' };
  if (c.formStatus !== FORM_STATUS.draft || !c.sameWorkType || !c.sameCompany)
    return { kind: 'refuse', message: cannotTransfer(c.toDriller, c.fromDriller) };
  return {
    kind: 'confirmTransfer',
    message: transferConfirm({ workId: c.workId, approvalNo: c.approvalNo, toDriller: c.toDriller, fromDriller: c.fromDriller }),
  };
}

export interface AssignmentCheck {
  assigned: boolean;
  sameDriller: boolean;
  formStatus: number | null;
  holder: WorkHolder;
}

/** The work under an approval is taken: submitted by someone, or assigned to another driller. */
export function assignmentRefusal(check: AssignmentCheck): string | null {
  if (!check.assigned) return null;
  if (check.formStatus === FORM_STATUS.submitted) return alreadySubmitted(check.holder);
  return check.sameDriller ? null : alreadyAssigned(check.holder);
}

export interface OriginalWorkCheck {
  workFound: boolean;
  originalExists: boolean;
  originalSubmitted: boolean;
  gwNoExists: boolean;
  decommissionSubmitted: boolean;
  amendedPending: boolean;
}

export type PrecheckStep = { kind: 'refuse'; message: string } | { kind: 'confirm'; message: string };

/** Steps before an amended/decommissioned work: refusals end it; confirms are asked in order (Cancel aborts). */
export function amendedWorkPrecheck(c: OriginalWorkCheck): PrecheckStep[] {
  if (!c.workFound) return [{ kind: 'refuse', message: WORK_MESSAGES.workDetailsMissing }];
  if (c.decommissionSubmitted) return [{ kind: 'refuse', message: WORK_MESSAGES.decommissionAlreadySubmitted }];
  if (c.amendedPending) return [{ kind: 'refuse', message: WORK_MESSAGES.amendedExistsNotSubmitted }];
  if (c.originalExists && !c.originalSubmitted) return [{ kind: 'refuse', message: WORK_MESSAGES.originalNotSubmitted }];
  const steps: PrecheckStep[] = [];
  if (!c.originalExists) steps.push({ kind: 'confirm', message: WORK_MESSAGES.originalMissingConfirm });
  if (!c.gwNoExists) steps.push({ kind: 'confirm', message: WORK_MESSAGES.gwNoMissingConfirm });
  return steps;
}

export interface ReassignableWork {
  formAId: number;
  approvalConditions: { approvalConditionsId: number; approvalConditionStatus: number } | null;
}

/** A Super Admin reassignment to another company starts a new form with unaccepted conditions. */
export function reassignedCopy<T extends ReassignableWork>(work: T): T {
  return { ...work, formAId: 0, approvalConditions: { approvalConditionsId: 0, approvalConditionStatus: 0 } };
}

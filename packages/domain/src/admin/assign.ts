import { error, type Issue } from '../common/issue';
import { ADMIN_MESSAGES, confirmCompanyChangeMessage } from './messages';

/** Assign screen page 0: Go needs a company from the dropdown. */
export function assignCompanyIssues(organisationId: number | null | undefined): Issue[] {
  return (organisationId ?? 0) > 0 ? [] : [error('organisationId', ADMIN_MESSAGES.selectCompany)];
}

/** Saving the new top row needs a driller from the dropdown. */
export function assignDrillerIssues(drillerId: number | null | undefined): Issue[] {
  return (drillerId ?? 0) > 0 ? [] : [error('drillerId', ADMIN_MESSAGES.selectDriller)];
}

/** "Assign driller" adds one unsaved top row at a time. */
export function addDrillerRowIssues(rows: readonly { isNew: boolean }[]): Issue[] {
  return rows[0]?.isNew ? [error('drillers', ADMIN_MESSAGES.firstRowPending)] : [];
}

export function assignResultMessage(success: boolean): string {
  return success ? ADMIN_MESSAGES.drillerAssigned : ADMIN_MESSAGES.drillerAssignError;
}

export type AssociateOutcome = { kind: 'save' } | { kind: 'refuse'; message: string };

/**
 * Assign myself to a company: the company must be listed, a second assignment to it is refused, and a
 * driller whose reports under the present company are pending may not leave it (spec 3: "Changing a
 * driller's company is blocked while BCRs are pending").
 */
export function associateSelf(input: {
  currentOrganisationId: number | null;
  chosenOrganisationId: number;
  companyIds: readonly number[];
  /** The driller has reports not yet submitted under the present company. */
  pendingBcr: boolean;
}): AssociateOutcome {
  if (!input.companyIds.includes(input.chosenOrganisationId)) {
    return { kind: 'refuse', message: ADMIN_MESSAGES.companyNotFound };
  }
  if (input.currentOrganisationId === input.chosenOrganisationId) {
    return { kind: 'refuse', message: ADMIN_MESSAGES.userAlreadyAssigned };
  }
  if (input.currentOrganisationId !== null && input.pendingBcr) {
    return { kind: 'refuse', message: ADMIN_MESSAGES.pendingBcrCompanyChange };
  }
  return { kind: 'save' };
}

/** The server's admin/checkpendingbcr answer. */
export interface PendingBcrCheck {
  sameCompany: boolean;
  pendingBcr: boolean;
}

export type CompanyChangeDecision =
  | { kind: 'proceed' }
  | { kind: 'blocked'; message: string }
  | { kind: 'confirm'; message: string };

/**
 * Choosing a company for an existing driller: unchanged company proceeds; pending BCRs block the
 * change (the old company is restored); otherwise the driller confirms, as it affects new submissions.
 */
export function companyChangeDecision(input: {
  drillerId: number | null | undefined;
  companyName: string;
  check: PendingBcrCheck;
}): CompanyChangeDecision {
  if (!input.drillerId || input.check.sameCompany) return { kind: 'proceed' };
  if (input.check.pendingBcr) return { kind: 'blocked', message: ADMIN_MESSAGES.pendingBcrCompanyChange };
  return { kind: 'confirm', message: confirmCompanyChangeMessage(input.companyName) };
}

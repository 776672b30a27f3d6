import { can } from '../auth/permissions';
import type { Subject } from '../auth/roles';
import { FORM_STATUS } from '../common/form-status';
import { isBlank } from '../common/validators';

/**
 * Permissions that depend on the record as well as the role. Each starts from the policy table's
 * action, so a role change is still made in one place (auth/permissions.ts).
 */

/** Driller search results: the driller-edit role edits any row, a driller only their own. */
export function canEditDrillerRow(viewer: Subject, row: { isSelf: boolean }): boolean {
  return can(viewer, 'driller.editAny') || (row.isSelf && can(viewer, 'driller.editOwn'));
}

export interface DrillerFormAccess {
  /** The whole form is read-only. */
  readOnly: boolean;
  /** Driller type, status, licence fields and comments. */
  regulatedFields: boolean;
  /** The type selector is disabled once the driller exists. */
  drillerType: boolean;
  /** Username is locked once the person has an account. */
  username: boolean;
}

export function drillerFormAccess(
  viewer: Subject,
  record: { isSelf: boolean; isNew: boolean; hasAccount: boolean },
): DrillerFormAccess {
  const editable = record.isNew
    ? can(viewer, 'driller.create')
    : !can(viewer, 'driller.viewReadOnly') && canEditDrillerRow(viewer, record);
  const regulated = editable && can(viewer, 'driller.editRegulatedFields');
  return {
    readOnly: !editable,
    regulatedFields: regulated,
    drillerType: regulated && record.isNew,
    username: editable && !(record.hasAccount && !record.isNew),
  };
}

export function canEditUserRow(viewer: Subject, row: { isSelf: boolean }): boolean {
  return can(viewer, 'user.editAny') || (row.isSelf && can(viewer, 'user.editOwn'));
}

/** Work email is locked on update unless the viewer may edit users; username once an account exists. */
export function userFieldLocks(
  viewer: Subject,
  record: { isNew: boolean; hasAccount: boolean },
): { workEmail: boolean; username: boolean } {
  return {
    workEmail: !record.isNew && !can(viewer, 'user.editAny'),
    username: !record.isNew && record.hasAccount,
  };
}

/** Company edit icon: the admin role on every company, company admins on their own. */
export function canEditOrganisation(viewer: Subject, company: { isOwn: boolean }): boolean {
  return can(viewer, 'organisation.editAny') || (company.isOwn && can(viewer, 'organisation.editOwn'));
}

// Update GW No: canUpdateGwNo below; its route checks 'gwNo.update'.

interface ReportFacts {
  formStatus: number | null | undefined;
}

function isSubmitted(report: ReportFacts): boolean {
  return report.formStatus === FORM_STATUS.submitted;
}

/** Decommission applies to submitted reports: a bore that was never reported cannot be decommissioned. */
export function canDecommission(viewer: Subject, report: ReportFacts): boolean {
  return can(viewer, 'bcr.decommission') && isSubmitted(report);
}

/** A driller asks for company-admin access only while not already one. */
export function canRequestDcaAccess(viewer: Subject): boolean {
  return can(viewer, 'dcaRequest.create') && !viewer.isDCA;
}

/** The isLeader flag the search screen receives. */
export function isLeader(viewer: Subject): boolean {
  return can(viewer, 'bcr.lead');
}

/** Delete BCR icon: only a leader, only on a report carrying the hydstra flag. */
export function canDeleteBcr(viewer: Subject, report: { hydstra: number | boolean | null | undefined }): boolean {
  return isLeader(viewer) && (report.hydstra === 1 || report.hydstra === true);
}

/**
 * Opening a report from BCR search: a submitted one asks the Super Admin whether to edit (Ok) or
 * only view (Cancel); everything else opens directly.
 */
export function bcrOpenMode(viewer: Subject, formStatus: number | null | undefined): 'open' | 'askEditOrView' {
  return formStatus === FORM_STATUS.submitted && can(viewer, 'bcr.editSubmitted') ? 'askEditOrView' : 'open';
}

/** Update GW No on a search row or the work form: the policy's role, a submitted report, a GW No to correct. */
export function canUpdateGwNo(viewer: Subject, report: ReportFacts & { gwNo: string | null | undefined }): boolean {
  return can(viewer, 'gwNo.update') && isSubmitted(report) && !isBlank(report.gwNo);
}

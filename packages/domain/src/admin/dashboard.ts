import { can } from '../auth/permissions';
import type { Subject } from '../auth/roles';
import { FORM_STATUS } from '../common/form-status';
import { DATA_SOURCE_LABELS } from './codes';
import { PAST_WORKS_LIMIT } from './constants';

// Status labels ('In Progress' / 'Submitted') and "under review" live in common/form-status.ts.

/** BCR search's Data Source column: the hydstra flag 1 means the record came from Hydstra. */
export function dataSourceLabel(hydstra: number | boolean | null | undefined): string {
  return hydstra === 1 || hydstra === true ? DATA_SOURCE_LABELS.hydstra : DATA_SOURCE_LABELS.portal;
}

export type DashboardGrid = 'current' | 'past';

/** Submitted reports go to Past Works; everything else is current work. */
export function dashboardGrid(row: { formStatus: number | null | undefined }): DashboardGrid {
  return row.formStatus === FORM_STATUS.submitted ? 'past' : 'current';
}

/** Past Works holds the last 100 submitted reports, except for the Super Admin (no limit: null). */
export function pastWorksLimit(viewer: Subject): number | null {
  return can(viewer, 'dashboard.pastWorksLimited') ? PAST_WORKS_LIMIT : null;
}

export function showDrillingCompanyColumn(viewer: Subject): boolean {
  return can(viewer, 'dashboard.drillingCompanyColumn');
}

/** "First Last" of a driller or user reference, blank parts dropped. */
export function personName(
  person: { firstName?: string | null; lastName?: string | null } | null | undefined,
): string {
  return [person?.firstName, person?.lastName]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * PDF download name from approval number, work id, optional GW No and formAId. The spec names the
 * parts, not the separator; decision: underscores, with characters unsafe in file names replaced.
 */
export function bcrPdfFileName(row: {
  workApprovalNo?: string | null;
  workId?: string | number | null;
  gwNo?: string | null;
  formAId: number;
}): string {
  const parts = [row.workApprovalNo, row.workId, row.gwNo, row.formAId]
    .map((part) => String(part ?? '').trim())
    .filter((part) => part !== '')
    .map((part) => part.replace(/[\\/:*?"<>|\s]+/g, '-'));
  return `${parts.join('_')}.pdf`;
}

import { dataSourceLabel, formStatusLabel, workAttributeDetails, type BcrSearchRow } from '@driller/domain';
import type { BcrSearchDbRow } from './bcr-search.repository';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A search row as the grid receives it (spec 3 "Search BCR criteria and row"). */
export function presentSearchRow(row: BcrSearchDbRow): BcrSearchRow {
  const hydstra = row.hydstra ? 1 : 0;
  const details = workAttributeDetails([row.work_attribute_1, row.work_attribute_2, row.work_attribute_3, row.work_attribute_4]);
  return {
    formAId: row.formAId,
    formAGuid: row.formAGuid,
    bcrId: row.bcrId,
    bcrVersion: row.bcrVersion,
    workVersion: row.workVersion,
    // Whether this browser holds a cached copy is the browser's to say; the server never knows.
    cachedWork: false,
    workAttributeDetails: details,
    workName: row.work_name,
    gwNo: row.gw_no,
    workId: row.work_id,
    workApprovalNo: row.work_approval_no,
    customerAddress: row.customer_address,
    driller:
      row.driller_first_name === null
        ? null
        : { drillerId: row.driller_id, drillerFirstName: row.driller_first_name, drillerLastName: row.driller_last_name ?? '' },
    organisation: row.organisation_name === null ? null : { organisationName: row.organisation_name },
    formStatus: row.form_status,
    reviewStatus: row.review_status,
    submittedBy: row.submitted_by,
    formSubmittedDate: iso(row.submitted_at),
    lastBCRModifiedBy:
      row.modifier_first_name === null
        ? { firstName: row.modified_by, lastName: '' }
        : { firstName: row.modifier_first_name, lastName: row.modifier_last_name ?? '' },
    lastBCRModifiedDate: iso(row.modified_at) ?? '',
    decommissionedDate: row.decommissioned_date,
    hydstra,
    active: row.deactivated_at === null,
    tooltipView: [`BCR ${row.bcrId}`, details, formStatusLabel(row.form_status), dataSourceLabel(hydstra)].filter((p) => p !== '').join(' | '),
  };
}

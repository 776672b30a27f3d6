import { workAttributeDetails, type DashboardRow } from '@driller/domain';
import type { DashboardDbRow } from './dashboard.repository';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A dashboard row as the grids receive it (spec 3 "Dashboard work/BCR row"). */
export function presentDashboardRow(row: DashboardDbRow): DashboardRow {
  return {
    formAId: row.formAId,
    formAGuid: row.formAGuid,
    bcrId: row.bcrId,
    workAttributeDetails: workAttributeDetails([row.work_attribute_1, row.work_attribute_2, row.work_attribute_3, row.work_attribute_4]),
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
    // A change by nobody's account (the seed, the importer) shows the name it was recorded under.
    lastBCRModifiedBy:
      row.modifier_first_name === null
        ? { firstName: row.modified_by, lastName: '' }
        : { firstName: row.modifier_first_name, lastName: row.modifier_last_name ?? '' },
    lastBCRModifiedDate: iso(row.modified_at) ?? '',
    bcrVersion: row.bcrVersion,
    hydstra: row.hydstra ? 1 : 0,
  };
}

import { z } from 'zod';
import {
  WORK_ATTRIBUTE_1_OPTIONS,
  WORK_ATTRIBUTE_2_OPTIONS,
  WORK_ATTRIBUTE_3_OPTIONS,
  WORK_ATTRIBUTE_4_OPTIONS,
  attributeName,
} from '../work/attributes';

/**
 * The fields a work-and-BCR row has wherever it is listed (spec 3 "Dashboard work/BCR row" and "Search BCR
 * criteria and row"): the work, its driller and company, the report's status and who changed it last.
 */
export const workReportRowFieldsSchema = z.object({
  formAId: z.number().int(),
  formAGuid: z.string(),
  workAttributeDetails: z.string(),
  workName: z.string().nullable(),
  gwNo: z.string().nullable(),
  workId: z.string().nullable(),
  workApprovalNo: z.string().nullable(),
  customerAddress: z.string().nullable(),
  driller: z.object({ drillerId: z.number().int().nullable(), drillerFirstName: z.string(), drillerLastName: z.string() }).nullable(),
  organisation: z.object({ organisationName: z.string() }).nullable(),
  formStatus: z.number().int(),
  reviewStatus: z.number().int().nullable(),
  /** The submitter's name as it was recorded at submission (one text). */
  submittedBy: z.string().nullable(),
  formSubmittedDate: z.string().nullable().describe('ISO timestamp'),
  /** Who changed the report last (the work, while it has no report). */
  lastBCRModifiedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  lastBCRModifiedDate: z.string().describe('ISO timestamp'),
  /** 1: the record came from Hydstra. */
  hydstra: z.number().int(),
});
export type WorkReportRowFields = z.infer<typeof workReportRowFieldsSchema>;

/** Those fields' columns as the database reads them (the work `w`, its live report, names joined). */
export interface WorkReportColumns {
  formAId: number;
  formAGuid: string;
  work_attribute_1: number | null;
  work_attribute_2: number | null;
  work_attribute_3: number | null;
  work_attribute_4: number | null;
  work_name: string | null;
  gw_no: string | null;
  work_id: string | null;
  work_approval_no: string | null;
  customer_address: string | null;
  hydstra: boolean | number | null;
  driller_id: number | null;
  form_status: number;
  review_status: number | null;
  submitted_by: string | null;
  submitted_at: Date | string | null;
  modified_by: string;
  modified_at: Date | string;
  driller_first_name: string | null;
  driller_last_name: string | null;
  organisation_name: string | null;
  modifier_first_name: string | null;
  modifier_last_name: string | null;
}

/** "New, Production, Drilled bore": the work details column, as the dashboard words a work's type. */
export function workAttributeDetails(ids: readonly [number | null, number | null, number | null, number | null]): string {
  const options = [WORK_ATTRIBUTE_1_OPTIONS, WORK_ATTRIBUTE_2_OPTIONS, WORK_ATTRIBUTE_3_OPTIONS, WORK_ATTRIBUTE_4_OPTIONS];
  return ids
    .map((id, i) => (id === null ? '' : attributeName(options[i] ?? [], id)))
    .filter((name) => name !== '')
    .join(', ');
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The shared fields of a listed row from its columns. */
export function workReportRowFields(row: WorkReportColumns): WorkReportRowFields {
  return {
    formAId: row.formAId,
    formAGuid: row.formAGuid,
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
    hydstra: row.hydstra ? 1 : 0,
  };
}

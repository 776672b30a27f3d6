import {
  deleteCasingSupportFlag,
  validateWorkAttributes,
  validateWorkDraft,
  validateWorkTypeChange,
  type Issue,
  type WorkAttributeIds,
  type WorkSaveParsed,
} from '@driller/domain';
import { approvalCopy, type ApprovalCopy } from '../record/work-approval';
import type { WorkRow, WorkValues } from '../record/work.repository';
import type { WorkSaveContext } from './work-save-context';

const idOf = (a: { id: number } | null | undefined): number | null => a?.id ?? null;

export const idsOfRow = (row: WorkRow | null): WorkAttributeIds => ({
  attribute1: row?.work_attribute_1 ?? null,
  attribute2: row?.work_attribute_2 ?? null,
  attribute3: row?.work_attribute_3 ?? null,
  attribute4: row?.work_attribute_4 ?? null,
});

/** The attributes the save sets: the body's work type, or the stored ones when the page sends none. */
export function idsOfBody(body: WorkSaveParsed, existing: WorkRow | null): WorkAttributeIds {
  const t = body.workType;
  if (!t) return idsOfRow(existing);
  return {
    attribute1: idOf(t.workAttribute1),
    attribute2: idOf(t.workAttribute2),
    attribute3: idOf(t.workAttribute3),
    attribute4: idOf(t.workAttribute4),
  };
}

const textOrNull = (v: string | number | null | undefined): string | null =>
  v === null || v === undefined ? null : String(v);

/** Without an approval number the approval fields are cleared. */
const EMPTY_APPROVAL = {
  work_approval_no: null,
  work_id: null,
  lot_no: null,
  approved_latitude: null,
  approved_longitude: null,
} as const;

/** The approval fields the draft rules read, from the register's copy (never the browser's). */
function approvalFacts(copy: ApprovalCopy | null) {
  if (!copy)
    return {
      workApprovalNo: null,
      lotNo: null,
      approvedLatitude: null,
      approvedLongitude: null,
      approvalIssueDate: null,
    };
  return {
    workApprovalNo: copy.work_approval_no,
    lotNo: copy.lot_no,
    approvedLatitude: copy.approved_latitude,
    approvedLongitude: copy.approved_longitude,
    approvalIssueDate: copy.approval_issue_date,
  };
}

/** The draft rules of spec 1 section 5. */
function draftIssues({ body, existing, driller }: WorkSaveContext, copy: ApprovalCopy | null): Issue[] {
  return validateWorkDraft({
    ...approvalFacts(copy),
    formAId: existing ? existing.id : 0,
    hydstra: existing ? existing.hydstra : false,
    approvalNumberSupplied: body.approvalNumberSupplied,
    drillerId: driller?.drillerId ?? null,
    workName: body.workName ?? null,
    referenceNo: body.referenceNo ?? null,
  });
}

/** Who the work belongs to and what it is: driller, company and the four attributes. */
function ownershipValues({ driller, sectionCounts }: WorkSaveContext, ids: WorkAttributeIds) {
  return {
    driller_id: driller?.drillerId ?? null,
    organisation_id: driller?.organisationId ?? null,
    work_attribute_1: ids.attribute1,
    work_attribute_2: ids.attribute2,
    work_attribute_3: ids.attribute3,
    work_attribute_4: ids.attribute4,
    delete_casing_support: deleteCasingSupportFlag(ids.attribute3, sectionCounts) === '1' ? 1 : 0,
  };
}

/** The work row's columns every page sets (the exception codes and the actual location come later). */
function workValues(ctx: WorkSaveContext, ids: WorkAttributeIds, copy: ApprovalCopy | null): WorkValues {
  const { body, viewer, existing } = ctx;
  return {
    ...ownershipValues(ctx, ids),
    approval_number_supplied: body.approvalNumberSupplied,
    work_approval_or_without_approval: textOrNull(body.workApprovalOrWithoutApproval),
    ...(body.approvalNumberSupplied ? (copy ?? {}) : EMPTY_APPROVAL),
    gw_no: existing?.gw_no ?? copy?.gw_no ?? null,
    work_name: body.workName ?? null,
    reference_no: body.referenceNo ?? null,
    purpose_without_approval: textOrNull(body.purposeWithoutApproval),
    county: body.county ?? null,
    current_role_id: viewer.roleId,
    form_status: existing?.form_status ?? 1,
  };
}

export interface WorkPlan {
  issues: Issue[];
  values: WorkValues;
}

/** The work's new columns and the rules every page re-runs: draft, attributes and work type change. */
export function planWorkSave(ctx: WorkSaveContext): WorkPlan {
  const { body, viewer, existing, approval, sectionCounts } = ctx;
  const ids = idsOfBody(body, existing);
  const copy = approval ? approvalCopy(approval) : null;
  const issues = [
    ...draftIssues(ctx, copy),
    ...validateWorkAttributes(ids, viewer.roleId, body.page),
    ...validateWorkTypeChange({
      previous: existing ? idsOfRow(existing) : null,
      next: ids,
      formExists: existing !== null,
      offline: false,
      sectionCounts,
    }),
  ];
  return { issues, values: workValues(ctx, ids, copy) };
}

import {
  CASING_SUPPORT_DELETED,
  HOLE_DIST_GT_20M,
  LOCATION_WARNING_CODE,
  REFERENCE_LOOKS_LIKE_APPROVAL,
  SPEARPOINT_IS_BORE,
  WORK_PAGE,
  deleteCasingSupportFlag,
  distanceMetres,
  locationWarnings,
  validateLocationSave,
  validateWorkAttributes,
  validateWorkDraft,
  validateWorkTypeChange,
  type BcrSectionCounts,
  type Issue,
  type WorkAttributeIds,
  type WorkSaveParsed,
} from '@driller/domain';
import type { ApprovalWork } from '../../../adapters/approvals-register/approvals.port';
import { approvalCopy } from '../record/work-approval';
import { warningsOf } from './work-issues';
import type { Viewer } from '../record/work-viewer';
import type { DrillerRow, WorkRow, WorkValues } from '../record/work.repository';

export interface PlanInput {
  body: WorkSaveParsed;
  viewer: Viewer;
  existing: WorkRow | null;
  approval: ApprovalWork | null;
  driller: DrillerRow | null;
  sectionCounts: BcrSectionCounts;
  /** Issues of the monitoring page, when page 2 is saved. */
  holeIssues: readonly Issue[];
}

export interface SavePlan {
  issues: Issue[];
  values: WorkValues;
}

const idsOfBody = (body: WorkSaveParsed, existing: WorkRow | null): WorkAttributeIds =>
  body.workType
    ? {
        attribute1: body.workType.workAttribute1?.id ?? null,
        attribute2: body.workType.workAttribute2?.id ?? null,
        attribute3: body.workType.workAttribute3?.id ?? null,
        attribute4: body.workType.workAttribute4?.id ?? null,
      }
    : idsOfRow(existing);

export const idsOfRow = (row: WorkRow | null): WorkAttributeIds => ({
  attribute1: row?.work_attribute_1 ?? null,
  attribute2: row?.work_attribute_2 ?? null,
  attribute3: row?.work_attribute_3 ?? null,
  attribute4: row?.work_attribute_4 ?? null,
});

/** Warning codes each page decides; codes of pages not saved now are kept as they were. */
const CODES_BY_PAGE: Record<number, readonly string[]> = {
  [WORK_PAGE.workType]: [SPEARPOINT_IS_BORE, CASING_SUPPORT_DELETED],
  [WORK_PAGE.workDetails]: [CASING_SUPPORT_DELETED],
  [WORK_PAGE.monitoringHoles]: [HOLE_DIST_GT_20M, REFERENCE_LOOKS_LIKE_APPROVAL],
  [WORK_PAGE.actualLocation]: [LOCATION_WARNING_CODE.farFromApproved, LOCATION_WARNING_CODE.lotDpMismatch],
};

function mergedCodes(
  previous: string | null,
  page: number,
  warnings: readonly Issue[],
  bodyCodes: string | null | undefined,
): string | null {
  const decided = CODES_BY_PAGE[page] ?? [];
  const now = new Set(warnings.flatMap((w) => (w.code ? [w.code] : [])));
  // The questionnaire's outcome is the browser's to report (the answers are not sent).
  if (page === WORK_PAGE.workType && (bodyCodes ?? '').split(',').includes(SPEARPOINT_IS_BORE))
    now.add(SPEARPOINT_IS_BORE);
  const kept = (previous ?? '').split(',').filter((c) => c !== '' && !decided.includes(c));
  const codes = [...new Set([...kept, ...now])];
  return codes.length > 0 ? codes.join(',') : null;
}

function locationPart(
  body: WorkSaveParsed,
  viewer: Viewer,
  lotNo: string | null,
  approved: { lat: number | null; lng: number | null },
) {
  const lat = body.actualLatitude ?? null;
  const lng = body.actualLongitude ?? null;
  const issues = validateLocationSave({
    actualLatitude: lat,
    actualLongitude: lng,
    roleId: viewer.roleId,
    offline: false,
    lockedByOther: false,
  });
  const distance =
    lat !== null && lng !== null && approved.lat !== null && approved.lng !== null
      ? distanceMetres({ latitude: approved.lat, longitude: approved.lng }, { latitude: lat, longitude: lng })
      : null;
  const warnings =
    lat === null || lng === null
      ? []
      : locationWarnings({ distance, approvedLotDp: lotNo, actualLotDp: body.actualLotNo ?? null });
  return {
    issues: [...issues, ...warnings],
    values: {
      actual_latitude: lat,
      actual_longitude: lng,
      actual_lot_no: body.actualLotNo ?? null,
      distance,
    },
  };
}

/** The work's new values and every rule's issues for the page saved (spec 1 section 5). */
export function planWorkSave({
  body,
  viewer,
  existing,
  approval,
  driller,
  sectionCounts,
  holeIssues,
}: PlanInput): SavePlan {
  const ids = idsOfBody(body, existing);
  const copy = approval ? approvalCopy(approval) : null;
  const supplied = body.approvalNumberSupplied;
  const hydstra = existing?.hydstra ?? false;
  const approved = {
    lat: copy?.approved_latitude ?? existing?.approved_latitude ?? null,
    lng: copy?.approved_longitude ?? existing?.approved_longitude ?? null,
  };
  const lotNo = copy?.lot_no ?? existing?.lot_no ?? null;
  const location =
    body.page === WORK_PAGE.actualLocation ? locationPart(body, viewer, lotNo, approved) : null;
  const issues = [
    ...validateWorkDraft({
      formAId: existing?.id ?? 0,
      hydstra,
      approvalNumberSupplied: supplied,
      workApprovalNo: copy?.work_approval_no ?? null,
      lotNo: copy?.lot_no ?? null,
      drillerId: driller?.drillerId ?? null,
      approvedLatitude: copy?.approved_latitude ?? null,
      approvedLongitude: copy?.approved_longitude ?? null,
      approvalIssueDate: copy?.approval_issue_date ?? null,
      workName: body.workName ?? null,
      referenceNo: body.referenceNo ?? null,
    }),
    ...validateWorkAttributes(ids, viewer.roleId, body.page),
    ...validateWorkTypeChange({
      previous: existing ? idsOfRow(existing) : null,
      next: ids,
      formExists: existing !== null,
      offline: false,
      sectionCounts,
    }),
    ...holeIssues,
    ...(location?.issues ?? []),
  ];
  const emptyApproval = supplied
    ? {}
    : {
        work_approval_no: null,
        work_id: null,
        lot_no: null,
        approved_latitude: null,
        approved_longitude: null,
      };
  const values: WorkValues = {
    driller_id: driller?.drillerId ?? null,
    organisation_id: driller?.organisationId ?? null,
    work_attribute_1: ids.attribute1,
    work_attribute_2: ids.attribute2,
    work_attribute_3: ids.attribute3,
    work_attribute_4: ids.attribute4,
    delete_casing_support: deleteCasingSupportFlag(ids.attribute3, sectionCounts) === '1' ? 1 : 0,
    approval_number_supplied: supplied,
    work_approval_or_without_approval:
      body.workApprovalOrWithoutApproval === null || body.workApprovalOrWithoutApproval === undefined
        ? null
        : String(body.workApprovalOrWithoutApproval),
    ...(copy ?? emptyApproval),
    gw_no: existing?.gw_no ?? copy?.gw_no ?? null,
    work_name: body.workName ?? null,
    reference_no: body.referenceNo ?? null,
    purpose_without_approval:
      body.purposeWithoutApproval === null || body.purposeWithoutApproval === undefined
        ? null
        : String(body.purposeWithoutApproval),
    county: body.county ?? null,
    current_role_id: viewer.roleId,
    form_status: existing?.form_status ?? 1,
    exception_reason_code: mergedCodes(
      existing?.exception_reason_code ?? null,
      body.page,
      warningsOf(issues),
      body.exceptionReasonCode,
    ),
    ...(location?.values ?? {}),
  };
  return { issues, values };
}

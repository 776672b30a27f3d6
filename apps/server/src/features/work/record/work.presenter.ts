import {
  WORK_ATTRIBUTE_1_OPTIONS,
  WORK_ATTRIBUTE_2_OPTIONS,
  WORK_ATTRIBUTE_3_OPTIONS,
  WORK_ATTRIBUTE_4_OPTIONS,
  attributeName,
  type AttributeOption,
  type DrillerOption,
  type MonitoringHoleView,
  type WorkFormA,
  type WorkListItem,
  type WorkTypeView,
} from '@driller/domain';
import type { ConditionView, HoleView } from './work-detail.repository';
import type { WorkListRow } from './work-list.repository';
import type { DrillerRow, WorkRow } from './work.repository';

/** 'yyyy-MM-dd' of a date column, whichever way the driver hands it over. */
export function isoDate(value: Date | string | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

const NSW_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' });

/** The calendar day ('yyyy-MM-dd') an instant falls on in New South Wales. */
export const nswDay = (at: Date): string => NSW_DAY.format(at);

const attribute = (options: readonly AttributeOption[], id: number | null) =>
  id === null ? null : { id, name: attributeName(options, id) };

export function presentWorkType(
  row: Pick<
    WorkRow,
    | 'work_attribute_1'
    | 'work_attribute_2'
    | 'work_attribute_3'
    | 'work_attribute_4'
    | 'delete_casing_support'
  >,
): WorkTypeView {
  return {
    workTypeId: null,
    workAttribute1: attribute(WORK_ATTRIBUTE_1_OPTIONS, row.work_attribute_1),
    workAttribute2: attribute(WORK_ATTRIBUTE_2_OPTIONS, row.work_attribute_2),
    workAttribute3: attribute(WORK_ATTRIBUTE_3_OPTIONS, row.work_attribute_3),
    workAttribute4: attribute(WORK_ATTRIBUTE_4_OPTIONS, row.work_attribute_4),
    deleteCasingSupport: row.delete_casing_support === 1 ? '1' : '0',
  };
}

export function presentDriller(d: DrillerRow): DrillerOption {
  return {
    drillerId: d.drillerId,
    drillerName: `${d.firstName} ${d.lastName}`,
    firstName: d.firstName,
    lastName: d.lastName,
    licenceNo: d.licenceNo,
    organisationId: d.organisationId,
    companyName: d.companyName,
    isDrillingCompanyAdmin: d.isDca === 1,
  };
}

function workDriller(row: WorkRow): DrillerOption | null {
  if (row.driller_id === null || row.driller_first_name === null || row.driller_last_name === null)
    return null;
  return presentDriller({
    drillerId: row.driller_id,
    userId: 0,
    firstName: row.driller_first_name,
    lastName: row.driller_last_name,
    licenceNo: row.driller_licence_no ?? '',
    organisationId: row.organisation_id,
    companyName: row.company_name,
    isDca: row.driller_is_dca ?? 0,
  });
}

const lockOf = (row: Pick<WorkRow, 'locked_status' | 'locked_by' | 'device_id'>) => [
  { lockedStatus: row.locked_status ?? 0, lockedBy: row.locked_by, deviceId: row.device_id },
];

export function presentFormA(row: WorkRow, conditions: readonly ConditionView[]): WorkFormA {
  const first = conditions[0];
  return {
    formAId: row.id,
    formAGuid: row.form_a_guid,
    version: row.version,
    drillerId: row.driller_id,
    driller: workDriller(row),
    organisationId: row.organisation_id,
    approvalNumberSupplied: row.approval_number_supplied,
    workApprovalNo: row.work_approval_no,
    workApprovalOrWithoutApproval: row.work_approval_or_without_approval,
    workId: row.work_id,
    workSiteId: row.work_site_id,
    workName: row.work_name,
    workDescription: row.work_description,
    gwNo: row.gw_no,
    lotNo: row.lot_no,
    actualLotNo: row.actual_lot_no,
    approvedLatitude: row.approved_latitude,
    approvedLongitude: row.approved_longitude,
    actualLatitude: row.actual_latitude,
    actualLongitude: row.actual_longitude,
    distance: row.distance,
    formStatus: row.form_status,
    reviewStatus: row.review_status,
    currentRole: row.current_role_id,
    approvalIssueDate: isoDate(row.approval_issue_date),
    approvalExpiryDate: isoDate(row.approval_expiry_date),
    constructionDate: isoDate(row.construction_date),
    waterSource: row.water_source,
    approvalPurposes: row.approval_purposes,
    waterSharingPlan: row.water_sharing_plan,
    waterManagementZone: row.water_management_zone,
    customerName: row.customer_name,
    customerAddress: row.customer_address,
    purposeWithoutApproval: row.purpose_without_approval,
    workStatus: row.work_status,
    holeType: row.hole_type,
    monitoringStatus: row.monitoring_status,
    referenceNo: row.reference_no,
    exceptionReasonCode: row.exception_reason_code,
    mapDocumentId: row.map_document_id,
    hydstra: row.hydstra,
    county: row.county,
    createdBy: { id: row.created_by },
    acceptedDates: row.accepted_dates,
    acceptedBy: row.accepted_by_name,
    acceptedRole: row.accepted_role,
    amendedOriginalBCRId: row.amended_original_bcr_id,
    approvalConditions: {
      approvalConditionsId: first?.id ?? 0,
      approvalConditionStatus: conditions.length > 0 && conditions.every((c) => c.status === 1) ? 1 : 0,
    },
    licenseConditions: row.license_conditions,
    formAOffline: lockOf(row),
    workType: presentWorkType(row),
  };
}

export function presentHole(hole: HoleView, work: WorkRow): MonitoringHoleView {
  return {
    id: hole.id,
    formAId: hole.work_id,
    actualLatitude: hole.actual_latitude,
    actualLongitude: hole.actual_longitude,
    actualLotDp: hole.actual_lot_dp,
    driller: hole.driller_id,
    workName: hole.work_name,
    holeType: hole.hole_type,
    holeNo: hole.hole_no,
    noOfPipes: hole.no_of_pipes,
    distance: hole.distance,
    exceptionReasonCode: hole.exception_reason_code,
    monitoringStatus: hole.monitoring_status,
    formAOffline: lockOf(work),
  };
}

export function presentCondition(c: ConditionView) {
  return {
    conditionNo: c.condition_no,
    condition: c.condition,
    approvalConditionStatus: c.status,
    acceptanceDate: c.accepted_at ? nswDay(c.accepted_at) : null,
  };
}

export function presentListItem(row: WorkListRow): WorkListItem {
  return {
    formAId: row.id,
    formAGuid: row.form_a_guid,
    version: row.version,
    workApprovalNo: row.work_approval_no,
    workId: row.work_id,
    workName: row.work_name,
    gwNo: row.gw_no,
    referenceNo: row.reference_no,
    formStatus: row.form_status,
    reviewStatus: row.review_status,
    drillerId: row.driller_id,
    drillerName: row.driller_name,
    companyName: row.company_name,
    workType: presentWorkType(row),
    actualLatitude: row.actual_latitude,
    actualLongitude: row.actual_longitude,
    lockedStatus: row.locked_status ?? 0,
    modifiedAt: row.modified_at.toISOString(),
  };
}

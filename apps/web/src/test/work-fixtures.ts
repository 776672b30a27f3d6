import { FORM_STATUS, ROLE, type MasterData, type MonitoringHoleView, type WorkDetailPayload, type WorkFormA } from '@driller/domain';

/** Master data with one driller; override what the test is about. */
export function makeMaster(overrides: Partial<MasterData> = {}): MasterData {
  const driller = {
    drillerId: 7,
    drillerName: 'Dan Driller',
    firstName: 'Dan',
    lastName: 'Driller',
    licenceNo: 'DL1234',
    organisationId: 1,
    companyName: 'Western Plains Drilling Pty Ltd',
    isDrillingCompanyAdmin: false,
  };
  return {
    workAttribute1: [],
    workAttribute2: [],
    workAttribute3: [],
    workAttribute4: [],
    drillers: [driller],
    drillersAdmin: [],
    purposeWithoutApproval: [],
    boreType: [],
    holeType: [],
    spearpointQuestionnaire: [],
    currentRoleId: ROLE.driller,
    ...overrides,
  };
}

export function makeHole(overrides: Partial<MonitoringHoleView> = {}): MonitoringHoleView {
  return {
    id: 11,
    formAId: 42,
    actualLatitude: -32.25,
    actualLongitude: 148.6,
    actualLotDp: '12//DP754321',
    driller: 7,
    workName: 'MB1',
    holeType: null,
    holeNo: '1',
    noOfPipes: 2,
    distance: null,
    exceptionReasonCode: null,
    monitoringStatus: null,
    formAOffline: [],
    ...overrides,
  };
}

const workType = {
  workTypeId: 1,
  workAttribute1: { id: 1, name: 'New' },
  workAttribute2: { id: 2, name: 'Monitoring' },
  workAttribute3: { id: 7, name: 'Monitoring bores - two or more holes' },
  workAttribute4: null,
  deleteCasingSupport: '0' as const,
};

/** GET work/{id}'s payload for a saved draft work 42 (version 3); override formA fields or the rest. */
export function makeWorkPayload(
  formA: Partial<WorkFormA> = {},
  overrides: Partial<WorkDetailPayload> = {},
): WorkDetailPayload {
  const master = makeMaster();
  const work: WorkFormA = {
    formAId: 42, formAGuid: '2f1c8a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', version: 3, drillerId: 7,
    driller: master.drillers[0] ?? null, organisationId: 1, approvalNumberSupplied: false,
    workApprovalNo: null, workApprovalOrWithoutApproval: '2', workId: null, workSiteId: null,
    workName: 'MB', workDescription: null, gwNo: null, lotNo: null, actualLotNo: null,
    approvedLatitude: null, approvedLongitude: null, actualLatitude: null, actualLongitude: null,
    distance: null, formStatus: FORM_STATUS.draft, reviewStatus: null, currentRole: ROLE.driller,
    approvalIssueDate: null, approvalExpiryDate: null, constructionDate: null, waterSource: null,
    approvalPurposes: null, waterSharingPlan: null, waterManagementZone: null, customerName: null,
    customerAddress: null, purposeWithoutApproval: '1', workStatus: null, holeType: null,
    monitoringStatus: null, referenceNo: 'SITE-7', exceptionReasonCode: null, mapDocumentId: null,
    hydstra: false, county: null, createdBy: { id: 'user-1' }, acceptedDates: null, acceptedBy: null,
    acceptedRole: null, amendedOriginalBCRId: null,
    approvalConditions: { approvalConditionsId: 0, approvalConditionStatus: 0 },
    licenseConditions: null, formAOffline: [], workType,
    ...formA,
  };
  return {
    formA: work, masterData: master, workType: work.workType, disableWorkFields: false,
    acceptedBy: null, acceptedRole: null, workDetailsMonitoring: [], formAId: work.formAId,
    referenceNo: work.referenceNo, approvalNumberSupplied: work.approvalNumberSupplied,
    version: work.version, readOnly: false, browseLocked: false, canSave: true,
    canAcceptConditions: true, conditions: [],
    ...overrides,
  };
}

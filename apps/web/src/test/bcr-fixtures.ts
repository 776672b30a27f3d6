import { ROLE, bcrReportSchema, type BcrReportInput, type BcrView, type BcrWorkDetails } from '@driller/domain';
import type { LoadedBcr } from '../features/bcr/api/get-bcr';

/** A report as the server answers it (the schema's output), from what a test cares about. */
export function makeBcrReport(input: Partial<BcrReportInput> = {}): BcrView['report'] {
  return bcrReportSchema.parse({
    formAId: 42,
    ...input,
    summary: {
      workApprovalNo: '90WA813933',
      contractor: 'Aquifer Drilling Pty Ltd',
      driller: 'Dan Walsh',
      organisation: 'Aquifer Drilling Pty Ltd',
      approvalIssueDate: '2024-01-15',
      approvalExpiryDate: '2029-01-15',
      ...input.summary,
    },
  });
}

/** A drilled, cased new bore of a driller with an approval and an actual location. */
export function makeBcrWork(overrides: Partial<BcrWorkDetails> = {}): BcrWorkDetails {
  return {
    formAId: 42,
    formAGuid: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    workApprovalNo: '90WA813933',
    workId: 'W1',
    gwNo: 'GW001',
    workName: 'Home paddock bore',
    approvalPurposes: 'Stock and domestic',
    approvalNumberSupplied: true,
    referenceNo: null,
    holeType: null,
    actualLatitude: -33.1,
    actualLongitude: 148.2,
    formStatus: 1,
    reviewStatus: null,
    monitoringStatus: null,
    hydstra: false,
    amendedOriginalBcrId: null,
    drillerName: 'Dan Walsh',
    companyName: 'Aquifer Drilling Pty Ltd',
    workType: { workAttribute1: 1, workAttribute2: 1, workAttribute3: 1, workAttribute4: 1 },
    conditionsAccepted: true,
    hasMonitoringHoles: false,
    linkedHoles: [],
    ...overrides,
  };
}

const DRILLED_PAGES: BcrView['visiblePages'] = [
  'summary',
  'drillingDetails',
  'lithology',
  'waterBearingZones',
  'boreConstructionDesign',
  'casingSupport',
  'waterEntryDesign',
  'annulusFillSeal',
  'boreDevelopment',
  'disinfection',
  'workPartlyBackfilled',
  'pumpingTest',
  'submit',
];

/** The driller's editable view of a saved draft (version 1). */
export function makeBcrView(overrides: Partial<BcrView> = {}): BcrView {
  return {
    bcrId: 7,
    formAId: 42,
    version: 1,
    formStatus: 1,
    reviewStatus: null,
    report: makeBcrReport(),
    currentRoleId: ROLE.driller,
    readOnly: false,
    readOnlyReason: null,
    offline: false,
    submitAction: 'submit',
    submitDisabled: false,
    canChangeMode: false,
    canDelete: false,
    hydstra: false,
    visiblePages: DRILLED_PAGES,
    exceptionReasonCodes: [],
    submissions: [],
    review: { errors: [], warnings: [], canSubmit: true },
    today: '2026-11-23',
    casingTypeValidations: [],
    documents: [],
    ...overrides,
  };
}

export function makeLoadedBcr(view: Partial<BcrView> = {}, work: Partial<BcrWorkDetails> = {}): LoadedBcr {
  return { view: makeBcrView(view), work: makeBcrWork(work) };
}

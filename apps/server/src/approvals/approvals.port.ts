/**
 * The approvals register (DESIGN "External systems"): approval number -> works and conditions.
 * Two implementations sit behind this port: the embedded one reads seeded tables (migration 0004),
 * the production one calls the register's JSON API (APPROVALS_REGISTER_URL).
 */

/** A row of spec 1 section 3 "Work approval list row". Dates are ISO 'yyyy-MM-dd' (shown dd/MM/yyyy). */
export interface ApprovalWork {
  approvalNumber: string;
  groundWorkNumber: string | null;
  worksId: string;
  workDescription: string;
  /** 'Installed' or 'Approved' (the map service's 'I' read through the domain's mapWorkStatusLabel). */
  workStatus: string;
  /** Canonical lotidstring, e.g. '12//DP754321'. */
  lotDP: string;
  latitude: number;
  longitude: number;
  issueDate: string;
  waterSource: string;
  approvalPurpose: string;
  customerAddress: string;
  waterSharingPlan: string;
  approvalExpiryDate: string;
  customerName: string;
  waterManagementZone: string;
  constructionDate: string | null;
  workSiteId: string;
}

/** Spec 1 section 3 "Approval condition" (acceptance is the work's, not the register's). */
export interface RegisterCondition {
  conditionNo: string;
  condition: string;
}

/**
 * Spec 1 section 3 "Review licensing conditions": the standard and discretionary texts with their
 * Accepted flags ('0' or '1', as the register sends them), the combined text, and the numbered rows.
 */
export interface LicenceConditions {
  standardLicensingConditionsText: string;
  standardLicensingConditionsAccepted: '0' | '1';
  discretionaryLicensingConditionsText: string;
  discretionaryLicensingConditionsAccepted: '0' | '1';
  licenseCondtionsText: string;
  conditions: RegisterCondition[];
}

export interface ApprovalConditions {
  approvalConditions: RegisterCondition[];
  licenseConditions: LicenceConditions;
}

export interface ApprovalsRegister {
  /** Works under the approval (any order; callers sort). Empty when the number is unknown. */
  findWorks(approvalNumber: string): Promise<ApprovalWork[]>;
  /** Conditions of approval and licence conditions; null when the number is unknown. */
  findConditions(approvalNumber: string): Promise<ApprovalConditions | null>;
}

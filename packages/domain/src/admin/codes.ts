/**
 * Code lists of spec 3 (sections 3, 4 and 9). The numbers are the wire contract, so they live once here
 * and screens read the labels from the same tables.
 */

/** Driller status 1 to 4; 5 is the non-driller "inactive" status (spec 3 "Driller status"). */
export const DRILLER_STATUS = { underReview: 1, active: 2, expired: 3, debarred: 4 } as const;
export type DrillerStatus = (typeof DRILLER_STATUS)[keyof typeof DRILLER_STATUS];
export const DRILLER_STATUS_LABELS: Record<DrillerStatus, string> = {
  1: 'Under Review',
  2: 'Active',
  3: 'Expired',
  4: 'Debarred',
};

/** Non-driller user status. Decision (docs/decisions.md): 2 active (shared with drillers), 5 inactive. */
export const USER_STATUS = { active: 2, inactive: 5 } as const;
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];
export const USER_STATUS_LABELS: Record<UserStatus, string> = { 2: 'Active', 5: 'Inactive' };

export const DRILLER_TYPE = { nsw: 1, interstate: 2 } as const;
export type DrillerType = (typeof DRILLER_TYPE)[keyof typeof DRILLER_TYPE];
export const DRILLER_TYPE_LABELS: Record<DrillerType, string> = { 1: 'NSW Driller', 2: 'Interstate Driller' };

/** User registration request status; 0 All is a search filter only, 4 ReApproved is for registrations only. */
export const REQUEST_STATUS = { all: 0, pending: 1, approved: 2, rejected: 3, reApproved: 4 } as const;
export type RequestStatus = Exclude<(typeof REQUEST_STATUS)[keyof typeof REQUEST_STATUS], 0>;
export type RequestStatusFilter = (typeof REQUEST_STATUS)[keyof typeof REQUEST_STATUS];
export const REQUEST_STATUS_LABELS: Record<RequestStatusFilter, string> = {
  0: 'All',
  1: 'Pending',
  2: 'Approved',
  3: 'Rejected',
  4: 'ReApproved',
};
/** DCA access requests use only 1 Pending, 2 Approved, 3 Rejected. */
export const DCA_REQUEST_STATUSES = [REQUEST_STATUS.pending, REQUEST_STATUS.approved, REQUEST_STATUS.rejected] as const;
export type DcaRequestStatus = (typeof DCA_REQUEST_STATUSES)[number];

/** Organisation isActive: 1 active, 0 inactive. */
export const ORGANISATION_ACTIVE = { active: 1, inactive: 0 } as const;
export type OrganisationActive = (typeof ORGANISATION_ACTIVE)[keyof typeof ORGANISATION_ACTIVE];

/** Company search status filter: 2 All, 1 Active, 0 Inactive. */
export const COMPANY_SEARCH_STATUS = { all: 2, active: 1, inactive: 0 } as const;
export type CompanySearchStatus = (typeof COMPANY_SEARCH_STATUS)[keyof typeof COMPANY_SEARCH_STATUS];
export const COMPANY_SEARCH_STATUS_LABELS: Record<CompanySearchStatus, string> = { 2: 'All', 1: 'Active', 0: 'Inactive' };

/** BCR search status filter: 1 All, 2 Active, 3 Inactive (a different numbering from companies). */
export const BCR_SEARCH_STATUS = { all: 1, active: 2, inactive: 3 } as const;
export type BcrSearchStatus = (typeof BCR_SEARCH_STATUS)[keyof typeof BCR_SEARCH_STATUS];
export const BCR_SEARCH_STATUS_LABELS: Record<BcrSearchStatus, string> = { 1: 'All', 2: 'Active', 3: 'Inactive' };

// Form and review status codes are shared with the work and BCR: see common/form-status.ts.

/** Data source column of BCR search: the hydstra flag 1 means the record came from Hydstra. */
export const DATA_SOURCE_LABELS = { hydstra: 'Hydstra', portal: 'Driller Portal' } as const;

/**
 * Organisation superAdmin flag. 1 marks the regulator's own organisations; 0 ordinary companies.
 * The spec lets the super admin pick 0 or 2 in the driller form without naming 2; we treat 2 as a
 * special organisation only the super admin may give a driller (docs/decisions.md).
 */
export const ORGANISATION_SUPER_ADMIN_FLAG = { ordinary: 0, superAdmin: 1, special: 2 } as const;

/** The company-admin flag (isDCA / isDrillingCompanyAdmin) travels as 0/1; 1 means true. */
export const COMPANY_ADMIN_FLAG = { no: 0, yes: 1 } as const;

export function isDrillerStatus(value: unknown): value is DrillerStatus {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

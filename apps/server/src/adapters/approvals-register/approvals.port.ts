/**
 * The approvals register (DESIGN "External systems"): approval number -> works and conditions.
 * Two implementations sit behind this port: the embedded one reads seeded tables (migration 0004),
 * the production one calls the register's JSON API (APPROVALS_REGISTER_URL).
 */

import type { ApprovalConditions, ApprovalWork } from '@driller/domain';

/** The register's wire shapes (domain work/approvals-api.ts): works by approval, conditions. */
export type { ApprovalConditions, ApprovalWork };
export type LicenceConditions = ApprovalConditions['licenseConditions'];
export type RegisterCondition = ApprovalConditions['approvalConditions'][number];

export interface ApprovalsRegister {
  /** Works under the approval (any order; callers sort). Empty when the number is unknown. */
  findWorks(approvalNumber: string): Promise<ApprovalWork[]>;
  /** Conditions of approval and licence conditions; null when the number is unknown. */
  findConditions(approvalNumber: string): Promise<ApprovalConditions | null>;
}

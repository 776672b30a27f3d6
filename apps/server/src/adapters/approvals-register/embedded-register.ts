import { mapWorkStatusLabel } from '@driller/domain';
import type { Db } from '../../platform/db/kysely';
import type { ApprovalConditions, ApprovalsRegister, LicenceConditions, RegisterCondition } from './approvals.port';
import { approvalExists, selectApprovalConditions, selectApprovalWorks, selectLicenceConditions } from './approvals.repository';

const joinTexts = (rows: readonly RegisterCondition[]): string => rows.map((r) => `${r.conditionNo}: ${r.condition}`).join('\n');

/** The licence texts the register sends, composed from its numbered rows; acceptance starts at '0'. */
export function composeLicenceConditions(rows: readonly (RegisterCondition & { kind: 'standard' | 'discretionary' })[]): LicenceConditions {
  const conditions = rows.map(({ conditionNo, condition }) => ({ conditionNo, condition }));
  const standard = rows.filter((r) => r.kind === 'standard');
  const discretionary = rows.filter((r) => r.kind === 'discretionary');
  return {
    standardLicensingConditionsText: joinTexts(standard),
    standardLicensingConditionsAccepted: '0',
    discretionaryLicensingConditionsText: joinTexts(discretionary),
    discretionaryLicensingConditionsAccepted: '0',
    licenseCondtionsText: joinTexts(conditions),
    conditions,
  };
}

/** The embedded register: the seeded tables of migration 0004. */
export function createEmbeddedRegister(db: Db): ApprovalsRegister {
  return {
    async findWorks(approvalNumber) {
      const rows = await selectApprovalWorks(db, approvalNumber);
      return rows.map((row) => ({ ...row, workStatus: mapWorkStatusLabel(row.workStatus) }));
    },
    async findConditions(approvalNumber): Promise<ApprovalConditions | null> {
      if (!(await approvalExists(db, approvalNumber))) return null;
      const [approvalConditions, licence] = await Promise.all([
        selectApprovalConditions(db, approvalNumber),
        selectLicenceConditions(db, approvalNumber),
      ]);
      return { approvalConditions, licenseConditions: composeLicenceConditions(licence) };
    },
  };
}

import {
  amendedWorkPrecheck,
  approvalWorkHolder,
  assignmentRefusal,
  originalWorkFacts,
  type FiledWork,
  type PrecheckStep,
} from '@driller/domain';
import type { WorkRow } from '../record/work.repository';

const holderOf = (row: WorkRow, approvalNo: string, workId: string) => ({
  workId,
  approvalNo,
  driller: [row.driller_first_name, row.driller_last_name].filter(Boolean).join(' '),
  organisation: row.company_name ?? '',
});

/** A stored work as the domain's assignment rules read it, carrying its row. */
const filed = (row: WorkRow): FiledWork & { row: WorkRow } => ({
  workAttribute1: row.work_attribute_1,
  formStatus: row.form_status,
  gwNo: row.gw_no,
  row,
});

export interface AssignmentVerdict {
  /** The work already filed by someone (the first relevant form), if any. */
  holder: WorkRow | null;
  sameDriller: boolean;
  sameCompany: boolean;
  refusal: string | null;
}

/**
 * A new work under an approval work id that others already hold (domain assignmentRefusal): a
 * submitted one refuses everybody, an unsubmitted one refuses other drillers.
 */
export function assignmentVerdict(
  others: readonly WorkRow[],
  drillerId: number | null,
  organisationId: number | null,
  approvalNo: string,
  workId: string,
): AssignmentVerdict {
  const holder = approvalWorkHolder(others.map(filed))?.row ?? null;
  if (!holder) return { holder: null, sameDriller: false, sameCompany: false, refusal: null };
  const sameDriller = drillerId !== null && holder.driller_id === drillerId;
  const sameCompany = organisationId !== null && holder.organisation_id === organisationId;
  const refusal = assignmentRefusal({
    assigned: true,
    sameDriller,
    formStatus: holder.form_status,
    holder: holderOf(holder, approvalNo, workId),
  });
  return { holder, sameDriller, sameCompany, refusal };
}

/** Amended and decommissioned works (domain amendedWorkPrecheck) from the forms already filed. */
export function amendedSteps(
  others: readonly WorkRow[],
  workFound: boolean,
  registerGwNo: string | null,
): PrecheckStep[] {
  return amendedWorkPrecheck(originalWorkFacts(others.map(filed), workFound, registerGwNo));
}

export const refusalOf = (steps: readonly PrecheckStep[]): string | null =>
  steps.find((s) => s.kind === 'refuse')?.message ?? null;
export const confirmsOf = (steps: readonly PrecheckStep[]): string[] =>
  steps.filter((s) => s.kind === 'confirm').map((s) => s.message);

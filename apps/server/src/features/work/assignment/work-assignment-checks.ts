import {
  FORM_STATUS,
  WORK_ATTRIBUTE_1,
  amendedWorkPrecheck,
  assignmentRefusal,
  dependsOnOriginalWork,
  type PrecheckStep,
} from '@driller/domain';
import type { WorkRow } from '../record/work.repository';

const holderOf = (row: WorkRow, approvalNo: string, workId: string) => ({
  workId,
  approvalNo,
  driller: [row.driller_first_name, row.driller_last_name].filter(Boolean).join(' '),
  organisation: row.company_name ?? '',
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
  const originals = others.filter((o) => !dependsOnOriginalWork(o.work_attribute_1));
  const holder = originals.find((o) => o.form_status === FORM_STATUS.submitted) ?? originals[0] ?? null;
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
  const originals = others.filter((o) => !dependsOnOriginalWork(o.work_attribute_1));
  const submitted = (o: WorkRow) => o.form_status === FORM_STATUS.submitted;
  return amendedWorkPrecheck({
    workFound,
    originalExists: originals.length > 0,
    originalSubmitted: originals.some(submitted),
    gwNoExists: Boolean(registerGwNo) || originals.some((o) => Boolean(o.gw_no)),
    decommissionSubmitted: others.some(
      (o) => o.work_attribute_1 === WORK_ATTRIBUTE_1.decommission && submitted(o),
    ),
    amendedPending: others.some((o) => dependsOnOriginalWork(o.work_attribute_1) && !submitted(o)),
  });
}

export const refusalOf = (steps: readonly PrecheckStep[]): string | null =>
  steps.find((s) => s.kind === 'refuse')?.message ?? null;
export const confirmsOf = (steps: readonly PrecheckStep[]): string[] =>
  steps.filter((s) => s.kind === 'confirm').map((s) => s.message);

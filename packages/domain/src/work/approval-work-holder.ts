import { FORM_STATUS } from '../common/form-status';
import { WORK_ATTRIBUTE_1, dependsOnOriginalWork } from './attributes';
import type { OriginalWorkCheck } from './assignment';

/** A work (Form A) already filed against an approval work id, as the assignment rules read it. */
export interface FiledWork {
  workAttribute1: number | null;
  formStatus: number | null;
  gwNo: string | null;
}

const submitted = (w: FiledWork): boolean => w.formStatus === FORM_STATUS.submitted;
const originals = <W extends FiledWork>(works: readonly W[]): W[] =>
  works.filter((w) => !dependsOnOriginalWork(w.workAttribute1));

/**
 * Which existing form holds an approval work: the submitted original if there is one, else the first
 * original filed. Amended and decommission forms depend on the original and never hold it.
 */
export function approvalWorkHolder<W extends FiledWork>(works: readonly W[]): W | null {
  const own = originals(works);
  return own.find(submitted) ?? own[0] ?? null;
}

/** What amendedWorkPrecheck needs to know about the forms already filed against the approval work. */
export function originalWorkFacts(
  works: readonly FiledWork[],
  workFound: boolean,
  registerGwNo: string | null,
): OriginalWorkCheck {
  const own = originals(works);
  return {
    workFound,
    originalExists: own.length > 0,
    originalSubmitted: own.some(submitted),
    gwNoExists: Boolean(registerGwNo) || own.some((w) => Boolean(w.gwNo)),
    decommissionSubmitted: works.some(
      (w) => w.workAttribute1 === WORK_ATTRIBUTE_1.decommission && submitted(w),
    ),
    amendedPending: works.some((w) => dependsOnOriginalWork(w.workAttribute1) && !submitted(w)),
  };
}

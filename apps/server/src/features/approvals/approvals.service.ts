import { normaliseApprovalNumber, validateApprovalSearch } from '@driller/domain';
import { badRequest } from '../../platform/http/errors';
import type { ApprovalConditions, ApprovalWork, ApprovalsRegister } from '../../adapters/approvals-register/approvals.port';
import { registerUnavailable } from '../../adapters/approvals-register/register-error';

/** The normalised number, or a 400 with the domain's message for an empty or malformed one. */
function checkedNumber(text: string | null | undefined): string {
  const issue = validateApprovalSearch(text)[0];
  if (issue) throw badRequest(issue.message, { [issue.path]: [issue.message] });
  return normaliseApprovalNumber(text);
}

/** Where a register failure's cause is written (the caller sees only the spec's loading message). */
export type LogFailure = (error: unknown) => void;

async function askRegister<T>(call: () => Promise<T>, logFailure: LogFailure): Promise<T> {
  try {
    return await call();
  } catch (error) {
    logFailure(error);
    throw registerUnavailable(error);
  }
}

/** POST datalake/getapprovalnumberdetails: the approval's works, sorted by workStatus (stable). */
export async function searchApprovalWorks(
  register: ApprovalsRegister,
  workApprovalNo: string | null | undefined,
  logFailure: LogFailure,
): Promise<ApprovalWork[]> {
  const number = checkedNumber(workApprovalNo);
  const works = await askRegister(() => register.findWorks(number), logFailure);
  return [...works].sort((a, b) => a.workStatus.localeCompare(b.workStatus));
}

/** GET work/getLicenseConditions: conditions of approval and licence conditions; null for an unknown number. */
export async function approvalConditions(
  register: ApprovalsRegister,
  workApprovalNo: string | null | undefined,
  logFailure: LogFailure,
): Promise<ApprovalConditions | null> {
  const number = checkedNumber(workApprovalNo);
  return askRegister(() => register.findConditions(number), logFailure);
}

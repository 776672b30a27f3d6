import {
  COMPANY_DECIDED_MESSAGES,
  REGISTER_SEARCH,
  limitRegisterResults,
  registerSearchIssues,
  type RegisterResult,
} from '@driller/domain';
import type { BusinessRegister } from '../../adapters/business-register/business-register.port';
import { ApiError } from '../../platform/http/errors';
import { throwIfErrors } from '../../platform/save/save-issues';

export const BUSINESS_REGISTER_UNAVAILABLE = 'BUSINESS_REGISTER_UNAVAILABLE';

/** The register could not answer: a 502 the user can act on (try later); the cause is logged by the route. */
export class BusinessRegisterUnavailable extends ApiError {
  constructor(readonly reason: unknown) {
    super(502, COMPANY_DECIDED_MESSAGES.registerUnavailable, BUSINESS_REGISTER_UNAVAILABLE);
  }
}

/** At least 5 characters; at most 25 results, with the note when the register stopped there. */
export async function searchRegister(
  register: BusinessRegister,
  name: string,
): Promise<{ results: RegisterResult[]; note: string | null }> {
  throwIfErrors(registerSearchIssues(name));
  const found = await register
    .searchByName(name.trim(), REGISTER_SEARCH.maxResults)
    .catch((reason: unknown) => {
      throw new BusinessRegisterUnavailable(reason);
    });
  return limitRegisterResults(found);
}

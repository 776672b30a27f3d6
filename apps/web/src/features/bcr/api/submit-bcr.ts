import { BCR_CONTRACTS, type BcrSubmitRequest } from '@driller/domain';
import { callApi } from '../../../lib/api/client';

/** POST savesubmitboredetails: saves every section, then submits (or submits for review, or marks). */
export async function submitBcr(body: BcrSubmitRequest) {
  return callApi(BCR_CONTRACTS.submit, { body });
}

export type BcrSubmitAnswer = Awaited<ReturnType<typeof submitBcr>>;

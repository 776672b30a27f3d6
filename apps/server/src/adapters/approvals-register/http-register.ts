import { z } from 'zod';
import type { ApprovalsRegister } from './approvals.port';
import { approvalConditionsSchema, approvalWorkSchema } from '@driller/domain';

const TIMEOUT_MS = 10_000;

const worksAnswer = z.object({ success: z.boolean(), workDetails: z.array(approvalWorkSchema).default([]) });
const conditionsAnswer = z.object({ success: z.boolean(), data: approvalConditionsSchema.nullable().default(null) });

/**
 * The production register: a JSON service speaking the same contract the portal publishes
 * (POST datalake/getapprovalnumberdetails, GET work/getLicenseConditions), at APPROVALS_REGISTER_URL.
 * Any transport error, non-2xx answer or unexpected body throws; the service turns it into a 502.
 */
export function createHttpRegister(baseUrl: string, fetchImpl: typeof fetch = fetch): ApprovalsRegister {
  const base = baseUrl.replace(/\/+$/, '');
  async function call<S extends z.ZodType>(path: string, init: RequestInit, schema: S): Promise<z.output<S>> {
    const response = await fetchImpl(`${base}/${path}`, {
      ...init,
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`approvals register answered ${response.status} for ${path}`);
    return schema.parse(await response.json());
  }
  return {
    async findWorks(approvalNumber) {
      const answer = await call('datalake/getapprovalnumberdetails', { method: 'POST', body: JSON.stringify({ workApprovalNo: approvalNumber }) }, worksAnswer);
      if (!answer.success) throw new Error('approvals register refused the search');
      return answer.workDetails;
    },
    async findConditions(approvalNumber) {
      const query = new URLSearchParams({ workApprovalNo: approvalNumber });
      const answer = await call(`work/getLicenseConditions?${query.toString()}`, { method: 'GET' }, conditionsAnswer);
      if (!answer.success) throw new Error('approvals register refused the conditions');
      return answer.data;
    },
  };
}

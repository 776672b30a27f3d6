import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APPROVAL_CONTRACTS } from '@driller/domain';
import type { ApprovalsRegister } from '../../adapters/approvals-register/approvals.port';
import { route } from '../../platform/http/contract-route';
import { approvalConditions, searchApprovalWorks } from './approvals.service';

const logTo = (request: FastifyRequest) => (error: unknown) => request.log.warn({ err: error }, 'approvals register failed');

/**
 * The number as sent, whether or not it passed the contract's schema: a missing, null or empty one is
 * answered with the spec's own message (approvals.service checkedNumber), not a schema error.
 */
function sentNumber(part: unknown): string | null {
  const value = (part as { workApprovalNo?: unknown } | null | undefined)?.workApprovalNo;
  return typeof value === 'string' ? value : null;
}

/** The approvals register's public calls (spec 1 section 7: "no auth"). */
export async function approvalsRoutes(app: FastifyInstance, { register }: { register: ApprovalsRegister }): Promise<void> {
  route(app, APPROVAL_CONTRACTS.search, { attachValidation: true }, async (request) => ({
    success: true as const,
    workDetails: await searchApprovalWorks(register, sentNumber(request.body), logTo(request)),
  }));
  route(app, APPROVAL_CONTRACTS.licenceConditions, { attachValidation: true }, async (request) => ({
    success: true as const,
    data: await approvalConditions(register, sentNumber(request.query), logTo(request)),
  }));
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APPROVAL_CONTRACTS } from '@driller/domain';
import type { ApprovalsRegister } from '../../adapters/approvals-register/approvals.port';
import { route } from '../../platform/http/contract-route';
import { approvalConditions, searchApprovalWorks } from './approvals.service';

const logTo = (request: FastifyRequest) => (error: unknown) => request.log.warn({ err: error }, 'approvals register failed');

/** The approvals register's public calls (spec 1 section 7: "no auth"). */
export async function approvalsRoutes(app: FastifyInstance, { register }: { register: ApprovalsRegister }): Promise<void> {
  route(app, APPROVAL_CONTRACTS.search, {}, async (request) => ({
    success: true as const,
    workDetails: await searchApprovalWorks(register, request.body.workApprovalNo, logTo(request)),
  }));
  route(app, APPROVAL_CONTRACTS.licenceConditions, {}, async (request) => ({
    success: true as const,
    data: await approvalConditions(register, request.query.workApprovalNo, logTo(request)),
  }));
}

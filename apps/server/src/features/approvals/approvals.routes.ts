import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApprovalsRegister } from '../../adapters/approvals-register/approvals.port';
import { approvalSearchBody, approvalSearchResponse, licenceConditionsQuery, licenceConditionsResponse } from '@driller/domain';
import { approvalConditions, searchApprovalWorks } from './approvals.service';

const logTo = (request: FastifyRequest) => (error: unknown) => request.log.warn({ err: error }, 'approvals register failed');

/** The approvals register's public calls (spec 1 section 7: "no auth"). */
export async function approvalsRoutes(app: FastifyInstance, { register }: { register: ApprovalsRegister }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/service/api/datalake/getapprovalnumberdetails',
    {
      config: { public: true },
      schema: { tags: ['approvals'], summary: 'Works under a work approval number, sorted by work status', body: approvalSearchBody, response: { 200: approvalSearchResponse } },
    },
    async (request) => ({ success: true as const, workDetails: await searchApprovalWorks(register, request.body.workApprovalNo, logTo(request)) }),
  );
  routes.get(
    '/service/api/work/getLicenseConditions',
    {
      config: { public: true },
      schema: { tags: ['approvals'], summary: 'Conditions of approval and licence conditions of an approval', querystring: licenceConditionsQuery, response: { 200: licenceConditionsResponse } },
    },
    async (request) => ({ success: true as const, data: await approvalConditions(register, request.query.workApprovalNo, logTo(request)) }),
  );
}

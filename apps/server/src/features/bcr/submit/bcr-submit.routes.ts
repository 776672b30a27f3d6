import type { FastifyInstance } from 'fastify';
import { BCR_CONTRACTS } from '@driller/domain';
import { route } from '../../../platform/http/contract-route';
import type { BcrDeps } from '../bcr-deps';
import { authoriseBcr, throwBcrSchemaErrors } from '../bcr-request';
import { submitBcr } from './bcr-submit.service';

/** POST bcr/savesubmitboredetails (spec 2 section 7). */
export async function bcrSubmitRoutes(app: FastifyInstance, { db }: BcrDeps): Promise<void> {
  route(app, BCR_CONTRACTS.submit, { attachValidation: true }, async (request) => {
    const me = authoriseBcr(request);
    throwBcrSchemaErrors(request);
    const { code, message, data } = await submitBcr(db, me, request.body);
    return { success: true as const, code, message, showMsg: true, offline: data.offline, data };
  });
}

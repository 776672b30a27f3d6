import type { FastifyInstance } from 'fastify';
import { BCR_CONTRACTS } from '@driller/domain';
import { authorise } from '../../../platform/auth/auth.plugin';
import { route } from '../../../platform/http/contract-route';
import type { BcrDeps } from '../bcr-deps';
import { loadBcrFor } from './bcr-query.service';

/** GET bcr/{formAId} (spec 2 section 7). */
export async function bcrRecordRoutes(app: FastifyInstance, { db }: BcrDeps): Promise<void> {
  route(app, BCR_CONTRACTS.load, {}, async (request) => {
    return { success: true as const, message: null, ...(await loadBcrFor(db, authorise(request, 'bcr.view'), request.params.formAId)) };
  });
}

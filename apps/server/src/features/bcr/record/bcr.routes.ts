import type { FastifyInstance } from 'fastify';
import { BCR_CONTRACTS } from '@driller/domain';
import { authorise } from '../../../platform/auth/auth.plugin';
import { resolvePortalViewer } from '../../../platform/auth/viewer';
import { route } from '../../../platform/http/contract-route';
import type { BcrDeps } from '../bcr-deps';
import { loadBcr } from './bcr-query.service';

/** GET bcr/{formAId} (spec 2 section 7). */
export async function bcrRecordRoutes(app: FastifyInstance, { db }: BcrDeps): Promise<void> {
  route(app, BCR_CONTRACTS.load, {}, async (request) => {
    const viewer = await resolvePortalViewer(db, authorise(request, 'bcr.view'));
    return { success: true as const, message: null, ...(await loadBcr(db, viewer, request.params.formAId)) };
  });
}

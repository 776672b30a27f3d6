import type { FastifyInstance } from 'fastify';
import { WORK_CONTRACTS } from '@driller/domain';
import { authorise } from '../../../platform/auth/auth.plugin';
import { route } from '../../../platform/http/contract-route';
import type { WorkDeps } from '../record/work-deps';
import { authorisedViewer, clientRequestId } from '../record/work-request';
import { hydstraStatus, sectionsStatus, sectionsStatusByPipe, updateGwNo } from './work-status.service';

/** BCR section status of a work, the GW number update and the Hydstra export status. */
export async function workStatusRoutes(app: FastifyInstance, { db }: WorkDeps): Promise<void> {
  route(app, WORK_CONTRACTS.sectionsStatus, {}, async (request) => {
    const { viewer } = await authorisedViewer(db, request, 'work.view');
    return {
      success: true as const,
      payload: await sectionsStatus(db, viewer, request.params.formAId, request.params.x),
    };
  });

  route(app, WORK_CONTRACTS.sectionsStatusByPipe, {}, async (request) => {
    const { viewer } = await authorisedViewer(db, request, 'work.view');
    return { success: true as const, payload: await sectionsStatusByPipe(db, viewer, request.body.formAs) };
  });

  route(app, WORK_CONTRACTS.updateGwNo, {}, async (request) =>
    updateGwNo(db, authorise(request, 'gwNo.update'), request.body, clientRequestId(request)),
  );

  route(app, WORK_CONTRACTS.hydstraStatus, {}, async (request) => {
    const { viewer } = await authorisedViewer(db, request, 'work.view');
    return { success: true as const, ...(await hydstraStatus(db, viewer, request.body.formAGuid)) };
  });
}

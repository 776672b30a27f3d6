import type { FastifyInstance } from 'fastify';
import { WORK_CONTRACTS } from '@driller/domain';
import { authorise } from '../../../platform/auth/auth.plugin';
import { route } from '../../../platform/http/contract-route';
import type { WorkDeps } from '../record/work-deps';
import { authorisedViewer, clientRequestId } from '../record/work-request';
import { lockWork, offlineInfo } from './work-lock.service';

/** The offline lock (spec 3 section 7): taking or releasing it, and reading it before a change or check-in. */
export async function workLockRoutes(app: FastifyInstance, { db }: WorkDeps): Promise<void> {
  route(app, WORK_CONTRACTS.lockWork, {}, async (request) =>
    lockWork(db, authorise(request, 'offline.lock'), request.body, clientRequestId(request)),
  );

  route(app, WORK_CONTRACTS.offlineInfo, {}, async (request) => {
    const { viewer } = await authorisedViewer(db, request, 'work.view');
    return offlineInfo(db, viewer, request.body);
  });
}

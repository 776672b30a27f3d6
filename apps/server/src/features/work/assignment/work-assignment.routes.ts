import type { FastifyInstance } from 'fastify';
import { WORK_CONTRACTS } from '@driller/domain';
import { authorise } from '../../../platform/auth/auth.plugin';
import { route } from '../../../platform/http/contract-route';
import { amendedWork, assignedWork, changeAssignment } from './work-assignment.service';
import type { WorkDeps } from '../record/work-deps';
import { clientRequestId } from '../record/work-request';

/** Assignment checks and the change of a work's driller (spec 1 "Transfer and reassignment"). */
export async function workAssignmentRoutes(app: FastifyInstance, deps: WorkDeps): Promise<void> {
  route(app, WORK_CONTRACTS.assignedWork, {}, async (request) => {
    authorise(request, 'work.create');
    return assignedWork(deps, request.body);
  });

  route(app, WORK_CONTRACTS.amendedWork, {}, async (request) => {
    authorise(request, 'work.create');
    return amendedWork(deps, request.body);
  });

  route(app, WORK_CONTRACTS.changeAssignment, {}, async (request) =>
    changeAssignment(deps, authorise(request, 'work.changeAssignment'), request.body.workDetails, clientRequestId(request)),
  );
}

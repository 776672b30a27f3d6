import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignmentCheckRequestSchema,
  assignmentCheckResponseSchema,
  changeAssignmentRequestSchema,
  changeAssignmentResponseSchema,
} from '@driller/domain';
import { authorise } from '../../../platform/auth/auth.plugin';
import { amendedWork, assignedWork, changeAssignment } from './work-assignment.service';
import type { WorkDeps } from '../record/work-deps';
import { clientRequestId } from '../record/work-request';

const tags = ['work'];

/** Assignment checks and the change of a work's driller (spec 1 "Transfer and reassignment"). */
export async function workAssignmentRoutes(app: FastifyInstance, deps: WorkDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const check = { body: assignmentCheckRequestSchema, response: { 200: assignmentCheckResponseSchema } };

  routes.post(
    '/service/api/work/getassignedwork',
    { schema: { ...check, tags, summary: 'Is the approval work already assigned or submitted?' } },
    async (request) => {
      authorise(request, 'work.create');
      return assignedWork(deps, request.body);
    },
  );

  routes.post(
    '/service/api/work/getamendedwork',
    { schema: { ...check, tags, summary: 'Prechecks of an amended or decommissioned work' } },
    async (request) => {
      authorise(request, 'work.create');
      return amendedWork(deps, request.body);
    },
  );

  routes.post(
    '/service/api/work/changeworkassignment',
    {
      schema: {
        tags,
        summary: 'Transfer a work to another driller, or copy it to another company',
        body: changeAssignmentRequestSchema,
        response: { 200: changeAssignmentResponseSchema },
      },
    },
    async (request) =>
      changeAssignment(
        deps,
        authorise(request, 'work.changeAssignment'),
        request.body.workDetails,
        clientRequestId(request),
      ),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  hydstraStatusRequestSchema,
  hydstraStatusResponseSchema,
  lockWorkRequestSchema,
  lockWorkResponseSchema,
  sectionsByPipeRequestSchema,
  sectionsByPipeResponseSchema,
  sectionsStatusResponseSchema,
  updateGwNoRequestSchema,
  updateGwNoResponseSchema,
  idParamSchema,
} from '@driller/domain';
import { authorise } from '../../../platform/auth/auth.plugin';
import type { WorkDeps } from '../record/work-deps';
import { authorisedViewer, clientRequestId } from '../record/work-request';
import { lockWork } from '../lock/work-lock.service';
import { hydstraStatus, sectionsStatus, sectionsStatusByPipe, updateGwNo } from './work-status.service';

const tags = ['work'];

/** BCR section status of a work, the GW number update and the Hydstra export status. */
export async function workStatusRoutes(app: FastifyInstance, { db }: WorkDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/service/api/work/getformasectionsstatus/:formAId/:x',
    {
      schema: {
        tags,
        summary: 'BCR sections that block changing work attribute 3 to x',
        params: z.object({
          formAId: idParamSchema,
          x: z.coerce.number().int().min(1).max(8),
        }),
        response: { 200: sectionsStatusResponseSchema },
      },
    },
    async (request) => {
      const { viewer } = await authorisedViewer(db, request, 'work.view');
      return {
        success: true as const,
        payload: await sectionsStatus(db, viewer, request.params.formAId, request.params.x),
      };
    },
  );

  routes.post(
    '/service/api/work/getformasectionsstatusbypipe',
    {
      schema: {
        tags,
        summary: 'Per monitoring hole: which BCR sections have data',
        body: sectionsByPipeRequestSchema,
        response: { 200: sectionsByPipeResponseSchema },
      },
    },
    async (request) => {
      const { viewer } = await authorisedViewer(db, request, 'work.view');
      return { success: true as const, payload: await sectionsStatusByPipe(db, viewer, request.body.formAs) };
    },
  );

  routes.post(
    '/service/api/work/updategwno',
    {
      schema: {
        tags,
        summary: 'Update the groundwater number of a submitted work',
        body: updateGwNoRequestSchema,
        response: { 200: updateGwNoResponseSchema },
      },
    },
    async (request) =>
      updateGwNo(db, authorise(request, 'gwNo.update'), request.body, clientRequestId(request)),
  );

  routes.post(
    '/service/api/work/gethydstrastatus',
    {
      schema: {
        tags,
        summary: 'Status of the export to the hydrological data system',
        body: hydstraStatusRequestSchema,
        response: { 200: hydstraStatusResponseSchema },
      },
    },
    async (request) => {
      const { viewer } = await authorisedViewer(db, request, 'work.view');
      return { success: true as const, payload: await hydstraStatus(db, viewer, request.body.formAId) };
    },
  );

  routes.post(
    '/service/api/work/lockbcrwork',
    {
      schema: {
        tags,
        summary: 'Lock a work and its BCR for offline editing on one device, or release the lock',
        body: lockWorkRequestSchema,
        response: { 200: lockWorkResponseSchema },
      },
    },
    async (request) =>
      lockWork(db, authorise(request, 'offline.lock'), request.body, clientRequestId(request)),
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WORK_MESSAGES,
  masterDataResponseSchema,
  workDetailResponseSchema,
  workListResponseSchema,
  workSaveRequestSchema,
  workSaveResponseSchema,
  type WorkSaveParsed,
  idParamSchema,
} from '@driller/domain';
import { authorise } from '../../../platform/auth/auth.plugin';
import type { WorkDeps } from './work-deps';
import { masterData, listWorksFor, loadWork } from './work-query.service';
import { authorisedViewer, clientRequestId, throwSchemaErrors } from './work-request';
import { saveWork } from '../save/work-save.service';

const tags = ['work'];

/** The work (Form A) record: list, master data, load and save (spec 1 section 7). */
export async function workRoutes(app: FastifyInstance, deps: WorkDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  routes.get(
    '/service/api/work/list',
    {
      schema: {
        tags,
        summary: 'The works the signed-in user may see',
        response: { 200: workListResponseSchema },
      },
    },
    async (request) => {
      const { viewer } = await authorisedViewer(db, request, 'work.view');
      return { success: true as const, data: await listWorksFor(db, viewer) };
    },
  );

  routes.get(
    '/service/api/work/getalldata',
    {
      schema: { tags, summary: 'Master data of the work form', response: { 200: masterDataResponseSchema } },
    },
    async (request) => {
      const { viewer } = await authorisedViewer(db, request, 'work.view');
      return { success: true as const, data: await masterData(db, viewer) };
    },
  );

  routes.get(
    '/service/api/work/:id',
    {
      schema: {
        tags,
        summary: 'One work with its holes, conditions and master data',
        params: z.object({ id: idParamSchema }),
        response: { 200: workDetailResponseSchema },
      },
    },
    async (request) => {
      const { viewer } = await authorisedViewer(db, request, 'work.view');
      return { success: true as const, payload: await loadWork(db, viewer, request.params.id) };
    },
  );

  const save = async (request: FastifyRequest, body: WorkSaveParsed) => {
    const me = authorise(request, 'work.save');
    throwSchemaErrors(request);
    return {
      success: true as const,
      message: WORK_MESSAGES.submitted,
      data: await saveWork(deps, me, body, clientRequestId(request)),
    };
  };
  const saveSchema = { tags, body: workSaveRequestSchema, response: { 200: workSaveResponseSchema } };
  routes.post(
    '/service/api/work/save',
    {
      attachValidation: true,
      schema: { ...saveSchema, summary: 'Save the work form (create when formAId is 0)' },
    },
    async (request) => save(request, request.body),
  );
  routes.post(
    '/service/api/work/postdata',
    {
      attachValidation: true,
      schema: { ...saveSchema, summary: 'Create or update a work (same rules as work/save)' },
    },
    async (request) => save(request, request.body),
  );
}

import type { FastifyInstance } from 'fastify';
import { WORK_CONTRACTS, WORK_MESSAGES } from '@driller/domain';
import { authorise } from '../../../platform/auth/auth.plugin';
import { route, type ContractRequest } from '../../../platform/http/contract-route';
import type { WorkDeps } from './work-deps';
import { listWorksFor } from './work-list.service';
import { masterData, loadWork } from './work-query.service';
import { authorisedViewer, clientRequestId, throwSchemaErrors } from './work-request';
import { saveWork } from '../save/work-save.service';

/** The work (Form A) record: list, master data, load and save (spec 1 section 7). */
export async function workRoutes(app: FastifyInstance, deps: WorkDeps): Promise<void> {
  const { db } = deps;

  route(app, WORK_CONTRACTS.list, {}, async (request) => {
    const { viewer } = await authorisedViewer(db, request, 'work.view');
    return { success: true as const, ...(await listWorksFor(db, viewer, request.query)) };
  });

  route(app, WORK_CONTRACTS.masterData, {}, async (request) => {
    const { viewer } = await authorisedViewer(db, request, 'work.view');
    return { success: true as const, ...(await masterData(db, viewer, request.query)) };
  });

  route(app, WORK_CONTRACTS.load, {}, async (request) => {
    return { success: true as const, payload: await loadWork(db, authorise(request, 'work.view'), request.params.id) };
  });

  // work/save and work/postdata are one operation under two paths (spec 1 section 7).
  const save = async (request: ContractRequest<typeof WORK_CONTRACTS.save>) => {
    const me = authorise(request, 'work.save');
    throwSchemaErrors(request);
    return {
      success: true as const,
      message: WORK_MESSAGES.submitted,
      data: await saveWork(deps, me, request.body, clientRequestId(request)),
    };
  };
  route(app, WORK_CONTRACTS.save, { attachValidation: true }, save);
  route(app, WORK_CONTRACTS.postData, { attachValidation: true }, async (request) => save(request));
}

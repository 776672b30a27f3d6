import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolvePortalViewer } from '../../platform/auth/viewer';
import type { BcrDeps } from './bcr-deps';
import { authoriseBcr, clientRequestIdOf } from './bcr-request';
import { deleteBcrDocumentIfAny } from './documents/bcr-document-files.service';
import { bcrDocumentsRoutes } from './documents/bcr-documents.routes';
import { bcrModeRoutes } from './mode/bcr-mode.routes';
import { bcrPdfRoutes } from './pdf/bcr-pdf.routes';
import { bcrRecordRoutes } from './record/bcr.routes';
import { bcrSaveRoutes } from './save/bcr-save.routes';
import { bcrSubmitRoutes } from './submit/bcr-submit.routes';

/** Every BCR route of spec 2 section 7: the report, its documents, its PDF and the PDF's e-mail. */
export async function registerBcr(app: FastifyInstance, deps: BcrDeps): Promise<void> {
  await bcrRecordRoutes(app, deps);
  await bcrSaveRoutes(app, deps);
  await bcrSubmitRoutes(app, deps);
  await bcrModeRoutes(app, deps);
  await bcrDocumentsRoutes(app, deps);
  await bcrPdfRoutes(app, deps);
}

/**
 * The spec has one delete route for every document (uploadfile/deletedocument), which the work feature
 * serves; a BCR document is deleted by the BCR's rules (who may edit the BCR), handed over through this.
 */
export function bcrDocumentDeleter(deps: BcrDeps) {
  return (request: FastifyRequest, body: { fileGuid: string; formAId: number }): Promise<boolean> =>
    deleteBcrDocumentIfAny(deps, () => resolvePortalViewer(deps.db, authoriseBcr(request)), body, clientRequestIdOf(request));
}

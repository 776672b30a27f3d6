import type { FastifyInstance } from 'fastify';
import { BCR_PDF_CONTRACTS, BCR_RESPONSE_CODE } from '@driller/domain';
import { resolvePortalViewer } from '../../../platform/auth/viewer';
import { route } from '../../../platform/http/contract-route';
import type { BcrDeps } from '../bcr-deps';
import { authoriseBcr, clientRequestIdOf } from '../bcr-request';
import { emailBcrPdf } from './bcr-pdf-email.service';
import { buildBcrPdf } from './bcr-pdf.service';

const inline = (fileName: string) => `inline; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** The BCR's PDF (spec 2 section 7 uploadfile/getformapdf) and its e-mail (bcr/generatepdf); whoever may read the BCR. */
export async function bcrPdfRoutes(app: FastifyInstance, deps: BcrDeps): Promise<void> {
  route(app, BCR_PDF_CONTRACTS.getFormAPdf, {}, async (request, reply) => {
    const viewer = await resolvePortalViewer(deps.db, authoriseBcr(request, 'bcr.view'));
    const pdf = await buildBcrPdf(deps, viewer, request.params.formAId);
    return reply.type('application/pdf').header('content-disposition', inline(pdf.fileName)).header('cache-control', 'private, no-store').send(pdf.bytes);
  });

  route(app, BCR_PDF_CONTRACTS.generatePdf, {}, async (request) => {
    const viewer = await resolvePortalViewer(deps.db, authoriseBcr(request, 'bcr.view'));
    const sent = await emailBcrPdf(deps, viewer, request.body, clientRequestIdOf(request));
    return { success: true as const, code: BCR_RESPONSE_CODE.submitted, message: sent.message, payload: { sentTo: sent.sentTo, fileName: sent.fileName } };
  });
}

import '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_REQUEST_CONTRACTS as C, API_ERROR_CODE, REQUEST_COMMENTS_MAX, REQUEST_DOCUMENT_LIMITS, idParamSchema } from '@driller/domain';
import { authorise, signedInUser } from '../../platform/auth/auth.plugin';
import { route } from '../../platform/http/contract-route';
import { ApiError, badRequest } from '../../platform/http/errors';
import { createDcaRequest, type DcaCreateDeps, type DcaCreateInput, type IncomingFile } from './dca-create.service';
import { listDcaRequests, openDca, reviewDca, searchDcaRequests } from './dca-requests.service';
import { requestDocumentFile } from './request-documents.service';
import { listRegistrations, openRegistration, reviewRegistration, searchRegistrationRequests } from './registration-requests.service';

export type AccessRequestDeps = DcaCreateDeps;

const text = (value: unknown): string | null => {
  const s = typeof value === 'string' ? value.trim() : '';
  return s === '' ? null : s;
};

/** The multipart parts of a DCA request: the company picked, comments and the files (cut at the total limit). */
async function readDcaRequest(request: FastifyRequest): Promise<DcaCreateInput> {
  if (!request.isMultipart()) return { organisationId: null, comments: null, files: [] };
  const files: IncomingFile[] = [];
  const fields: Record<string, unknown> = {};
  const limits = { fileSize: REQUEST_DOCUMENT_LIMITS.maxTotalBytes, files: REQUEST_DOCUMENT_LIMITS.maxFiles + 1, fields: 5, parts: 12 };
  for await (const part of request.parts({ limits })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new ApiError(413, 'The files are larger than 10 MB in total.', API_ERROR_CODE.fileTooLarge);
      files.push({ fileName: part.filename, bytes });
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  const total = files.reduce((sum, f) => sum + f.bytes.length, 0);
  if (total > REQUEST_DOCUMENT_LIMITS.maxTotalBytes) throw new ApiError(413, 'The files are larger than 10 MB in total.', API_ERROR_CODE.fileTooLarge);
  const comments = text(fields.comments);
  if (comments !== null && comments.length > REQUEST_COMMENTS_MAX) throw badRequest(`Maximum allowed characters are ${REQUEST_COMMENTS_MAX}`, { comments: [`Maximum allowed characters are ${REQUEST_COMMENTS_MAX}`] });
  return { organisationId: idParamSchema.safeParse(fields.organisationId).data ?? null, comments, files };
}

const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** Registration requests (Super Admin) and DCA access requests (Super Admin and Driller), spec 3 sections 6 and 7. */
export async function accessRequestsRoutes(app: FastifyInstance, deps: AccessRequestDeps): Promise<void> {
  const ctx = (request: FastifyRequest) => ({ requestId: request.id, log: request.log });

  route(app, C.registrationList, {}, async (request) => listRegistrations(deps.db, authorise(request, 'registration.review')));
  route(app, C.registrationSearch, {}, async (request) => {
    authorise(request, 'registration.review');
    return searchRegistrationRequests(deps.db, request.body);
  });
  route(app, C.registrationOpen, {}, async (request) => openRegistration(deps.db, authorise(request, 'registration.review'), request.body));
  route(app, C.registrationReview, {}, async (request) =>
    reviewRegistration(deps, authorise(request, 'registration.review'), request.body, ctx(request)),
  );

  route(app, C.dcaList, {}, async (request) => listDcaRequests(deps.db, authorise(request, 'dcaRequest.manage')));
  route(app, C.dcaSearch, {}, async (request) => searchDcaRequests(deps.db, authorise(request, 'dcaRequest.manage'), request.body));
  route(app, C.dcaOpen, {}, async (request) => openDca(deps.db, authorise(request, 'dcaRequest.manage'), request.body));
  route(app, C.dcaReview, {}, async (request) => reviewDca(deps, authorise(request, 'dcaRequest.approve'), request.body, ctx(request)));
  route(app, C.dcaCreate, {}, async (request) => {
    const me = authorise(request, 'dcaRequest.create');
    return createDcaRequest(deps, me, await readDcaRequest(request), ctx(request));
  });

  route(app, C.document, {}, async (request, reply) => {
    const me = signedInUser(request);
    const file = await requestDocumentFile(deps, me, request.params.documentId);
    return reply.type(file.contentType).header('content-disposition', attachment(file.fileName)).header('cache-control', 'private, no-store').send(file.bytes);
  });
}

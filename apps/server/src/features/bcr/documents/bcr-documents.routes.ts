import '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ERROR_CODE, BCR_LIMITS, BCR_MESSAGES, DOCUMENT_CONTRACTS, bcrMessage, idParamSchema, maxCharactersMessage } from '@driller/domain';
import { resolvePortalViewer } from '../../../platform/auth/viewer';
import { route } from '../../../platform/http/contract-route';
import { ApiError, badRequest } from '../../../platform/http/errors';
import type { BcrDeps } from '../bcr-deps';
import { authoriseBcr, clientRequestIdOf } from '../bcr-request';
import { documentFile } from './bcr-document-files.service';
import { uploadBcrDocuments, type IncomingDocument, type UploadRequest } from './bcr-documents.service';

/** A text part, trimmed; longer than `max` is refused with the spec's wording (nothing is cut and stored). */
const text = (field: string, value: unknown, max: number): string | null => {
  const s = typeof value === 'string' ? value.trim() : '';
  if (s.length > max) throw badRequest(maxCharactersMessage(max), { [field]: [maxCharactersMessage(max)] });
  return s === '' ? null : s;
};

/** The multipart parts: every file (cut at the BCR's total limit), the form id, description and temp id. */
async function readUpload(request: FastifyRequest): Promise<UploadRequest> {
  const files: IncomingDocument[] = [];
  const fields: Record<string, unknown> = {};
  const limits = { fileSize: BCR_LIMITS.maxTotalUploadBytes, files: BCR_LIMITS.maxDocuments + 1, fields: 10, parts: 20 };
  for await (const part of request.parts({ limits })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      files.push({ fileName: part.filename, claimedType: part.mimetype, bytes, truncated: part.file.truncated });
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  if (files.length > BCR_LIMITS.maxDocuments) throw badRequest(BCR_MESSAGES.tooManyFiles, { files: [BCR_MESSAGES.tooManyFiles] });
  const formAId = idParamSchema.safeParse(fields.formAId).data;
  if (formAId === undefined) throw badRequest(BCR_MESSAGES.fileLoadFailed, { formAId: ['Required'] });
  return { formAId, files, description: text('description', fields.description, BCR_LIMITS.documentDescriptionMaxChars), tempId: text('tempId', fields.tempId, 100) };
}

const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** BCR documents (spec 2 page 14 and section 7): upload several with a description, and download any document. */
export async function bcrDocumentsRoutes(app: FastifyInstance, deps: BcrDeps): Promise<void> {
  route(app, DOCUMENT_CONTRACTS.uploadBcrDocuments, {}, async (request) => {
    const viewer = await resolvePortalViewer(deps.db, authoriseBcr(request));
    if (!request.isMultipart()) throw badRequest(BCR_MESSAGES.fileLoadFailed);
    const upload = await readUpload(request).catch((error: unknown) => {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        throw new ApiError(413, bcrMessage.filesTooLarge(((BCR_LIMITS.maxTotalUploadBytes + 1) / 1048576).toFixed(2)), API_ERROR_CODE.fileTooLarge);
      if (code === 'FST_FILES_LIMIT') throw badRequest(BCR_MESSAGES.tooManyFiles, { files: [BCR_MESSAGES.tooManyFiles] });
      throw error;
    });
    const documents = await uploadBcrDocuments(deps, viewer, upload, clientRequestIdOf(request));
    return { success: true as const, message: 'Document(s) uploaded.', payload: { documents } };
  });

  const download = (by: { fileGuid: string } | { id: number }) => async (request: FastifyRequest) => {
    const viewer = await resolvePortalViewer(deps.db, authoriseBcr(request, 'bcr.view'));
    return documentFile(deps, viewer, by);
  };
  route(app, DOCUMENT_CONTRACTS.downloadByGuid, {}, async (request, reply) => {
    const file = await download({ fileGuid: request.params.fileGuid })(request);
    return reply.type(file.contentType).header('content-disposition', attachment(file.fileName)).header('cache-control', 'private, no-store').send(file.bytes);
  });
  route(app, DOCUMENT_CONTRACTS.downloadById, {}, async (request, reply) => {
    const file = await download({ id: request.params.documentId })(request);
    return reply.type(file.contentType).header('content-disposition', attachment(file.fileName)).header('cache-control', 'private, no-store').send(file.bytes);
  });
}

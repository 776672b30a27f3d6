import '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ERROR_CODE, API_MESSAGES, DOCUMENT_CONTRACTS, MAX_FILE_NAME_LENGTH, WORK_DECIDED_MESSAGES, idParamSchema } from '@driller/domain';
import { route } from '../../../platform/http/contract-route';
import { ApiError, badRequest } from '../../../platform/http/errors';
import type { WorkDeps } from '../record/work-deps';
import { deleteDocument, uploadMapImages, type IncomingFile } from './work-documents.service';
import { authorisedViewer, clientRequestId } from '../record/work-request';

/** A name the file system and the documents table can keep: refused with a 400, never a 500. */
function checkedFileName(name: string): string {
  if (name.includes('\u0000')) throw badRequest(API_MESSAGES.nulCharacter, { files: [API_MESSAGES.nulCharacter] });
  if (name.length > MAX_FILE_NAME_LENGTH) throw badRequest(API_MESSAGES.fileNameTooLong, { files: [API_MESSAGES.fileNameTooLong] });
  return name;
}

/** The multipart parts: the files, and the formAId field. */
async function readParts(request: FastifyRequest): Promise<{ files: IncomingFile[]; formAId: number }> {
  const files: IncomingFile[] = [];
  let formAId = Number.NaN;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      files.push({
        fileName: checkedFileName(part.filename || 'map.png'),
        contentType: part.mimetype,
        bytes,
        truncated: part.file.truncated,
      });
    } else if (part.fieldname === 'formAId') {
      formAId = idParamSchema.safeParse(part.value).data ?? Number.NaN;
    }
  }
  return { files, formAId };
}

/** Map images of a work (spec 1 section 7 uploadfile/uploadmapimage and deletedocument). */
export async function workDocumentsRoutes(app: FastifyInstance, deps: WorkDeps): Promise<void> {
  route(app, DOCUMENT_CONTRACTS.uploadMapImage, {}, async (request) => {
    const { viewer } = await authorisedViewer(deps.db, request, 'work.save');
    if (!request.isMultipart()) throw badRequest(WORK_DECIDED_MESSAGES.mapImageMissing);
    const { files, formAId } = await readParts(request).catch((error: unknown) => {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new ApiError(413, WORK_DECIDED_MESSAGES.mapImageSize, API_ERROR_CODE.fileTooLarge);
      throw error;
    });
    if (!Number.isInteger(formAId) || formAId < 1)
      throw badRequest(WORK_DECIDED_MESSAGES.mapImageMissing, { formAId: ['Required'] });
    return {
      success: true as const,
      payload: { files: await uploadMapImages(deps, viewer, formAId, files, clientRequestId(request)) },
    };
  });

  route(app, DOCUMENT_CONTRACTS.deleteDocument, {}, async (request) => {
    if (await deps.deleteOtherDocument?.(request, request.body)) return { success: true as const, message: WORK_DECIDED_MESSAGES.documentDeleted };
    const { viewer } = await authorisedViewer(deps.db, request, 'work.save');
    await deleteDocument(deps, viewer, request.body, clientRequestId(request));
    return { success: true as const, message: WORK_DECIDED_MESSAGES.documentDeleted };
  });
}

import { z } from 'zod';
import { bcrAttachedDocumentSchema } from '../bcr/api';
import { BCR_LIMITS } from '../bcr/codes';
import { idParamSchema } from '../common/ids';
import { deleteDocumentRequestSchema, deleteDocumentResponseSchema, uploadMapImageResponseSchema } from '../work/api';
import { API_ERROR_CODE as E, SIGNED_IN_ERRORS } from './api-error';
import { defineContract } from './contract';

const tag = 'documents';

/** The parts of the map image upload (documentation: multipart bodies are read by the route itself). */
export const uploadMapImagePartsSchema = z.object({
  formAId: z.string().describe('The work (Form A) id the images belong to.'),
  files: z.array(z.file().mime('image/png')).describe('PNG map images (1280x800 screenshots), at most 5 MB each.'),
});

/** The parts of a BCR document upload (spec 2 section 7 uploadfile/uploadmultiple). */
export const uploadBcrDocumentsPartsSchema = z.object({
  formAId: z.string().describe('The work (Form A) id of the BCR.'),
  description: z.string().max(BCR_LIMITS.documentDescriptionMaxChars).optional().describe('What the files are (the description modal).'),
  tempId: z.string().optional().describe('The client’s id of the upload (kept for the spec’s shape).'),
  fileguid: z.string().optional().describe('The first existing document’s guid, or empty (kept for the spec’s shape).'),
  files: z.array(z.file()).describe('At most 10 documents and 10 MB in total per BCR; no JSON; PDF, images, Office, text or CSV.'),
});

export const uploadBcrDocumentsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  payload: z.object({ documents: z.array(bcrAttachedDocumentSchema).describe('Every document of the BCR after the upload.') }),
});

const fileBytes = z.string().describe('The file’s bytes (Content-Disposition names the file).');

/** Uploaded files of a work (spec 1 section 7 uploadfile/*). */
export const DOCUMENT_CONTRACTS = {
  uploadMapImage: defineContract({
    operationId: 'uploadMapImage',
    method: 'POST',
    path: '/service/api/uploadfile/uploadmapimage',
    summary: 'Upload map images (multipart: files, formAId); PNG only',
    tag,
    auth: 'bearer',
    body: uploadMapImagePartsSchema,
    bodyType: 'multipart',
    response: uploadMapImageResponseSchema,
    errors: [...SIGNED_IN_ERRORS, E.validation, E.notFound, E.workLocked, E.fileTooLarge, E.duplicateRequest],
  }),
  deleteDocument: defineContract({
    operationId: 'deleteDocument',
    method: 'POST',
    path: '/service/api/uploadfile/deletedocument',
    summary: 'Delete a map image of a work',
    tag,
    auth: 'bearer',
    body: deleteDocumentRequestSchema,
    response: deleteDocumentResponseSchema,
    errors: [...SIGNED_IN_ERRORS, E.validation, E.notFound, E.workLocked],
  }),
  uploadBcrDocuments: defineContract({
    operationId: 'uploadBcrDocuments',
    method: 'POST',
    path: '/service/api/uploadfile/uploadmultiple',
    summary: 'Attach documents to a BCR (multipart: files, description, tempId, formAId, fileguid)',
    tag,
    auth: 'bearer',
    body: uploadBcrDocumentsPartsSchema,
    bodyType: 'multipart',
    response: uploadBcrDocumentsResponseSchema,
    errors: [...SIGNED_IN_ERRORS, E.validation, E.notFound, E.fileTooLarge],
  }),
  downloadByGuid: defineContract({
    operationId: 'downloadDocumentByGuid',
    method: 'GET',
    path: '/service/api/uploadfile/getfileByFileGuid/:fileGuid',
    summary: 'Download a document of a work or its BCR by its guid',
    tag,
    auth: 'bearer',
    params: z.object({ fileGuid: z.uuid() }),
    response: fileBytes,
    responseType: 'binary',
    errors: [...SIGNED_IN_ERRORS, E.validation, E.notFound],
  }),
  downloadById: defineContract({
    operationId: 'downloadDocument',
    method: 'GET',
    path: '/service/api/uploadfile/getfile/:documentId',
    summary: 'Download a document of a work or its BCR by its id (spec 3)',
    tag,
    auth: 'bearer',
    params: z.object({ documentId: idParamSchema }),
    response: fileBytes,
    responseType: 'binary',
    errors: [...SIGNED_IN_ERRORS, E.validation, E.notFound],
  }),
} as const;

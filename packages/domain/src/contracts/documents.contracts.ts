import { z } from 'zod';
import { deleteDocumentRequestSchema, deleteDocumentResponseSchema, uploadMapImageResponseSchema } from '../work/api';
import { API_ERROR_CODE as E, SIGNED_IN_ERRORS } from './api-error';
import { defineContract } from './contract';

const tag = 'documents';

/** The parts of the map image upload (documentation: multipart bodies are read by the route itself). */
export const uploadMapImagePartsSchema = z.object({
  formAId: z.string().describe('The work (Form A) id the images belong to.'),
  files: z.array(z.file().mime('image/png')).describe('PNG map images (1280x800 screenshots), at most 5 MB each.'),
});

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
} as const;

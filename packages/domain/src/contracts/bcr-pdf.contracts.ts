import { z } from 'zod';
import { BCR_RESPONSE_CODE } from '../bcr/codes';
import { PDF_EMAIL_LIMITS } from '../bcr/pdf-email';
import { idParamSchema } from '../common/ids';
import { API_ERROR_CODE as E, SIGNED_IN_ERRORS } from './api-error';
import { defineContract } from './contract';

const tag = 'bcr';

/** POST bcr/generatepdf (spec 2 section 7): the form and the e-mail list; every address is checked again here. */
export const generatePdfRequestSchema = z.object({
  formAId: idParamSchema.describe('The work (Form A) id of the BCR.'),
  emailsBcr: z
    .array(z.string().max(PDF_EMAIL_LIMITS.maxAddressLength))
    .max(100)
    .describe(`The addresses to send the PDF to: at most ${PDF_EMAIL_LIMITS.maxRecipients}, no duplicates.`),
});
export type GeneratePdfRequest = z.input<typeof generatePdfRequestSchema>;

export const generatePdfResponseSchema = z.object({
  success: z.literal(true),
  code: z.literal(BCR_RESPONSE_CODE.submitted).describe('100007: sent; the page shows the message (spec 2 section 8).'),
  message: z.string(),
  payload: z.object({ sentTo: z.array(z.string()), fileName: z.string() }),
});

/** The BCR as a PDF, downloaded or e-mailed (issue 10). */
export const BCR_PDF_CONTRACTS = {
  getFormAPdf: defineContract({
    operationId: 'getBcrPdf',
    method: 'GET',
    path: '/service/api/uploadfile/getformapdf/:formAId',
    summary: 'The whole saved BCR as a PDF (by form id or the work’s guid)',
    tag,
    auth: 'bearer',
    params: z.object({ formAId: z.union([z.uuid(), idParamSchema]).describe('The form id, or the work’s formAGuid (spec 3).') }),
    response: z.string().describe('The PDF’s bytes; Content-Disposition names the file.'),
    responseType: 'binary',
    errors: [...SIGNED_IN_ERRORS, E.validation, E.notFound],
  }),
  generatePdf: defineContract({
    operationId: 'emailBcrPdf',
    method: 'POST',
    path: '/service/api/bcr/generatepdf',
    summary: 'E-mail the BCR’s PDF as an attachment to a list of addresses',
    tag,
    auth: 'bearer',
    body: generatePdfRequestSchema,
    response: generatePdfResponseSchema,
    errors: [...SIGNED_IN_ERRORS, E.validation, E.notFound, E.rateLimited],
  }),
} as const;

import { z } from 'zod';
import { sharedSchema } from './shared-schema';

/**
 * Stable error codes of the API envelope. The web app branches on these, never on bare HTTP statuses:
 * two different refusals may share a status (a stale version and a locked work are both 409).
 */
export const API_ERROR_CODE = {
  unauthorised: 'UNAUTHORISED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  validation: 'VALIDATION_FAILED',
  staleVersion: 'STALE_VERSION',
  workLocked: 'WORK_LOCKED',
  duplicateRequest: 'DUPLICATE_REQUEST',
  fileTooLarge: 'FILE_TOO_LARGE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODE)[keyof typeof API_ERROR_CODE];

/** The HTTP status each code is answered with. */
export const API_ERROR_STATUS: Readonly<Record<ApiErrorCode, number>> = {
  UNAUTHORISED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION_FAILED: 400,
  STALE_VERSION: 409,
  WORK_LOCKED: 409,
  DUPLICATE_REQUEST: 409,
  FILE_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
};

/** The one error envelope of the service API (DESIGN "Errors"): every 4xx and 5xx answer has this shape. */
export const apiErrorSchema = sharedSchema(
  'ApiError',
  z
    .object({
      success: z.literal(false),
      message: z.string().describe('What went wrong, worded for the user (the spec message where there is one).'),
      code: z.string().describe('Stable error code (API_ERROR_CODE) to branch on.'),
      fieldErrors: z
        .record(z.string(), z.array(z.string()))
        .optional()
        .describe('Messages by field path (`section.index.field`), for errors that belong next to a field.'),
      responseCode: z
        .number()
        .int()
        .optional()
        .describe('The BCR API only: the spec\'s response code (100001 keep the draft, 100010 go home, 100012 alert and reload).'),
      showMsg: z.boolean().optional().describe('The BCR API only: the page shows the message (spec 2 section 8).'),
    })
    .describe('The error envelope'),
);
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The codes a route behind a bearer token can always answer. */
export const SIGNED_IN_ERRORS = [API_ERROR_CODE.unauthorised, API_ERROR_CODE.forbidden] as const;

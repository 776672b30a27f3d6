import { AUTH_MESSAGES } from '@driller/domain';

/** Stable error codes of the API envelope `{ success: false, message, code, fieldErrors? }`. */
export const ERROR_CODE = {
  unauthorised: 'UNAUTHORISED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  validation: 'VALIDATION_FAILED',
  conflict: 'STALE_VERSION',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
} as const;

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }
}

export const unauthorised = (message: string = AUTH_MESSAGES.unauthorised) =>
  new ApiError(401, message, ERROR_CODE.unauthorised);
export const forbidden = (message: string = AUTH_MESSAGES.forbidden) => new ApiError(403, message, ERROR_CODE.forbidden);
export const notFound = (message = 'Not found.') => new ApiError(404, message, ERROR_CODE.notFound);
export const badRequest = (message: string, fieldErrors?: FieldErrors) =>
  new ApiError(400, message, ERROR_CODE.validation, fieldErrors);
export const staleVersion = (message: string) => new ApiError(409, message, ERROR_CODE.conflict);

import { API_ERROR_CODE, AUTH_MESSAGES, type ApiErrorBody } from '@driller/domain';

/** The domain's codes of the one envelope `{ success: false, message, code, fieldErrors? }`. */
export const ERROR_CODE = {
  unauthorised: API_ERROR_CODE.unauthorised,
  forbidden: API_ERROR_CODE.forbidden,
  notFound: API_ERROR_CODE.notFound,
  validation: API_ERROR_CODE.validation,
  conflict: API_ERROR_CODE.staleVersion,
  rateLimited: API_ERROR_CODE.rateLimited,
  internal: API_ERROR_CODE.internal,
} as const;

export type FieldErrors = NonNullable<ApiErrorBody['fieldErrors']>;

/** The BCR API's extra envelope fields: the spec's response code and whether the page shows the message. */
export type SpecResponse = Pick<ApiErrorBody, 'responseCode' | 'showMsg'>;

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly fieldErrors?: FieldErrors,
    readonly spec?: SpecResponse,
  ) {
    super(message);
  }

  /** The same refusal carrying the spec's response code (the BCR routes answer with one). */
  withSpec(spec: SpecResponse): ApiError {
    return new ApiError(this.statusCode, this.message, this.code, this.fieldErrors, spec);
  }

  /** The envelope as the domain's `apiErrorSchema` defines it. */
  toBody(): ApiErrorBody {
    return {
      success: false,
      message: this.message,
      code: this.code,
      ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}),
      ...this.spec,
    };
  }
}

export const unauthorised = (message: string = AUTH_MESSAGES.unauthorised) =>
  new ApiError(401, message, ERROR_CODE.unauthorised);
export const forbidden = (message: string = AUTH_MESSAGES.forbidden) => new ApiError(403, message, ERROR_CODE.forbidden);
export const notFound = (message = 'Not found.') => new ApiError(404, message, ERROR_CODE.notFound);
export const badRequest = (message: string, fieldErrors?: FieldErrors) =>
  new ApiError(400, message, ERROR_CODE.validation, fieldErrors);
export const staleVersion = (message: string) => new ApiError(409, message, ERROR_CODE.conflict);

import { GENERAL_MESSAGES } from '@driller/domain';
import { ApiError } from '../../platform/http/errors';

export const REGISTER_UNAVAILABLE = 'REGISTER_UNAVAILABLE';

/** The register could not answer: a 502 with the spec's loading message; the cause goes to the log only. */
export class RegisterUnavailableError extends ApiError {
  constructor(readonly reason: unknown) {
    super(502, GENERAL_MESSAGES.loadingFailed, REGISTER_UNAVAILABLE);
  }
}

export const registerUnavailable = (reason: unknown): ApiError =>
  reason instanceof ApiError ? reason : new RegisterUnavailableError(reason);

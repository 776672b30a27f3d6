import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { REQUEST_ID_HEADER, type Action, type CurrentUser } from '@driller/domain';
import { authorise } from '../../platform/auth/auth.plugin';
import { validationFieldErrors } from '../../platform/http/error-handler';
import { ApiError } from '../../platform/http/errors';
import { bcrInvalid, bcrRoleReadOnly } from './bcr-errors';

/** The client's own request id (x-request-id), or null when the server made one up. */
export function clientRequestIdOf(request: FastifyRequest): string | null {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && given === request.id ? given : null;
}

/** A role that may view a BCR but not do this to it (Read Only All saving) is answered as read-only (100012). */
export function authoriseBcr(request: FastifyRequest, action: Action = 'bcr.save'): CurrentUser {
  try {
    return authorise(request, action);
  } catch (error: unknown) {
    if (error instanceof ApiError && error.statusCode === 403) throw bcrRoleReadOnly();
    throw error;
  }
}

/**
 * A body that fails the domain's report schema answers 400 with the first rule's own message (e.g.
 * 'Maximum 4 digits allowed before the decimal point') and every message by field path, keeping the draft.
 */
export function throwBcrSchemaErrors(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  if (!hasZodFastifySchemaValidationErrors(error)) throw error;
  throw bcrInvalid(error.validation[0]?.message ?? 'Invalid value', validationFieldErrors(error));
}

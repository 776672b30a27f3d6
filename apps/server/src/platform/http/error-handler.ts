import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_MESSAGES, internalErrorMessage, notFoundMessage, type ApiErrorBody } from '@driller/domain';
import { bearerChallenge } from '../auth/bearer-challenge';
import { badInputMessage } from './database-errors';
import { ApiError, ERROR_CODE, type FieldErrors } from './errors';

/** Every error answer is the domain's one envelope (`apiErrorSchema`). */
const envelope = (message: string, code: string, fieldErrors?: FieldErrors): ApiErrorBody => ({
  success: false,
  message,
  code,
  ...(fieldErrors ? { fieldErrors } : {}),
});

/** Messages by field path (`lithology.0.depthTo`) of a failed body, params or query validation. */
export function validationFieldErrors(error: FastifyError & { validation: { instancePath: string; message?: string }[] }): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    (fieldErrors[key] ??= []).push(issue.message ?? 'Invalid value');
  }
  return fieldErrors;
}

/** Answers a 4xx for errors that are the request's fault; false leaves the error to the 500 answer. */
function answerClientError(error: FastifyError, reply: FastifyReply): boolean {
  if (error instanceof ApiError) {
    // Every 401 names its scheme (RFC 6750 section 3); the auth hook has already said why when it knew.
    if (error.statusCode === 401 && !reply.hasHeader('www-authenticate')) void reply.header('www-authenticate', bearerChallenge());
    void reply.code(error.statusCode).send(error.toBody());
    return true;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    void reply.code(400).send(envelope(API_MESSAGES.invalidRequest, ERROR_CODE.validation, validationFieldErrors(error)));
    return true;
  }
  const badInput = badInputMessage(error);
  if (badInput) {
    void reply.code(400).send(envelope(badInput, ERROR_CODE.validation));
    return true;
  }
  if (error.statusCode === 429) {
    void reply.code(429).send(envelope(API_MESSAGES.tooManyRequests, ERROR_CODE.rateLimited));
    return true;
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    void reply.code(error.statusCode).send(envelope(error.message, error.code ?? 'BAD_REQUEST'));
    return true;
  }
  return false;
}

/**
 * One error handler for the whole API: 4xx answers carry the spec's envelope; 5xx answers never leak
 * internals, only a request id to quote to support.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (answerClientError(error, reply)) return reply;
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(envelope(internalErrorMessage(request.id), ERROR_CODE.internal));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(envelope(notFoundMessage(request.method, request.url), ERROR_CODE.notFound)),
  );
}

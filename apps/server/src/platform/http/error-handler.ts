import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_MESSAGES, internalErrorMessage, notFoundMessage } from '@driller/domain';
import { badInputMessage } from './database-errors';
import { ApiError, ERROR_CODE, type FieldErrors } from './errors';

function validationFieldErrors(error: FastifyError & { validation: { instancePath: string; message?: string }[] }): FieldErrors {
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
    void reply.code(error.statusCode).send({ success: false, message: error.message, code: error.code, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) });
    return true;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    void reply.code(400).send({ success: false, message: API_MESSAGES.invalidRequest, code: ERROR_CODE.validation, fieldErrors: validationFieldErrors(error) });
    return true;
  }
  const badInput = badInputMessage(error);
  if (badInput) {
    void reply.code(400).send({ success: false, message: badInput, code: ERROR_CODE.validation });
    return true;
  }
  if (error.statusCode === 429) {
    void reply.code(429).send({ success: false, message: API_MESSAGES.tooManyRequests, code: ERROR_CODE.rateLimited });
    return true;
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    void reply.code(error.statusCode).send({ success: false, message: error.message, code: error.code ?? 'BAD_REQUEST' });
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
    return reply.code(500).send({
      success: false,
      message: internalErrorMessage(request.id),
      code: ERROR_CODE.internal,
    });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ success: false, message: notFoundMessage(request.method, request.url), code: ERROR_CODE.notFound }),
  );
}

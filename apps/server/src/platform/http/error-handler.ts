import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_MESSAGES, internalErrorMessage, notFoundMessage, type ApiErrorBody } from '@driller/domain';
import { ApiError, ERROR_CODE, type FieldErrors } from './errors';

/** Every error answer is the domain's one envelope (`apiErrorSchema`). */
const envelope = (message: string, code: string, fieldErrors?: FieldErrors): ApiErrorBody => ({
  success: false,
  message,
  code,
  ...(fieldErrors ? { fieldErrors } : {}),
});

/**
 * One error handler for the whole API: 4xx answers carry the spec's envelope; 5xx answers never leak
 * internals, only a request id to quote to support.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: FieldErrors = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        (fieldErrors[key] ??= []).push(issue.message ?? 'Invalid value');
      }
      return reply.code(400).send(envelope(API_MESSAGES.invalidRequest, ERROR_CODE.validation, fieldErrors));
    }
    if (error.statusCode === 429) {
      return reply.code(429).send(envelope(API_MESSAGES.tooManyRequests, ERROR_CODE.rateLimited));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(envelope(error.message, error.code ?? 'BAD_REQUEST'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(envelope(internalErrorMessage(request.id), ERROR_CODE.internal));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(envelope(notFoundMessage(request.method, request.url), ERROR_CODE.notFound)),
  );
}

import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { REQUEST_ID_HEADER, type CurrentUser } from '@driller/domain';
import { authorise } from '../../../platform/auth/auth.plugin';
import type { Db } from '../../../platform/db/kysely';
import { badRequest, type FieldErrors } from '../../../platform/http/errors';
import type { Action } from '@driller/domain';
import { resolveViewer, type Viewer } from './work-viewer';

/** The client's own request id (x-request-id), or null when the server made one up. */
export function clientRequestId(request: FastifyRequest): string | null {
  return typeof request.headers[REQUEST_ID_HEADER] === 'string' &&
    request.headers[REQUEST_ID_HEADER] === request.id
    ? request.id
    : null;
}

/** Policy check for the route's action, then the viewer's portal identity for the row-level rules. */
export async function authorisedViewer(
  db: Db,
  request: FastifyRequest,
  action: Action,
): Promise<{ me: CurrentUser; viewer: Viewer }> {
  const me = authorise(request, action);
  return { me, viewer: await resolveViewer(db, me) };
}

/**
 * A save whose body failed the domain schema answers 400 with the first rule's own message (e.g.
 * 'Maximum allowed characters are 500') rather than a generic one, and every message by field.
 */
export function throwSchemaErrors(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  if (!hasZodFastifySchemaValidationErrors(error)) throw error;
  const fieldErrors: FieldErrors = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    (fieldErrors[key] ??= []).push(issue.message ?? 'Invalid value');
  }
  throw badRequest(error.validation[0]?.message ?? 'Invalid value', fieldErrors);
}

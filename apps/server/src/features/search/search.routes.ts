import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { REQUEST_ID_HEADER, SEARCH_CONTRACTS } from '@driller/domain';
import { authorise } from '../../platform/auth/auth.plugin';
import type { Db } from '../../platform/db/kysely';
import { route } from '../../platform/http/contract-route';
import { validationFieldErrors } from '../../platform/http/error-handler';
import { badRequest } from '../../platform/http/errors';
import { searchBcrCsv, searchBcrList, searchBcrLoad } from './bcr-search.service';
import { decommissionBcr } from './decommission.service';

/** The client's own request id (x-request-id), or null when the server made one up. */
function clientRequestId(request: FastifyRequest): string | null {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && given === request.id ? given : null;
}

/** A body that fails the domain's schema: 400 with the first rule's message and every message by field. */
function throwRuleMessage(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  if (!hasZodFastifySchemaValidationErrors(error)) throw error;
  throw badRequest(error.validation[0]?.message ?? 'Invalid value', validationFieldErrors(error));
}

/** Search Bore Construction Reports (every role) and Decommission (spec 3 sections 6 and 7). */
export async function searchRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  route(app, SEARCH_CONTRACTS.searchBcrLoad, {}, async (request) => searchBcrLoad(db, authorise(request, 'bcr.search')));

  route(app, SEARCH_CONTRACTS.searchBcrList, {}, async (request) => searchBcrList(db, authorise(request, 'bcr.search'), request.body));

  route(app, SEARCH_CONTRACTS.exportBcrSearchCsv, {}, async (request, reply) => {
    const stream = await searchBcrCsv(db, authorise(request, 'bcr.search'), request.body);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="bcr-search-${day}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(stream);
  });

  // The date's rule answers with its own message ("Decommissioned date is mandatory."), not the generic one.
  route(app, SEARCH_CONTRACTS.decommission, { attachValidation: true }, async (request) => {
    const me = authorise(request, 'bcr.decommission');
    throwRuleMessage(request);
    return decommissionBcr(db, me, request.body, clientRequestId(request));
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import {
  API_ERROR_CODE,
  API_ERROR_STATUS,
  CONTRACT_PREFIXES,
  apiErrorSchema,
  type ApiContract,
  type ContractParsed,
} from '@driller/domain';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract the route was registered from: OpenAPI and the registration guard read it. */
    contract?: ApiContract;
  }
}

/** What a route adds to its contract: server-only behaviour, never the method, path or schemas. */
export interface RouteExtras {
  /** `false` exempts the route from the rate limiter (health, map layers). */
  rateLimit?: false;
  /** The handler reads `request.validationError` itself (the work save answers with the rule's own message). */
  attachValidation?: boolean;
}

export type ContractRequest<C extends ApiContract> = FastifyRequest<{
  Params: ContractParsed<C, 'params'>;
  Querystring: ContractParsed<C, 'query'>;
  Body: ContractParsed<C, 'body'>;
}>;
type ContractHandler<C extends ApiContract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<z.input<C['response']> | FastifyReply>;

/** One envelope schema per error status, describing the codes this endpoint answers with it. */
function errorResponses(contract: ApiContract): Record<number, z.ZodType> {
  const byStatus = new Map<number, string[]>();
  for (const code of [...contract.errors, API_ERROR_CODE.internal]) {
    const status = API_ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [status, apiErrorSchema.describe(`Error envelope; code ${codes.join(' or ')}`)]),
  );
}

/** The Fastify schema of a contract: validation, serialisation and the OpenAPI operation in one. */
export function contractSchema(contract: ApiContract) {
  const multipart = contract.bodyType === 'multipart';
  return {
    operationId: contract.operationId,
    summary: contract.summary,
    tags: [contract.tag],
    // The same flag decides whether the auth hook asks for a token (config.public below).
    security: contract.auth === 'none' ? [] : [{ bearer: [] }],
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    // A multipart body is read part by part by the route; OpenAPI documents its parts (openapi.ts).
    ...(contract.body && !multipart ? { body: contract.body } : {}),
    ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(contract.bodyType === 'form' ? { consumes: ['application/x-www-form-urlencoded'] } : {}),
    // A download: the route sends the bytes (a Buffer is never serialised); OpenAPI names the media type.
    ...(contract.responseType === 'binary' ? { produces: ['application/octet-stream'] } : {}),
    response: { 200: contract.response.describe('Success'), ...errorResponses(contract), ...contract.alsoAnswers },
  };
}

/** Registers a route from its contract: the route file names no path, method or schema itself. */
export function route<C extends ApiContract>(
  app: FastifyInstance,
  contract: C,
  extras: RouteExtras,
  handler: ContractHandler<C>,
): void {
  app.route({
    method: contract.method,
    url: contract.path,
    schema: contractSchema(contract),
    attachValidation: extras.attachValidation ?? false,
    config: {
      contract,
      public: contract.auth === 'none',
      ...(extras.rateLimit === false ? { rateLimit: false } : {}),
    },
    // The contract's schemas type the request; Fastify's own handler type cannot follow a generic contract.
    handler: handler as unknown as RouteHandlerMethod,
  });
}

const DOCS_PREFIX = '/service/api/docs';

/** True for a URL that must come from a contract (the API and the map layers, not the API's own docs). */
export function needsContract(url: string): boolean {
  return CONTRACT_PREFIXES.some((prefix) => url.startsWith(prefix)) && !url.startsWith(DOCS_PREFIX);
}

/**
 * Refuses, at start, any API route not registered from its contract: a path literal in a route file
 * would be a second copy of the contract that OpenAPI and the web app never see.
 */
export function requireContracts(app: FastifyInstance): void {
  app.addHook('onRoute', (options) => {
    if (!needsContract(options.url)) return;
    const contract = options.config?.contract;
    const methods = [options.method].flat();
    const matches = contract?.path === options.url && methods.every((m) => m === contract.method || m === 'HEAD');
    if (!matches) throw new Error(`${methods.join(',')} ${options.url} is not registered from a contract`);
  });
}

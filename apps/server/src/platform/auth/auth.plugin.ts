import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type Action, type CurrentUser } from '@driller/domain';
import { forbidden, unauthorised } from '../http/errors';
import type { VerifyToken } from './token-verifier';

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
  }
  interface FastifyContextConfig {
    /** A route anyone may call without a token (the spec's public calls). */
    public?: boolean;
  }
}

const API_PREFIX = '/service/api/';
/** The API's own documentation is public. */
const PUBLIC_PREFIX = '/service/api/docs';

/** Every route under /service/api needs a valid bearer token unless its config says `public: true`. */
export function registerAuthentication(app: FastifyInstance, verifyToken: VerifyToken): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(API_PREFIX) || request.url.startsWith(PUBLIC_PREFIX) || request.routeOptions.config?.public) return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorised();
    try {
      request.user = await verifyToken(match[1]);
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'access token refused');
      throw unauthorised();
    }
  });
}

/** The signed-in user of a route that is not public (the hook above guarantees one). */
export function signedInUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw unauthorised();
  return request.user;
}

/** Checks the policy table for this route's action; a refusal is a 403 with the envelope. */
export function authorise(request: FastifyRequest, action: Action): CurrentUser {
  const user = signedInUser(request);
  if (!can(user, action)) throw forbidden();
  return user;
}

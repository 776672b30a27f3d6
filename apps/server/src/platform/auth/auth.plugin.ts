import { posix } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, hasRole, type Action, type CurrentUser, type TokenUser } from '@driller/domain';
import { forbidden, unauthorised } from '../http/errors';
import { bearerChallenge } from './bearer-challenge';
import { InsufficientScopeError, refusalDescription, type VerifyToken } from './token-verifier';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user with a role; null when anonymous or when the token carries no role yet. */
    user: CurrentUser | null;
    /** Whoever the verified token names, pending registrations included. */
    tokenUser: TokenUser | null;
  }
  interface FastifyContextConfig {
    /** A route anyone may call without a token (the spec's public calls). */
    public?: boolean;
  }
}

const API_PREFIX = '/service/api/';
/** The API's own documentation is public. */
const PUBLIC_PREFIX = '/service/api/docs';

/**
 * The path as the router understands it: percent-decoded, slashes collapsed, dot segments resolved,
 * lower case. The raw URL must never decide (`/service/%61pi/...` reaches the `/service/api/...` route).
 */
export function normalisedPath(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape elsewhere in the path: still decode every valid ASCII escape.
    decoded = raw.replace(/%([0-7][0-9a-f])/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  return posix.normalize(decoded.replace(/\\/g, '/').replace(/\/+/g, '/')).toLowerCase();
}

const isApiPath = (path: string) => path.startsWith(API_PREFIX) && !path.startsWith(PUBLIC_PREFIX);

/** Both the matched route's pattern (exactly what runs) and the normalised request path must be open. */
function needsToken(request: FastifyRequest): boolean {
  if (request.routeOptions.config?.public) return false;
  return isApiPath(normalisedPath(request.routeOptions.url ?? '/')) || isApiPath(normalisedPath(request.url));
}

/** Every route under /service/api needs a valid bearer token unless its config says `public: true`. */
export function registerAuthentication(app: FastifyInstance, verifyToken: VerifyToken): void {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenUser', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!needsToken(request)) return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    // RFC 6750 section 3: every refusal says why in WWW-Authenticate; no credentials at all, no error code.
    if (!match?.[1]) {
      reply.header('www-authenticate', bearerChallenge());
      throw unauthorised();
    }
    try {
      request.tokenUser = await verifyToken(match[1]);
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'access token refused');
      if (error instanceof InsufficientScopeError) {
        reply.header('www-authenticate', bearerChallenge({ error: 'insufficient_scope', description: 'The access token lacks the API scope', scope: error.scope }));
        throw forbidden();
      }
      reply.header('www-authenticate', bearerChallenge({ error: 'invalid_token', description: refusalDescription(error) }));
      throw unauthorised();
    }
    request.user = hasRole(request.tokenUser) ? request.tokenUser : null;
  });
}

/**
 * The signed-in user of a route that is not public. A valid token without a role (a registration
 * waiting for approval) is refused with 403: signed in, but nothing is granted yet.
 */
export function signedInUser(request: FastifyRequest): CurrentUser {
  if (request.user) return request.user;
  throw request.tokenUser ? forbidden() : unauthorised();
}

/** The token's user, with or without a role: only for registration after sign-in. */
export function signedInTokenUser(request: FastifyRequest): TokenUser {
  if (!request.tokenUser) throw unauthorised();
  return request.tokenUser;
}

/** Checks the policy table for this route's action; a refusal is a 403 with the envelope. */
export function authorise(request: FastifyRequest, action: Action): CurrentUser {
  const user = signedInUser(request);
  if (!can(user, action)) throw forbidden();
  return user;
}

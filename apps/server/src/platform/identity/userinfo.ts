import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerChallenge, type BearerRefusal } from '../auth/bearer-challenge';
import { publicJwks, refusalDescription, scopesOf, createJwtVerifier } from '../auth/token-verifier';
import type { Config } from '../config';
import type { Db } from '../db/kysely';
import { accountClaims, type Claims } from './claims';
import { loadProviderKeys } from './keys';

/** Under the issuer (/idp): discovery's `userinfo_endpoint`. */
export const USERINFO_PATH = '/me';

/** The claims each OpenID Connect scope releases (the provider's `claims` configuration too). */
export const SCOPE_CLAIMS = {
  openid: ['sub'],
  profile: ['given_name', 'family_name', 'name', 'preferred_username', 'role', 'is_dca', 'organisation_name',
    'driller_licence_no', 'work_mobile', 'drilling_class', 'user_id'],
  email: ['email', 'email_verified'],
} as const satisfies Record<string, readonly string[]>;

export const USERINFO_SCOPES = Object.keys(SCOPE_CLAIMS) as (keyof typeof SCOPE_CLAIMS)[];

/** The account's claims that the granted scopes release; `sub` always (OIDC Core 5.3.2). */
export function releasedClaims(claims: Claims, scopes: readonly string[]): Claims {
  const names = new Set<string>(['sub', ...USERINFO_SCOPES.filter((s) => scopes.includes(s)).flatMap((s) => SCOPE_CLAIMS[s])]);
  return Object.fromEntries(Object.entries(claims).filter(([name]) => names.has(name)));
}

/** The access token of a userinfo call: the header (RFC 6750 2.1) or, for a POST, the form body (2.2). */
function accessTokenOf(request: FastifyRequest): string | undefined {
  const header = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const body = request.body as { access_token?: unknown } | undefined;
  return header ?? (typeof body?.access_token === 'string' ? body.access_token : undefined);
}

const refuse = (reply: FastifyReply, status: 401 | 403, refusal?: BearerRefusal) =>
  reply.code(status).header('www-authenticate', bearerChallenge(refusal)).header('cache-control', 'no-store').send({
    error: refusal?.error ?? 'invalid_request',
    ...(refusal ? { error_description: refusal.description } : {}),
  });

/**
 * OpenID Connect userinfo (Core 5.3) for the access token a client gets at sign-in. Every access token
 * is the API's (its audience), which the provider's own endpoint refuses by design; this one checks the
 * token as the API does (signature, issuer, audience, expiry) and releases the claims of the OIDC
 * scopes the token carries, read fresh from the account.
 */
export async function userinfoRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }): Promise<void> {
  const verifyJwt = createJwtVerifier({
    issuer: config.oidc.issuer,
    audience: config.oidc.audience,
    localJwks: publicJwks((await loadProviderKeys(db)).jwks as { keys: Record<string, unknown>[] }),
  });
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = accessTokenOf(request);
    if (!token) return refuse(reply, 401);
    let payload;
    try {
      payload = await verifyJwt(token);
    } catch (error) {
      return refuse(reply, 401, { error: 'invalid_token', description: refusalDescription(error) });
    }
    const scopes = scopesOf(payload);
    if (!scopes.includes('openid')) return refuse(reply, 403, { error: 'insufficient_scope', description: 'The access token lacks the openid scope', scope: 'openid' });
    const claims = typeof payload.sub === 'string' ? await accountClaims(db, payload.sub) : undefined;
    if (!claims) return refuse(reply, 401, { error: 'invalid_token', description: 'The account of the access token no longer exists' });
    return reply.header('cache-control', 'no-store').send(releasedClaims(claims, scopes));
  };
  const path = `/idp${USERINFO_PATH}`;
  app.get(path, handler);
  app.post(path, handler);
}

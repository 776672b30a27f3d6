import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { tokenUserFromClaims, type TokenUser } from '@driller/domain';

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  scope: string;
  /** The embedded provider's public keys; otherwise they are fetched from the issuer's discovery document. */
  localJwks?: JSONWebKeySet;
}

/** A token's user; one without a role (registration pending) is returned too, and refused by role-guarded routes. */
export type VerifyToken = (token: string) => Promise<TokenUser>;

/** Public parts only: the verifier never needs a private key. */
export function publicJwks(jwks: { keys: Record<string, unknown>[] }): JSONWebKeySet {
  return {
    keys: jwks.keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
      Object.fromEntries(Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined)),
    ) as JSONWebKeySet['keys'],
  };
}

function remoteJwks(issuer: string): JWTVerifyGetKey {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  const load = async () => {
    const discovery = await fetch(`${issuer}/.well-known/openid-configuration`);
    if (!discovery.ok) throw new Error(`OIDC discovery failed: ${discovery.status}`);
    const { jwks_uri: jwksUri } = (await discovery.json()) as { jwks_uri: string };
    return createRemoteJWKSet(new URL(jwksUri));
  };
  return async (header, token) => {
    keySet ??= load().catch((error) => {
      keySet = undefined;
      throw error;
    });
    return (await keySet)(header, token);
  };
}

/** A good token that lacks the API scope: RFC 6750 answers 403 `insufficient_scope`, not 401. */
export class InsufficientScopeError extends Error {
  constructor(readonly scope: string) {
    super(`token lacks the ${scope} scope`);
  }
}

/** What a client is told about a refused token (RFC 6750 `error_description`): expired, or not valid. */
export function refusalDescription(error: unknown): string {
  return error instanceof errors.JWTExpired ? 'The access token expired' : 'The access token is not valid';
}

/** Checks a JWT access token's signature, issuer, audience, expiry and type; its payload when good. */
export type VerifyJwt = (token: string) => Promise<JWTPayload>;

export function createJwtVerifier(options: Omit<TokenVerifierOptions, 'scope'>): VerifyJwt {
  const keys = options.localJwks ? createLocalJWKSet(options.localJwks) : remoteJwks(options.issuer);
  return async (token) =>
    (
      await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        typ: 'at+jwt',
        clockTolerance: 5,
        algorithms: ['RS256', 'PS256', 'ES256'],
      })
    ).payload;
}

/** The scopes a token's `scope` claim grants. */
export const scopesOf = (payload: JWTPayload): string[] => String(payload.scope ?? '').split(' ').filter((s) => s !== '');

/** Tokens verified lately, at most this many: enough for every user active in a token's lifetime. */
const VERIFIED_CACHE_SIZE = 2000;

/**
 * Verifies an access token exactly: signature against the issuer's keys, issuer, audience, expiry,
 * the JWT access-token type and the API scope. Anything else is refused; a good token without the API
 * scope with InsufficientScopeError (the caller answers 403 rather than 401).
 *
 * A token verified once is remembered until it expires: a browser sends the same token with every
 * call for its whole (short) life, and checking its RSA signature again each time was 6 % of the
 * server's CPU under load (issue 8). A JWT cannot be revoked before it expires, so nothing is lost.
 */
export function createTokenVerifier(options: TokenVerifierOptions): VerifyToken {
  const verifyJwt = createJwtVerifier(options);
  const verified = new Map<string, { user: TokenUser; expiresAtMs: number }>();
  return async (token) => {
    const known = verified.get(token);
    if (known && known.expiresAtMs > Date.now()) return known.user;
    verified.delete(token);
    const payload = await verifyJwt(token);
    if (!scopesOf(payload).includes(options.scope)) throw new InsufficientScopeError(options.scope);
    const user = Object.freeze(tokenUserFromClaims(payload));
    if (payload.exp !== undefined) remember(verified, token, { user, expiresAtMs: payload.exp * 1000 });
    return user;
  };
}

/** Keeps the newest entries: the oldest one goes when the cache is full (a Map keeps insertion order). */
function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  if (cache.size >= VERIFIED_CACHE_SIZE) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, value);
}

import { SignJWT, importJWK, type JWK } from 'jose';
import { CLAIM, DEFAULT_API_SCOPE, type RoleId } from '@driller/domain';
import type pg from 'pg';

export interface Persona {
  /** How the figures name it, e.g. "regulator". */
  label: string;
  subject: string;
  role: RoleId;
  isDCA: boolean;
}

/** The embedded identity provider's signing key, which the seed created in the database. */
export async function signingKey(pool: pg.Pool): Promise<JWK> {
  const { rows } = await pool.query<{ jwks: { keys: JWK[] } }>('select jwks from idp_keys where id = 1');
  const key = rows[0]?.jwks.keys[0];
  if (!key) throw new Error('no signing key: seed the database first');
  return key;
}

/** An access token as the embedded provider issues it for the server at `serverUrl` (valid for two hours). */
export async function accessToken(key: JWK, serverUrl: string, persona: Persona): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    scope: `openid profile email ${DEFAULT_API_SCOPE}`,
    [CLAIM.role]: persona.role,
    [CLAIM.isDCA]: persona.isDCA,
    [CLAIM.userName]: persona.subject,
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: key.kid })
    .setSubject(persona.subject)
    .setIssuer(`${serverUrl}/idp`)
    .setAudience(`${serverUrl}/service/api`)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + 7200)
    .sign(await importJWK(key, 'RS256'));
}

import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/kysely';

export interface ProviderKeys {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

/**
 * Signing keys and cookie keys live in the database so tokens and sessions survive restarts and are
 * shared by every server process. The first process to start creates them.
 */
export async function loadProviderKeys(db: Db): Promise<ProviderKeys> {
  const existing = await db.selectFrom('idp_keys').select(['jwks', 'cookie_keys']).where('id', '=', 1).executeTakeFirst();
  if (existing) return { jwks: existing.jwks as ProviderKeys['jwks'], cookieKeys: existing.cookie_keys as string[] };

  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
  const created: ProviderKeys = { jwks: { keys: [jwk] }, cookieKeys: [randomBytes(32).toString('base64url')] };
  await db
    .insertInto('idp_keys')
    .values({ id: 1, jwks: JSON.stringify(created.jwks), cookie_keys: JSON.stringify(created.cookieKeys) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  // Another process may have won the race: read back whichever keys were stored.
  const stored = await db.selectFrom('idp_keys').select(['jwks', 'cookie_keys']).where('id', '=', 1).executeTakeFirstOrThrow();
  return { jwks: stored.jwks as ProviderKeys['jwks'], cookieKeys: stored.cookie_keys as string[] };
}

import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier } from './token-verifier';

const ISSUER = 'http://localhost:3000/idp';
const AUDIENCE = 'http://localhost:3000/service/api';
const { privateKey, publicKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
const verify = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, scope: 'api', localJwks: { keys: [jwk] } });

function token(expiresInSeconds: number): Promise<string> {
  return new SignJWT({ scope: 'openid api', role_id: 5, given_name: 'Dan', family_name: 'Walsh' })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'at+jwt' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject('demo-driller')
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(privateKey);
}

afterEach(() => vi.useRealTimers());

describe('access token verification, remembered until expiry', () => {
  it('answers the same user for a token it has verified before', async () => {
    const t = await token(60);
    const first = await verify(t);
    expect(first.subject).toBe('demo-driller');
    expect(await verify(t)).toBe(first);
  });

  it('refuses a remembered token once it has expired', async () => {
    const t = await token(60);
    await verify(t);
    vi.useFakeTimers({ now: Date.now() + 120_000, toFake: ['Date'] });
    await expect(verify(t)).rejects.toThrow();
  });

  it('never remembers a token it refused: a tampered copy of a good one stays refused', async () => {
    const t = await token(60);
    await verify(t);
    const [header, payload, signature] = t.split('.');
    const tampered = `${header}.${payload}.${signature?.slice(0, -4)}AAAA`;
    await expect(verify(tampered)).rejects.toThrow();
  });
});

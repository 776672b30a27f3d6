import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_MESSAGES } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findAccountByLogin } from '../auth/accounts.repository';
import { verifyPassword } from '../auth/password';
import { createResetToken } from './password-reset.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { IDP_RATE_LIMIT_PER_MINUTE: '5' } });
});
afterAll(async () => t.close());

const form = (body: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(body).toString(),
});

describe('embedded OpenID Connect provider', () => {
  it('publishes discovery under /idp with PKCE and its JWKS', async () => {
    const discovery = (await t.app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration' })).json();
    expect(discovery.issuer).toBe('http://localhost:3999/idp');
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.scopes_supported).toContain('demo.read');
    const jwks = (await t.app.inject({ method: 'GET', url: '/idp/jwks' })).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('starts an authorization request for the portal client by showing its own sign-in page', async () => {
    const authorize = await t.app.inject({
      method: 'GET',
      url: '/idp/auth?client_id=driller-portal-web&response_type=code&scope=openid%20demo.read&redirect_uri=http%3A%2F%2Flocalhost%3A3999%2Fauth%2Fcallback&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256&resource=http%3A%2F%2Flocalhost%3A3999%2Fservice%2Fapi',
    });
    expect(authorize.statusCode).toBe(303);
    const interaction = String(authorize.headers.location);
    expect(interaction).toMatch(/^\/idp\/interaction\/[\w-]+$/);
    const cookies = ([] as string[]).concat(authorize.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    const page = await t.app.inject({ method: 'GET', url: interaction, headers: { cookie: cookies } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Sign in</h1>');
    expect(page.body).toContain('Forgot your password?');
  });
});

describe('password reset link', () => {
  it('sets a new password once, refusing weak passwords and a second use', async () => {
    const account = await findAccountByLogin(t.db, 'dl1234');
    const token = await createResetToken(t.db, account!.id, 60);
    expect((await t.app.inject({ method: 'GET', url: `/idp/reset/${token}` })).body).toContain('Choose a new password');

    const weak = await t.app.inject({ method: 'POST', url: `/idp/reset/${token}`, ...form({ password: 'short', confirmPassword: 'short' }) });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain(IDENTITY_MESSAGES.passwordPolicy);

    const done = await t.app.inject({ method: 'POST', url: `/idp/reset/${token}`, ...form({ password: 'New#Password9', confirmPassword: 'New#Password9' }) });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(IDENTITY_MESSAGES.passwordChanged);
    const updated = await findAccountByLogin(t.db, 'dl1234');
    expect(await verifyPassword('New#Password9', updated!.password_hash)).toBe(true);

    const reused = await t.app.inject({ method: 'POST', url: `/idp/reset/${token}`, ...form({ password: 'Other#Password9', confirmPassword: 'Other#Password9' }) });
    expect(reused.statusCode).toBe(410);
  });

  it('limits the rate of identity form posts per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push((await t.app.inject({ method: 'POST', url: '/idp/reset/nope', remoteAddress: '10.9.9.9', ...form({ password: 'x' }) })).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([410, 410, 410, 410, 410]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

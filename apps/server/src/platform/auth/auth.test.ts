import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const register = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/service/api/users/adminregister',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: {},
  });

describe('bearer tokens on /service/api', () => {
  it('accepts a valid token from the configured issuer', async () => {
    const response = await register(await t.token({ sub: 'demo-regulator', role: ROLE.regulator, firstName: 'Rachel', lastName: 'Nguyen' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, user: { firstName: 'Rachel', lastName: 'Nguyen' } });
  });

  it.each([
    ['no token', async () => undefined],
    ['an expired token', async () => t.token({ sub: 'demo-regulator', role: ROLE.regulator }, { expiresIn: -60 })],
    [
      'a token from another issuer',
      async () => {
        const { privateKey } = await generateKeyPair('RS256', { extractable: true });
        const key = { ...(await exportJWK(privateKey)), kid: 'other' };
        return t.token({ sub: 'demo-regulator', role: ROLE.regulator }, { issuer: 'https://login.example.test/idp', key });
      },
    ],
    ['a token claiming our issuer but signed by another key', async () => {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true });
      return t.token({ sub: 'demo-regulator', role: ROLE.regulator }, { key: { ...(await exportJWK(privateKey)), kid: 'forged' } });
    }],
    ['a token for another audience', async () => t.token({ sub: 'demo-regulator', role: ROLE.regulator }, { audience: 'https://other.example.test/api' })],
    ['a malformed token', async () => 'not-a-jwt'],
  ])('refuses %s with 401, the envelope and a Bearer challenge', async (label, makeToken) => {
    const response = await register(await makeToken());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      code: 'UNAUTHORISED',
      message: 'You are not signed in or your session has expired. Please sign in again.',
    });
    // RFC 6750 section 3: the scheme always, and invalid_token for a token that was sent.
    const challenge = String(response.headers['www-authenticate']);
    expect(challenge).toMatch(/^Bearer realm="driller-portal"/);
    if (label === 'no token') expect(challenge).not.toContain('error=');
    else expect(challenge).toContain('error="invalid_token"');
  });

  it('refuses a valid token without the API scope with 403 insufficient_scope (RFC 6750 section 3.1)', async () => {
    const response = await register(await t.token({ sub: 'demo-regulator', role: ROLE.regulator, scope: 'openid profile' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(response.headers['www-authenticate']).toContain('error="insufficient_scope"');
    expect(response.headers['www-authenticate']).toContain('scope="demo.read"');
  });

  it('leaves the public health route open', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/service/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, status: 'ok', database: 'ok' });
  });
});

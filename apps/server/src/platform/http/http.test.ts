import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEFAULT_BASE_MAP_LAYERS } from '@driller/domain';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

describe('API basics', () => {
  it('sends security headers with a strict Content-Security-Policy and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/service/api/health', headers: { 'x-request-id': 'req-12345678' } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBe('req-12345678');
  });

  it('publishes an OpenAPI document generated from the request schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/service/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const register = document.paths['/service/api/users/drillerregister'].post;
    expect(Object.keys(register.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['firstName', 'drillerLicenseNo', 'isDCA']),
    );
    expect(document.paths['/service/api/health'].get).toBeDefined();
  });

  it('answers an unknown API path with the 404 envelope', async () => {
    const token = await t.token({ sub: 'x', role: 3 });
    const response = await t.app.inject({ method: 'GET', url: '/service/api/no/such/thing', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('publishes the sign-in settings the web app needs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.json()).toEqual({
      authority: 'http://localhost:3999/idp',
      clientId: 'driller-portal-web',
      scope: 'openid profile email demo.read',
      resource: 'http://localhost:3999/service/api',
      embeddedIssuer: true,
      baseMaps: DEFAULT_BASE_MAP_LAYERS,
    });
  });
});

describe('OpenAPI scope', () => {
  it('documents only the service API and its map layers', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/service/api/docs/json' })).json();
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((p) => !p.startsWith('/service/api/') && !p.startsWith('/service/maps/'))).toEqual([]);
    expect(paths.filter((p) => p.startsWith('/service/api/docs') || p.startsWith('/idp'))).toEqual([]);
  });
});

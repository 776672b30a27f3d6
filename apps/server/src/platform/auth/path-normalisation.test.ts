import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { normalisedPath } from './auth.plugin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the auth hook judges the normalised path', () => {
  it('normalises escapes, repeated slashes, dot segments and case', () => {
    expect(normalisedPath('/service/%61pi/work/1?x=1')).toBe('/service/api/work/1');
    expect(normalisedPath('//service//api///work')).toBe('/service/api/work');
    expect(normalisedPath('/service/api/docs/../work/1')).toBe('/service/api/work/1');
    expect(normalisedPath('/SERVICE/Api/work')).toBe('/service/api/work');
    expect(normalisedPath('/service/%2561pi/%zz')).toBe('/service/%61pi/%zz');
  });

  it.each([
    '/service/%61pi/users/adminregister',
    '/service/%61%70%69/users/adminregister',
    '/service/api/%75sers/adminregister',
    '//service/api/users/adminregister',
    '/service//api/users/adminregister',
    '/service/api/docs/../users/adminregister',
    '/service/api/docs/%2e%2e/users/adminregister',
    '/SERVICE/API/users/adminregister',
    '/service/api/users/adminregister/',
  ])('%s without a token never reaches the route', async (url) => {
    const response = await t.app.inject({ method: 'POST', url, payload: {} });
    expect([401, 404]).toContain(response.statusCode);
    expect(response.json()).not.toHaveProperty('user');
    expect(response.json()).toMatchObject({ success: false });
  });

  it.each([
    ['POST', '/service/%61pi/work/save'],
    ['GET', '/service/%61pi/work/not-a-number'],
    ['POST', '/service/%61pi/users/adminregister'],
  ] as const)('refuses %s %s with 401 before validating it, though it matches the route', async (method, url) => {
    const response = await t.app.inject({ method, url, payload: method === 'POST' ? { nonsense: true } : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORISED' });
  });

  it('still serves the encoded path to a signed-in user', async () => {
    const token = await t.token({ sub: 'demo-regulator', role: ROLE.regulator, firstName: 'Rachel', lastName: 'Nguyen' });
    const response = await t.app.inject({ method: 'POST', url: '/service/%61pi/users/adminregister', headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(response.statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, ROLE, licenceAlreadyRegistered } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAccount } from '../../platform/auth/accounts.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function call(path: 'drillerregister' | 'adminregister', token: string, payload: object = {}) {
  return t.app.inject({ method: 'POST', url: `/service/api/users/${path}`, headers: { authorization: `Bearer ${token}` }, payload });
}

describe('POST users/drillerregister', () => {
  it('returns a seeded driller with the company and the company-admin flag', async () => {
    const token = await t.token({ sub: 'demo-dl2345', role: ROLE.driller, firstName: 'Kate', lastName: 'Brennan' });
    const response = await call('drillerregister', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      driller: { organisation: { organisationName: 'Aquifer Drilling Pty Ltd' }, isDrillingCompanyAdmin: 1 },
      user: { firstName: 'Kate', lastName: 'Brennan' },
    });
  });

  it('creates a new driller under review with no company, once, and audits it', async () => {
    const token = await t.token({ sub: 'new-driller-1', role: ROLE.driller, firstName: 'Nina', lastName: 'Shaw', drillerLicenseNo: 'DL 4567', userName: 'dl4567' });
    const first = await call('drillerregister', token, { drillerLicenseNo: 'DL 4567' });
    expect(first.json()).toEqual({ success: true, driller: { organisation: null, isDrillingCompanyAdmin: 0 }, user: { firstName: 'Nina', lastName: 'Shaw' } });
    const again = await call('drillerregister', token, { drillerLicenseNo: 'DL 4567' });
    expect(again.json()).toEqual(first.json());

    const drillers = await t.db.selectFrom('drillers').innerJoin('users', 'users.id', 'drillers.user_id')
      .select(['drillers.status', 'drillers.licence_no', 'users.role_id', 'users.organisation_id'])
      .where('users.idp_subject', '=', 'new-driller-1').execute();
    expect(drillers).toEqual([{ status: 1, licence_no: 'DL 4567', role_id: ROLE.driller, organisation_id: null }]);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'entity', 'actor']).where('actor', '=', 'new-driller-1').execute();
    expect(audit).toEqual([{ action: 'register', entity: 'driller', actor: 'new-driller-1' }]);
  });

  it('refuses a second account claiming a registered licence with errorMsg', async () => {
    const token = await t.token({ sub: 'impostor', role: ROLE.driller, drillerLicenseNo: 'DL 1234' });
    expect((await call('drillerregister', token, { drillerLicenseNo: 'dl 1234' })).json()).toEqual({
      success: false,
      errorMsg: licenceAlreadyRegistered('DL 1234'),
    });
  });

  it('rejects a payload of the wrong shape with the validation envelope and changes nothing', async () => {
    const token = await t.token({ sub: 'shape-test', role: ROLE.driller, drillerLicenseNo: 'DL 7777' });
    const response = await call('drillerregister', token, { firstName: { nested: true } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', fieldErrors: { firstName: expect.any(Array) } });
    expect(await t.db.selectFrom('users').select('id').where('idp_subject', '=', 'shape-test').execute()).toEqual([]);
  });
});

describe('POST users/adminregister', () => {
  it('returns staff with their organisation', async () => {
    const token = await t.token({ sub: 'demo-superadmin', role: ROLE.superAdmin });
    expect((await call('adminregister', token)).json()).toMatchObject({ success: true, driller: { organisation: { organisationName: 'WaterNSW' } } });
  });

  it('files one pending registration request for a new company admin and refuses the sign-in', async () => {
    await createAccount(t.db, {
      id: 'new-ca', email: 'ca@example.test', username: 'newca', passwordHash: 'x', firstName: 'Cam', lastName: 'Admin',
      userType: 'CompanyAdmin', organisationName: 'Deep Bores Pty Ltd', organisationAbnOrAcn: '12 345 678 901',
    });
    const token = await t.token({ sub: 'new-ca', role: ROLE.drillingCompanyAdmin });
    const expected = { success: false, message: AUTH_MESSAGES.adminRegistrationPending };
    expect((await call('adminregister', token)).json()).toEqual(expected);
    expect((await call('adminregister', token)).json()).toEqual(expected);
    const requests = await t.db.selectFrom('user_registration_requests').select(['reg_status', 'organisation_name', 'role_id']).where('idp_subject', '=', 'new-ca').execute();
    expect(requests).toEqual([{ reg_status: 1, organisation_name: 'Deep Bores Pty Ltd', role_id: ROLE.drillingCompanyAdmin }]);
  });

  it('tells an inactive user so with errorMsg', async () => {
    await t.db.updateTable('users').set({ status: 5 }).where('idp_subject', '=', 'demo-hydro').execute();
    const token = await t.token({ sub: 'demo-hydro', role: ROLE.hydrogeologist });
    expect((await call('adminregister', token)).json()).toEqual({ success: false, errorMsg: AUTH_MESSAGES.accountInactive });
  });

  it('answers an unknown non-company-admin with Login failed', async () => {
    const token = await t.token({ sub: 'nobody', role: ROLE.regulator });
    expect((await call('adminregister', token)).json()).toEqual({ success: false, message: AUTH_MESSAGES.loginFailed });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, CLAIM, ROLE } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAccount } from '../auth/accounts.repository';
import { accountClaims } from './claims';

/** A Company Admin who signed up waits for the Super Admin: no role in the token, no role's routes. */
let t: TestApp;
let pendingToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t.db, {
    id: 'pending-ca', email: 'pending.ca@bores.example', username: 'pendingca', passwordHash: 'x', firstName: 'Pat',
    lastName: 'Ending', userType: 'CompanyAdmin', organisationName: 'Pending Bores Pty Ltd',
  });
  await createAccount(t.db, { id: 'new-driller', email: 'new.driller@bores.example', username: 'dl7777', passwordHash: 'x', firstName: 'Nia', lastName: 'Drill', userType: 'Driller', drillerLicenceNo: 'DL 7777' });
  const claims = await accountClaims(t.db, 'pending-ca');
  pendingToken = await t.token({ sub: 'pending-ca', role: (claims?.[CLAIM.role] ?? null) as null, firstName: 'Pat', lastName: 'Ending' });
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${pendingToken}` }, ...(payload ? { payload } : {}) });

describe('a Company Admin sign-up awaiting approval', () => {
  it('gets no role in its token claims; a driller sign-up and approved users get theirs', async () => {
    expect((await accountClaims(t.db, 'pending-ca'))?.[CLAIM.role]).toBeNull();
    expect((await accountClaims(t.db, 'new-driller'))?.[CLAIM.role]).toBe(ROLE.driller);
    expect((await accountClaims(t.db, 'demo-companyadmin'))?.[CLAIM.role]).toBe(ROLE.drillingCompanyAdmin);
  });

  it('may register, and hears that the request is pending', async () => {
    const response = await call('POST', '/service/api/users/adminregister', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.adminRegistrationPending });
  });

  it.each([
    ['GET', '/service/api/work/list'],
    ['GET', '/service/api/work/getalldata'],
    ['POST', '/service/api/work/save', { formAId: 0 }],
    ['POST', '/service/api/work/getassignedwork', { workApprovalNo: '80CW000001', workId: '1', formAID: 0 }],
    ['POST', '/service/api/users/drillerregister', { drillerLicenseNo: 'DL 7777' }],
  ] as ['GET' | 'POST', string, object?][])('is refused by %s %s with 403', async (method, url, payload) => {
    const response = await call(method, url, payload);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('gets its role once the registration is approved (a portal user is linked)', async () => {
    const org = await t.db.selectFrom('organisations').select('id').where('name', '=', 'Aquifer Drilling Pty Ltd').executeTakeFirstOrThrow();
    await t.db
      .insertInto('users')
      .values({ username: 'pendingca', first_name: 'Pat', last_name: 'Ending', work_email: 'pending.ca@bores.example', role_id: ROLE.drillingCompanyAdmin, organisation_id: org.id, idp_subject: 'pending-ca', created_by: 'test', modified_by: 'test' })
      .execute();
    expect((await accountClaims(t.db, 'pending-ca'))?.[CLAIM.role]).toBe(ROLE.drillingCompanyAdmin);
  });
});

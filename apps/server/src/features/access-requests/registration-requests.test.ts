import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_REQUEST_MESSAGES, ADMIN_DECIDED_MESSAGES, ADMIN_MESSAGES, AUTH_MESSAGES, REQUEST_STATUS, ROLE } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAccount } from '../../platform/auth/accounts.repository';
import { findUserBySubject } from '../../platform/auth/portal-user.repository';
import { callAs, callersExcept, latestVerifyToken, mailsTo, superAdmin, SUPER_ADMIN_EMAIL } from './access-requests.factory';

let t: TestApp;
let call: ReturnType<typeof callAs>;

/** A Company Admin signs up and signs in: users/adminregister files the request and e-mails the Super Admin. */
async function signUpCompanyAdmin(sub: string, names: { first: string; last: string; company: string }) {
  await createAccount(t.db, {
    id: sub, email: `${sub}@bores.example`, username: sub.replace(/-/g, ''), passwordHash: 'x', firstName: names.first,
    lastName: names.last, userType: 'CompanyAdmin', organisationName: names.company, organisationAbnOrAcn: '12 345 678 901',
  });
  const token = await t.token({ sub, role: null });
  const response = await t.app.inject({ method: 'POST', url: '/service/api/users/adminregister', headers: { authorization: `Bearer ${token}` }, payload: {} });
  expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.adminRegistrationPending });
  return latestVerifyToken(t, '/UserRegistrationRequest');
}

async function open(token: string) {
  return (await call(superAdmin, 'POST', 'searchregistration', { token })).json();
}

const review = (id: number, version: number, approvedOrRejected: number | null, comments?: string) =>
  call(superAdmin, 'POST', 'save', { userRegistrationRequestId: id, version, approvedOrRejected, comments });

beforeAll(async () => {
  t = await createTestApp();
  call = callAs(t);
});
afterAll(async () => t.close());

describe('registration requests: filing and opening', () => {
  it('e-mails the Super Admin a registerverify link that opens the request, in any letter case of the token param', async () => {
    const token = await signUpCompanyAdmin('ca-alice', { first: 'Alice', last: 'Quill', company: 'Quill Bores Pty Ltd' });
    const [mail] = await mailsTo(t, SUPER_ADMIN_EMAIL);
    expect(mail?.subject).toBe('New Driller Portal registration request');
    expect(mail?.text).toContain('Alice Quill (ca-alice@bores.example) asks to register as a Company Admin for Quill Bores Pty Ltd.');
    expect(mail?.text).toMatch(/http:\/\/localhost:3999\/UserRegistrationRequest\?registerverify=[\w-]{32}/);
    const opened = await open(token);
    expect(opened).toMatchObject({
      success: true,
      data: { firstName: 'Alice', lastName: 'Quill', userName: 'caalice', organisationName: 'Quill Bores Pty Ltd', regStatus: 1, approvedOrRejected: { value: 1, label: 'Pending' }, role: { id: ROLE.drillingCompanyAdmin } },
      profile: { roleId: ROLE.superAdmin, canReview: true },
    });
  });

  it('answers "No user registration found." for an unknown token, and signing in again files nothing new', async () => {
    expect(await open('not-a-token')).toMatchObject({ success: false, data: null, message: ADMIN_MESSAGES.noRegistrations });
    const before = (await mailsTo(t, SUPER_ADMIN_EMAIL)).length;
    const token = await t.token({ sub: 'ca-alice', role: null });
    await t.app.inject({ method: 'POST', url: '/service/api/users/adminregister', headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect((await mailsTo(t, SUPER_ADMIN_EMAIL)).length).toBe(before);
  });

  it('lists requests newest first and searches by name, e-mail and status', async () => {
    await signUpCompanyAdmin('ca-bruno', { first: 'Bruno', last: 'Vale', company: 'Vale Water Pty Ltd' });
    const list = (await call(superAdmin, 'GET', 'list')).json();
    expect(list.data.map((r: { firstName: string }) => r.firstName).slice(0, 2)).toEqual(['Bruno', 'Alice']);
    const byName = (await call(superAdmin, 'POST', 'search', { name: 'bruno v', email: '', status: [0] })).json();
    expect(byName.data.map((r: { lastName: string }) => r.lastName)).toEqual(['Vale']);
    const byEmail = (await call(superAdmin, 'POST', 'search', { name: '', email: 'CA-ALICE@', status: [] })).json();
    expect(byEmail.data.map((r: { firstName: string }) => r.firstName)).toEqual(['Alice']);
    const approved = (await call(superAdmin, 'POST', 'search', { name: '', email: '', status: [REQUEST_STATUS.approved] })).json();
    expect(approved.data).toEqual([]);
  });
});

describe('registration review', () => {
  it('needs a status, and comments to reject', async () => {
    const { data } = await open(await signUpCompanyAdmin('ca-cleo', { first: 'Cleo', last: 'Hart', company: 'Hart Drilling Pty Ltd' }));
    const none = await review(data.userRegistrationRequestId, data.version, null);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: ADMIN_MESSAGES.selectStatus, fieldErrors: { approvedOrRejected: [ADMIN_MESSAGES.selectStatus] } });
    const bare = await review(data.userRegistrationRequestId, data.version, REQUEST_STATUS.rejected, '  ');
    expect(bare.json()).toMatchObject({ message: ADMIN_MESSAGES.required, fieldErrors: { comments: [ADMIN_MESSAGES.required] } });
    const early = await review(data.userRegistrationRequestId, data.version, REQUEST_STATUS.reApproved);
    expect(early.json().message).toBe(ADMIN_DECIDED_MESSAGES.rejectFirst);
  });

  it('approves: the user is created in the company it named, its token gets the role, the requester is told', async () => {
    const { data } = await open(await signUpCompanyAdmin('ca-dora', { first: 'Dora', last: 'Finch', company: 'Aquifer Drilling Pty Ltd' }));
    const response = await review(data.userRegistrationRequestId, data.version, REQUEST_STATUS.approved);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true, message: ADMIN_MESSAGES.registrationApproved, approvedOrRejected: { value: 2, label: 'Approved' },
      userRegistrationRequest: { regStatus: 2, version: data.version + 1 },
    });
    // The token's role and company come from this linked portal user (platform/identity/claims.ts).
    expect(await findUserBySubject(t.db, 'ca-dora')).toMatchObject({ roleId: ROLE.drillingCompanyAdmin, organisationName: 'Aquifer Drilling Pty Ltd', status: 1 });
    expect((await mailsTo(t, 'ca-dora@bores.example')).map((m) => m.subject)).toEqual(['Your Driller Portal registration is approved']);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'actor']).where('entity', '=', 'user_registration_request').where('entity_id', '=', String(data.userRegistrationRequestId)).execute();
    expect(audit).toContainEqual({ action: 'review', actor: 'demo-superadmin' });

    const again = await review(data.userRegistrationRequestId, data.version + 1, REQUEST_STATUS.rejected, 'no');
    expect(again.json().message).toBe(ADMIN_DECIDED_MESSAGES.requestClosed);
  });

  it('refuses a review of a version someone else has moved on (409)', async () => {
    const { data } = await open(await signUpCompanyAdmin('ca-egon', { first: 'Egon', last: 'Marsh', company: 'Marsh Bores Pty Ltd' }));
    const stale = await review(data.userRegistrationRequestId, data.version + 5, REQUEST_STATUS.approved);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(ACCESS_REQUEST_MESSAGES.changedSinceOpened);
  });

  it('rejects with comments (the requester is told why), then re-approves, creating the user and its new company', async () => {
    const { data } = await open(await signUpCompanyAdmin('ca-fay', { first: 'Fay', last: 'Lowe', company: 'Lowe Groundwater Pty Ltd' }));
    const rejected = await review(data.userRegistrationRequestId, data.version, REQUEST_STATUS.rejected, 'ABN does not match the company.');
    expect(rejected.json()).toMatchObject({ message: ADMIN_MESSAGES.registrationRejected, userRegistrationRequest: { comments: 'ABN does not match the company.' } });
    expect(await findUserBySubject(t.db, 'ca-fay')).toBeUndefined();
    const signIn = await t.app.inject({ method: 'POST', url: '/service/api/users/adminregister', headers: { authorization: `Bearer ${await t.token({ sub: 'ca-fay', role: null })}` }, payload: {} });
    expect(signIn.json()).toEqual({ success: false, message: ACCESS_REQUEST_MESSAGES.registrationRejectedSignIn });
    const [mail] = await mailsTo(t, 'ca-fay@bores.example');
    expect(mail?.text).toContain('Comments: ABN does not match the company.');

    const reApproved = await review(data.userRegistrationRequestId, data.version + 1, REQUEST_STATUS.reApproved);
    expect(reApproved.json()).toMatchObject({ message: ADMIN_MESSAGES.registrationReApproved, approvedOrRejected: { value: 4, label: 'ReApproved' } });
    expect(await findUserBySubject(t.db, 'ca-fay')).toMatchObject({ roleId: ROLE.drillingCompanyAdmin, organisationName: 'Lowe Groundwater Pty Ltd' });
    const org = await t.db.selectFrom('organisations').select(['abn_or_acn', 'super_admin']).where('name', '=', 'Lowe Groundwater Pty Ltd').executeTakeFirst();
    expect(org).toEqual({ abn_or_acn: '12 345 678 901', super_admin: 0 });
  });
});

describe('registration request routes refuse every role but the Super Admin', () => {
  const routes: [string, 'GET' | 'POST', string, object?][] = [
    ['list', 'GET', 'list'],
    ['search', 'POST', 'search', { name: '', email: '', status: [] }],
    ['open', 'POST', 'searchregistration', { userRegistrationRequestId: 1 }],
    ['review', 'POST', 'save', { userRegistrationRequestId: 1, version: 1, approvedOrRejected: 2 }],
  ];
  const refused = [...callersExcept([ROLE.superAdmin]), ['Driller company admin', { sub: 'demo-dl2345', role: ROLE.driller, isDCA: true }] as const];
  it.each(refused.flatMap(([label, who]) => routes.map(([name, method, path, body]) => [label, name, who, method, path, body] as const)))(
    '%s gets 403 on %s',
    async (_label, _name, who, method, path, body) => {
      const response = await call(who, method, path, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_REQUEST_MESSAGES, ADMIN_MESSAGES, REQUEST_STATUS, ROLE } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { MULTIPART_CONTENT_TYPE, multipart, type TestFile } from '../../../test/multipart';
import { findUserBySubject } from '../../platform/auth/portal-user.repository';
import { callAs, callersExcept, latestVerifyToken, mailsTo, superAdmin, SUPER_ADMIN_EMAIL, type Caller } from './access-requests.factory';

let t: TestApp;
let call: ReturnType<typeof callAs>;
const driller: Caller = { sub: 'demo-dl1234', role: ROLE.driller };
const dcaDriller: Caller = { sub: 'demo-dl2345', role: ROLE.driller, isDCA: true };
const PDF: TestFile = { name: 'letter from the company.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n% authority letter\n%%EOF\n') };

async function fileRequest(who: Caller, fields: Record<string, string>, files: TestFile[] = []) {
  const token = await t.token({ sub: who.sub, role: who.role, isDCA: who.isDCA ?? false });
  return t.app.inject({
    method: 'POST', url: '/service/api/userregistrationrequest/driller/savedrillerrequest',
    headers: { authorization: `Bearer ${token}`, 'content-type': MULTIPART_CONTENT_TYPE }, payload: multipart(fields, files),
  });
}

const review = (id: number, version: number, approvedOrRejected: number | null, comments?: string) =>
  call(superAdmin, 'POST', 'driller/save', { userRegistrationRequestId: id, version, approvedOrRejected, comments });

beforeAll(async () => {
  t = await createTestApp();
  call = callAs(t);
});
afterAll(async () => t.close());

describe('a driller asks for Drilling Company Admin access', () => {
  it('files the request for their own company with a document, and the Super Admin is e-mailed the link', async () => {
    const response = await fileRequest(driller, { comments: 'I run the Dubbo crew.' }, [PDF]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true, message: ACCESS_REQUEST_MESSAGES.dcaRequestSent,
      userRegistrationRequest: {
        firstName: 'Dan', lastName: 'Walsh', organisationName: 'Aquifer Drilling Pty Ltd', requestComments: 'I run the Dubbo crew.', regStatus: 1,
        userRegistrationRequestDocuments: [{ document: { fileName: 'letter from the company.pdf' } }],
      },
    });
    const mail = (await mailsTo(t, SUPER_ADMIN_EMAIL)).at(-1);
    expect(mail?.subject).toBe("New 'Drilling Company Admin' access request");
    expect(mail?.text).toContain("Dan Walsh (driller@demo.driller-portal.example) asks for 'Drilling Company Admin' access for Aquifer Drilling Pty Ltd.");
  });

  it('refuses a second request while one waits, and a driller who already has access', async () => {
    expect((await fileRequest(driller, {})).json()).toMatchObject({ message: ACCESS_REQUEST_MESSAGES.dcaAlreadyPending });
    expect((await fileRequest(dcaDriller, {})).json()).toMatchObject({ message: ACCESS_REQUEST_MESSAGES.dcaAlreadyGranted });
  });

  it('lets the driller see only their own requests, and not file another from the list', async () => {
    const mine = (await call(driller, 'GET', 'driller/list')).json();
    expect(mine.data.map((r: { firstName: string }) => r.firstName)).toEqual(['Dan']);
    expect(mine.profile).toMatchObject({ canCreate: false, canReview: false, organisation: { name: 'Aquifer Drilling Pty Ltd' } });
    const token = await latestVerifyToken(t, '/DCAAccessRequest');
    const other = (await call(dcaDriller, 'POST', 'searchregistration/driller', { token })).json();
    expect(other).toMatchObject({ success: false, data: null, message: ADMIN_MESSAGES.noDcaRequests });
    const own = (await call(driller, 'POST', 'searchregistration/driller', { token })).json();
    expect(own).toMatchObject({ success: true, data: { firstName: 'Dan' } });
  });

  it('serves the attached document to the Super Admin and the driller, and to no other role', async () => {
    const { data } = (await call(superAdmin, 'GET', 'driller/list')).json();
    const documentId = data[0].userRegistrationRequestDocuments[0].documentId as number;
    for (const who of [superAdmin, driller]) {
      const response = await call(who, 'GET', `document/${documentId}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('letter from the company.pdf');
      expect(response.body).toContain('authority letter');
    }
    expect((await call({ sub: 'demo-regulator', role: ROLE.regulator }, 'GET', `document/${documentId}`)).statusCode).toBe(403);
    expect((await call(dcaDriller, 'GET', `document/${documentId}`)).statusCode).toBe(403);
  });
});

describe('the Super Admin reviews DCA requests', () => {
  it('needs Approved or Rejected, and comments to reject', async () => {
    const { data } = (await call(superAdmin, 'GET', 'driller/list')).json();
    const request = data[0];
    expect((await review(request.userRegistrationRequestId, request.version, null)).json()).toMatchObject({ message: ADMIN_MESSAGES.selectStatusApprovedRejected });
    expect((await review(request.userRegistrationRequestId, request.version, REQUEST_STATUS.reApproved)).json()).toMatchObject({ message: ADMIN_MESSAGES.selectStatusApprovedRejected });
    expect((await review(request.userRegistrationRequestId, request.version, REQUEST_STATUS.rejected)).json()).toMatchObject({ fieldErrors: { comments: [ADMIN_MESSAGES.required] } });
  });

  it('approves from the e-mailed link: the driller becomes company admin and is told', async () => {
    const { data } = (await call(superAdmin, 'POST', 'searchregistration/driller', { token: await latestVerifyToken(t, '/DCAAccessRequest') })).json();
    const response = await review(data.userRegistrationRequestId, data.version, REQUEST_STATUS.approved);
    expect(response.json()).toMatchObject({ success: true, message: ADMIN_MESSAGES.dcaApproved, approvedOrRejected: { value: 2, label: 'Approved' } });
    expect(await findUserBySubject(t.db, 'demo-dl1234')).toMatchObject({ isDrillingCompanyAdmin: 1, organisationName: 'Aquifer Drilling Pty Ltd' });
    expect((await mailsTo(t, 'driller@demo.driller-portal.example')).at(-1)?.subject).toBe("You have 'Drilling Company Admin' access");
    expect((await fileRequest(driller, {})).json()).toMatchObject({ message: ACCESS_REQUEST_MESSAGES.dcaAlreadyGranted });
  });

  it('gives a driller without a company the company picked, and rejects with comments', async () => {
    const newDriller: Caller = { sub: 'new-driller-dca', role: ROLE.driller };
    const token = await t.token({ sub: newDriller.sub, role: ROLE.driller, firstName: 'Ivy', lastName: 'Moss', drillerLicenseNo: 'DL 6543', userName: 'dl6543' });
    await t.app.inject({ method: 'POST', url: '/service/api/users/drillerregister', headers: { authorization: `Bearer ${token}` }, payload: { drillerLicenseNo: 'DL 6543' } });
    const list = (await call(newDriller, 'GET', 'driller/list')).json();
    expect(list.profile).toMatchObject({ canCreate: true, organisation: null });
    const western = list.organisations.find((o: { name: string }) => o.name === 'Western Plains Bores Pty Ltd');
    expect(list.organisations.map((o: { name: string }) => o.name)).not.toContain('WaterNSW');
    expect((await fileRequest(newDriller, {})).json()).toMatchObject({ message: ADMIN_MESSAGES.selectCompany, fieldErrors: { organisationId: [ADMIN_MESSAGES.selectCompany] } });
    const filed = (await fileRequest(newDriller, { organisationId: String(western.id) })).json();
    const id = filed.userRegistrationRequest.userRegistrationRequestId as number;

    const rejected = await review(id, 1, REQUEST_STATUS.rejected, 'Ask your company to confirm first.');
    expect(rejected.json()).toMatchObject({ message: ADMIN_MESSAGES.dcaRejected });
    expect(await findUserBySubject(t.db, newDriller.sub)).toMatchObject({ isDrillingCompanyAdmin: 0, organisationId: null });
    expect((await review(id, 2, REQUEST_STATUS.approved)).json().message).toBe('This request has already been reviewed.');

    const second = (await fileRequest(newDriller, { organisationId: String(western.id) })).json();
    await review(second.userRegistrationRequest.userRegistrationRequestId, 1, REQUEST_STATUS.approved);
    expect(await findUserBySubject(t.db, newDriller.sub)).toMatchObject({ isDrillingCompanyAdmin: 1, organisationName: 'Western Plains Bores Pty Ltd' });
  });
});

describe('DCA routes per role (spec 3 section 6: Super Admin and Driller)', () => {
  const viewRoutes: [string, 'GET' | 'POST', string, object?][] = [
    ['list', 'GET', 'driller/list'],
    ['search', 'POST', 'driller/search', { name: '', email: '', status: [0] }],
    ['open', 'POST', 'searchregistration/driller', { userRegistrationRequestId: 1 }],
  ];
  it.each(callersExcept([ROLE.superAdmin, ROLE.driller]).flatMap(([label, who]) => viewRoutes.map(([name, method, path, body]) => [label, name, who, method, path, body] as const)))(
    '%s gets 403 on %s',
    async (_label, _name, who, method, path, body) => {
      expect((await call(who, method, path, body)).statusCode).toBe(403);
    },
  );
  it.each(callersExcept([ROLE.superAdmin]))('%s gets 403 on the review', async (_label, who) => {
    expect((await call(who, 'POST', 'driller/save', { userRegistrationRequestId: 1, version: 1, approvedOrRejected: 2 })).statusCode).toBe(403);
  });
  it.each(callersExcept([ROLE.driller]))('%s gets 403 on filing a request', async (_label, who) => {
    expect((await fileRequest(who, {})).statusCode).toBe(403);
  });
});

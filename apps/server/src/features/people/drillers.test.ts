import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  IDENTITY_MESSAGES,
  STATUS_CONFIRM_CODE,
  addYears,
  licenceAlreadyRegistered,
  nswDay,
  type DrillerRecord,
} from '@driller/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO, call, mailsTo, type DemoPerson } from './people-test-helpers';

let t: TestApp;
let aquiferId: number;
let westernId: number;
const today = nswDay(new Date());

beforeAll(async () => {
  t = await createTestApp();
  const orgs = await t.db.selectFrom('organisations').select(['id', 'name']).execute();
  aquiferId = orgs.find((o) => o.name === 'Aquifer Drilling Pty Ltd')?.id ?? 0;
  westernId = orgs.find((o) => o.name === 'Western Plains Bores Pty Ltd')?.id ?? 0;
});
afterAll(async () => t.close());

const newDriller = (overrides: object = {}) => ({
  drillerType: 1,
  drillerStatus: 2,
  drillerFirstName: 'Mia',
  drillerLastName: 'Cooper',
  drillerLicenseNo: 'DL 5678',
  drillerLicenseFrom: addYears(today, -1),
  licenseClassId: 2,
  drillingEndorsements: [1, 3],
  workEmail: 'mia.cooper@example.test',
  workMobile: '0400 111 222',
  externalAddress: '1 Bore Road, Moree NSW 2400',
  organisationId: null,
  username: 'dl5678',
  roleId: 5,
  ...overrides,
});

const save = (who: DemoPerson, body: object) => call(t, who, 'POST', 'savedriller', body);
const search = async (who: DemoPerson, criteria: object) =>
  (await call(t, who, 'POST', 'searchdriller', criteria)).json<{ data: DrillerRecord[] }>().data;

describe('driller routes refuse the roles the policy leaves out (403)', () => {
  it.each([
    ['GET', 'getmasterdata', undefined],
    ['POST', 'searchdriller', {}],
    ['POST', 'savedriller', newDriller()],
    ['POST', 'checkpendingbcr', { drillerId: 1, organisationId: 1 }],
  ] as const)('Hydrogeologist: %s %s', async (method, path, body) => {
    const response = await call(t, 'hydro', method, path, body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'FORBIDDEN',
      message: AUTH_MESSAGES.forbidden,
    });
  });

  it.each(['superAdmin', 'companyAdmin', 'readOnly', 'driller', 'dcaDriller'] as const)(
    'only the Regulator creates a driller: %s is refused',
    async (who) => {
      expect(
        (await save(who, newDriller({ drillerLicenseNo: 'DL 9991', username: 'dl9991', workEmail: '' })))
          .statusCode,
      ).toBe(403);
    },
  );

  it('Read Only All sees drillers but may not save one', async () => {
    const [dan] = await search('readOnly', { drillerLicenseNumber: 'DL 1234' });
    expect(dan?.canEdit).toBe(false);
    expect((await save('readOnly', { ...dan, drillerFirstName: 'Daniel' })).statusCode).toBe(403);
  });

  it.each(['readOnly', 'driller', 'superAdmin'] as const)(
    '%s may not ask about pending reports of a driller they cannot edit',
    async (who) => {
      const [kate] = await search('regulator', { drillerLicenseNumber: 'DL 2345' });
      const response = await call(t, who, 'POST', 'checkpendingbcr', {
        drillerId: kate?.drillerId,
        organisationId: westernId,
      });
      expect(response.statusCode).toBe(403);
    },
  );

  it('a driller (not a search role) still opens their own record, and only their own', async () => {
    const [own] = await search('regulator', { drillerLicenseNumber: 'DL 1234' });
    const [kate] = await search('regulator', { drillerLicenseNumber: 'DL 2345' });
    expect((await search('driller', { drillerId: own?.drillerId })).map((d) => d.drillerLicenseNo)).toEqual([
      'DL 1234',
    ]);
    const other = await call(t, 'hydro', 'POST', 'searchdriller', { drillerId: kate?.drillerId });
    expect(other.statusCode).toBe(403);
  });

  it('a driller may not save another driller', async () => {
    const [kate] = await search('driller', { drillerLicenseNumber: 'DL 2345' });
    expect(kate?.canEdit).toBe(false);
    expect((await save('driller', { ...kate, workMobile: '0499 999 999' })).statusCode).toBe(403);
  });
});

describe('admin/savedriller rules, with the spec messages', () => {
  const fieldErrors = async (body: object) => {
    const response = await save('regulator', body);
    expect(response.statusCode).toBe(400);
    return response.json<{ message: string; fieldErrors: Record<string, string[]> }>();
  };

  it.each([
    [{ drillerLicenseNo: 'DL 0123' }, 'drillerLicenseNo', ADMIN_MESSAGES.nswLicence],
    [{ drillerLicenseNo: 'DL1234' }, 'drillerLicenseNo', ADMIN_MESSAGES.nswLicence],
    [
      { drillerType: 2, drillerLicenseNo: 'AMR 12345678901' },
      'drillerLicenseNo',
      ADMIN_MESSAGES.interstateLicence,
    ],
    [{ drillerFirstName: '' }, 'drillerFirstName', ADMIN_MESSAGES.required],
    [{ drillerLicenseFrom: null }, 'drillerLicenseFrom', ADMIN_MESSAGES.required],
    [{ drillingEndorsements: [] }, 'drillingEndorsements', ADMIN_MESSAGES.required],
    [{ workEmail: 'not-an-address' }, 'workEmail', ADMIN_MESSAGES.invalidEmail],
    [{ username: '5678dl' }, 'username', IDENTITY_MESSAGES.usernameFormat],
    [{ username: 'mia' }, 'username', 'A driller username must start with DL or AMR.'],
    [{ drillerStatus: 1 }, 'drillerStatus', ADMIN_MESSAGES.underReviewPastFrom],
    [{ drillerLicenseFrom: addYears(today, 1) }, 'drillerStatus', ADMIN_MESSAGES.activeFutureFrom],
    [{ drillerStatus: 3 }, 'drillerStatus', ADMIN_MESSAGES.expiredFutureExpiry],
    [
      { drillerLicenseNo: 'DL 1234', username: 'dl1234x' },
      'drillerLicenseNo',
      licenceAlreadyRegistered('DL 1234'),
    ],
    [{ username: 'DL1234' }, 'username', IDENTITY_MESSAGES.usernameTaken],
    [{ workEmail: 'driller@demo.driller-portal.example' }, 'workEmail', IDENTITY_MESSAGES.emailTaken],
  ])('%j is refused on %s', async (overrides, path, message) => {
    const body = await fieldErrors(newDriller(overrides));
    expect(body.fieldErrors[path]).toContain(message);
  });

  it('an expired status with the expiry passed is accepted, and under review waits for a future licence', async () => {
    const expired = await save(
      'regulator',
      newDriller({
        drillerStatus: 3,
        drillerLicenseFrom: addYears(today, -4),
        drillerLicenseNo: 'DL 6001',
        username: 'dl6001',
        workEmail: '',
      }),
    );
    expect(expired.json()).toMatchObject({
      success: true,
      data: { drillerStatusName: 'Expired', licenseExpiryDate: addYears(today, -1) },
    });
    const review = await save(
      'regulator',
      newDriller({
        drillerStatus: 1,
        drillerLicenseFrom: addYears(today, 1),
        licenseClassId: null,
        drillingEndorsements: [],
        drillerLicenseNo: 'DL 6002',
        username: 'dl6002',
        workEmail: '',
      }),
    );
    expect(review.json()).toMatchObject({ success: true, data: { drillerStatusName: 'Under Review' } });
  });

  it('debarring asks for the confirmation first', async () => {
    const body = await fieldErrors(
      newDriller({ drillerStatus: 4, drillerLicenseNo: 'DL 6003', username: 'dl6003', workEmail: '' }),
    );
    expect(body.message).toBe(ADMIN_MESSAGES.confirmDebar);
    const confirmed = await save(
      'regulator',
      newDriller({
        drillerStatus: 4,
        drillerLicenseNo: 'DL 6003',
        username: 'dl6003',
        workEmail: '',
        confirmed: [STATUS_CONFIRM_CODE.debar],
      }),
    );
    expect(confirmed.json()).toMatchObject({ success: true, data: { drillerStatusName: 'Debarred' } });
  });
});

describe('creating and updating a driller', () => {
  it('creates the driller with a sign-in account, e-mails the password link and audits it', async () => {
    const response = await save('regulator', newDriller({ organisationId: aquiferId }));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ message: string; accountInvited: boolean; data: DrillerRecord }>();
    expect(body).toMatchObject({ message: ADMIN_MESSAGES.dataSaved, accountInvited: true });
    expect(body.data).toMatchObject({
      drillerLicenseNo: 'DL 5678',
      licenseExpiryDate: addYears(addYears(today, -1), 3),
      licenseClassId: 2,
      drillingEndorsements: [1, 3],
      organisationName: 'Aquifer Drilling Pty Ltd',
      hasAccount: true,
      drillerStatusName: 'Active',
    });
    const account = await t.db
      .selectFrom('idp_accounts')
      .select(['username', 'user_type'])
      .where('email', '=', 'mia.cooper@example.test')
      .executeTakeFirst();
    expect(account).toEqual({ username: 'dl5678', user_type: 'Driller' });
    const [mail] = await mailsTo(t, 'mia.cooper@example.test', 1);
    expect(mail).toMatch(/\/idp\/reset\/\S+/);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('entity', '=', 'driller')
      .where('entity_id', '=', String(body.data.drillerId))
      .execute();
    expect(audit).toEqual([{ action: 'create', actor: 'demo-regulator' }]);
  });

  it('finds the driller by any criterion, and nobody for a search that matches none', async () => {
    expect(
      (await search('superAdmin', { drillerLastName: 'coop', drillerStatus: 2 })).map(
        (d) => d.drillerLicenseNo,
      ),
    ).toEqual(['DL 5678']);
    expect(
      (await search('superAdmin', { drillerLastName: 'coop' })).map((d) => d.drillerLicenseNo).sort(),
    ).toEqual(['DL 5678', 'DL 6001', 'DL 6002', 'DL 6003']);
    expect((await search('companyAdmin', { drillerWorkEmail: 'MIA.COOPER', drillerStatus: 2 })).length).toBe(
      1,
    );
    expect(await search('superAdmin', { drillerFirstName: 'Nobody%' })).toEqual([]);
  });

  it('a driller updates their own contact details but keeps the licence fields the regulator sets', async () => {
    const [dan] = await search('driller', { drillerLicenseNumber: 'DL 1234' });
    expect(dan).toMatchObject({ isSelf: true, canEdit: true });
    const response = await save('driller', {
      ...dan,
      workMobile: '0411 222 333',
      drillerStatus: 4,
      drillerLicenseNo: 'DL 9999',
      comments: 'mine',
    });
    expect(response.json()).toMatchObject({
      success: true,
      data: {
        workMobile: '0411 222 333',
        drillerStatus: dan?.drillerStatus,
        drillerLicenseNo: 'DL 1234',
        comments: dan?.comments ?? null,
      },
    });
  });

  it("shows a renamed driller in the work form's driller list at once (the list is kept in memory a short while)", async () => {
    const formDrillers = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/service/api/work/getalldata',
        headers: { authorization: `Bearer ${await t.token(DEMO.regulator)}` },
      });
      return response.json<{ data: { drillers: { licenceNo: string; firstName: string }[] } }>().data.drillers;
    };
    const [mia] = await search('regulator', { drillerLicenseNumber: 'DL 5678' });
    expect((await formDrillers()).find((d) => d.licenceNo === 'DL 5678')?.firstName).toBe(mia?.drillerFirstName);
    expect((await save('regulator', { ...mia, drillerFirstName: 'Amelia' })).statusCode).toBe(200);
    expect((await formDrillers()).find((d) => d.licenceNo === 'DL 5678')?.firstName).toBe('Amelia');
    const [amelia] = await search('regulator', { drillerLicenseNumber: 'DL 5678' });
    expect((await save('regulator', { ...amelia, drillerFirstName: mia?.drillerFirstName })).statusCode).toBe(200);
  });

  it('refuses a stale version with 409', async () => {
    const [mia] = await search('regulator', { drillerLicenseNumber: 'DL 5678' });
    expect((await save('regulator', { ...mia, workMobile: '0400 000 001' })).statusCode).toBe(200);
    const stale = await save('regulator', { ...mia, workMobile: '0400 000 002' });
    expect(stale.statusCode).toBe(409);
  });

  it('checks pending BCRs before a company change and refuses the change while one is pending', async () => {
    const [mia] = await search('regulator', { drillerLicenseNumber: 'DL 5678' });
    if (!mia) throw new Error('Mia was not created');
    const check = (organisationId: number, drillerStatusId?: number) =>
      call(t, 'regulator', 'POST', 'checkpendingbcr', {
        drillerId: mia.drillerId,
        organisationId,
        drillerStatusId,
      });
    expect((await check(aquiferId)).json()).toEqual({ success: true, sameCompany: true, pendingBcr: false });
    await t.db
      .insertInto('works')
      .values({
        driller_id: mia.drillerId,
        organisation_id: aquiferId,
        form_status: 1,
        approval_number_supplied: false,
      })
      .execute();
    expect((await check(westernId)).json()).toEqual({ success: true, sameCompany: false, pendingBcr: true });
    const refused = await save('regulator', { ...mia, organisationId: westernId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: ADMIN_MESSAGES.pendingBcrCompanyChange });
  });

  it('answers Driller Not found for an unknown driller', async () => {
    const response = await save('regulator', newDriller({ drillerId: 999999, version: 1 }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: ADMIN_MESSAGES.drillerNotFound });
  });

  it('gives the master data with the licence lists and the viewer', async () => {
    const response = await call(t, 'dcaDriller', 'GET', 'getmasterdata');
    expect(response.json()).toMatchObject({
      success: true,
      payload: {
        role: [{ id: 5, name: 'Driller' }],
        licenseNumber: 'DL 2345',
        currentDriller: { roleId: 5, isDCA: true },
      },
    });
  });
});

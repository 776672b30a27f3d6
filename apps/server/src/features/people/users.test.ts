import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  IDENTITY_MESSAGES,
  ROLE,
  STATUS_CONFIRM_CODE,
  type UserRecord,
} from '@driller/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, mailsTo, type DemoPerson } from './people-test-helpers';

let t: TestApp;
let waterNswId: number;
let aquiferId: number;

beforeAll(async () => {
  t = await createTestApp();
  const orgs = await t.db.selectFrom('organisations').select(['id', 'name']).execute();
  waterNswId = orgs.find((o) => o.name === 'WaterNSW')?.id ?? 0;
  aquiferId = orgs.find((o) => o.name === 'Aquifer Drilling Pty Ltd')?.id ?? 0;
});
afterAll(async () => t.close());

const newUser = (overrides: object = {}) => ({
  status: 2,
  roleId: ROLE.hydrogeologist,
  firstName: 'Priya',
  lastName: 'Shah',
  workEmail: 'priya.shah@example.test',
  organisationId: waterNswId,
  username: 'pshah',
  workMobile: '0400 333 444',
  ...overrides,
});
const save = (who: DemoPerson, body: object) => call(t, who, 'POST', 'saveuser', body);
const search = async (who: DemoPerson, criteria: object, userId?: number) =>
  (await call(t, who, 'POST', 'searchuser', { searchDrillers: criteria, userId })).json<{
    data: UserRecord[];
  }>().data;

describe('user routes refuse the roles the policy leaves out (403)', () => {
  it.each(['readOnly', 'driller'] as const)('%s may not search users', async (who) => {
    const response = await call(t, who, 'POST', 'searchuser', { searchDrillers: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: AUTH_MESSAGES.forbidden });
  });

  it.each(['superAdmin', 'companyAdmin', 'readOnly', 'driller', 'dcaDriller', 'hydro'] as const)(
    'only the Regulator creates a user: %s is refused',
    async (who) => {
      expect(
        (await save(who, newUser({ username: 'nobodynew', workEmail: 'nobody.new@example.test' })))
          .statusCode,
      ).toBe(403);
    },
  );

  it('every signed-in role gets the user form lists (View Profile), with the non-driller roles only', async () => {
    const response = await call(t, 'driller', 'GET', 'getusermasterdata');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ payload: { role: { id: number }[] } }>().payload.role.map((r) => r.id)).toEqual([
      1, 2, 3, 4, 6,
    ]);
  });

  it('Read Only All opens their own profile but may not save it', async () => {
    const me = await t.db
      .selectFrom('users')
      .select('id')
      .where('idp_subject', '=', 'demo-readonly')
      .executeTakeFirstOrThrow();
    const [own] = await search('readOnly', {}, me.id);
    expect(own).toMatchObject({ isSelf: true, canEdit: false, roleName: 'Read Only All' });
    expect((await save('readOnly', { ...own, workMobile: '0400 000 000' })).statusCode).toBe(403);
  });
});

describe('admin/saveuser rules', () => {
  it.each([
    [{ firstName: '' }, 'firstName', ADMIN_MESSAGES.required],
    [{ workEmail: '' }, 'workEmail', ADMIN_MESSAGES.required],
    [{ workEmail: 'priya@' }, 'workEmail', ADMIN_MESSAGES.invalidEmail],
    [{ organisationId: null }, 'organisationId', ADMIN_MESSAGES.required],
    [{ organisationId: -1 }, 'organisationId', ADMIN_MESSAGES.selectCompany],
    [{ username: 'dlpriya' }, 'username', IDENTITY_MESSAGES.usernameReservedForDrillers],
    [{ username: 'superadmin' }, 'username', IDENTITY_MESSAGES.usernameTaken],
    [{ roleId: ROLE.driller }, 'roleId', ADMIN_MESSAGES.required],
  ])('%j is refused on %s', async (overrides, path, message) => {
    const response = await save('regulator', newUser(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors[path]).toContain(message);
  });

  it('a regulator-side role may not get a drilling company', async () => {
    const aquifer = await save('regulator', newUser({ organisationId: aquiferId }));
    expect(aquifer.json()).toMatchObject({ fieldErrors: { organisationId: [ADMIN_MESSAGES.selectCompany] } });
  });

  it('creates the user with an account and a password-set e-mail', async () => {
    const response = await save('regulator', newUser());
    expect(response.json()).toMatchObject({
      success: true,
      message: ADMIN_MESSAGES.dataSaved,
      accountInvited: true,
      data: { roleName: 'Hydrogeologist', statusName: 'Active', hasAccount: true },
    });
    const [mail] = await mailsTo(t, 'priya.shah@example.test', 1);
    expect(mail).toContain('username pshah');
  });

  it('making a user inactive asks for the confirmation, then saves', async () => {
    const [priya] = await search('regulator', { drillerFirstName: 'priya' });
    const asked = await save('regulator', { ...priya, status: 5 });
    expect(asked.json()).toMatchObject({ message: ADMIN_MESSAGES.confirmInactive });
    const saved = await save('regulator', { ...priya, status: 5, confirmed: [STATUS_CONFIRM_CODE.inactive] });
    expect(saved.json()).toMatchObject({ success: true, data: { status: 5, statusName: 'Inactive' } });
    expect((await search('regulator', { drillerFirstName: 'priya', drillerStatus: 5 })).length).toBe(1);
  });

  it('a user edits their own profile but not their role, status or company', async () => {
    const me = await t.db
      .selectFrom('users')
      .select('id')
      .where('idp_subject', '=', 'demo-superadmin')
      .executeTakeFirstOrThrow();
    const [own] = await search('superAdmin', {}, me.id);
    const response = await save('superAdmin', {
      ...own,
      roleId: ROLE.regulator,
      workMobile: '0400 555 666',
      workEmail: 'new@example.test',
    });
    expect(response.json()).toMatchObject({
      success: true,
      data: { roleId: ROLE.superAdmin, workMobile: '0400 555 666', workEmail: own?.workEmail },
    });
  });

  it('a company admin sees the people of their own company only', async () => {
    const found = await search('companyAdmin', {});
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found.map((u) => u.organisationName))).toEqual(new Set(['Aquifer Drilling Pty Ltd']));
  });

  it('answers User Not found for an unknown user', async () => {
    const response = await save('regulator', newUser({ userId: 999999, version: 1 }));
    expect(response.json()).toMatchObject({ message: ADMIN_MESSAGES.userNotFound });
  });
});

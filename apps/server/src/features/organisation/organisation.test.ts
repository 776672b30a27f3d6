import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, COMPANY_DECIDED_MESSAGES } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { as, get, post } from '../../../test/work-factory';
import { organisationIdOf } from '../../../test/organisation-factory';
import { EMBEDDED_REGISTER } from '../../adapters/business-register/embedded-register-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Who = Parameters<typeof as>[1];
const AQUIFER = 'Aquifer Drilling Pty Ltd';
const WESTERN = 'Western Plains Bores Pty Ltd';

/** A registered business not yet a company, picked from the embedded register by a word of its name. */
const business = (word: string, index = 0) => {
  const hit = EMBEDDED_REGISTER.filter((b) => b.Name.startsWith(word))[index];
  if (!hit) throw new Error(`no business starting ${word}`);
  return hit;
};

const save = async (who: Who, body: object) => post(t, 'organisation/save', await as(t, who), body);

describe('GET organisation/list', () => {
  it.each<Who>(['superAdmin', 'companyAdmin', 'regulator', 'readOnly', 'driller', 'dcaDriller', 'hydro'])(
    '%s sees every company and their own profile',
    async (who) => {
      const res = await get(t, 'organisation/list', await as(t, who));
      expect(res.statusCode).toBe(200);
      const names = res.json().data.map((o: { organisationName: string }) => o.organisationName);
      expect(names).toEqual(expect.arrayContaining([AQUIFER, WESTERN, 'WaterNSW']));
      expect(res.json().profile.roleId).toBeGreaterThan(0);
    },
  );

  it('refuses a signed-in account still waiting for its role (403) on every company call', async () => {
    const headers = {
      authorization: `Bearer ${await t.token({ sub: 'pending-company-admin', role: null })}`,
    };
    for (const url of [
      'organisation/list',
      'organisation/registersearch?name=Dubbo',
      'organisation/drillerlist/1',
      'organisation/removedrillerfromorganisation/1',
    ]) {
      expect((await get(t, url, headers)).statusCode).toBe(403);
    }
    expect(
      (await post(t, 'organisation/save', headers, { organisationName: 'X', abnOrAcn: '1' })).statusCode,
    ).toBe(403);
    expect((await post(t, 'organisation/associate', headers, { organisationId: 1 })).statusCode).toBe(403);
  });

  it('refuses without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/service/api/organisation/list' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST organisation/search', () => {
  const search = async (body: object) =>
    (await post(t, 'organisation/search', await as(t, 'driller'), body))
      .json()
      .data.map((o: { organisationName: string }) => o.organisationName);

  it('finds by part of the name, any case', async () => {
    expect(await search({ organisationName: 'aquifer', abnOrAcn: '', status: [1, 0] })).toEqual([AQUIFER]);
  });
  it('finds by ABN digits, spaced or not', async () => {
    expect(await search({ organisationName: '', abnOrAcn: '61102775903', status: [1, 0] })).toEqual([
      WESTERN,
    ]);
    expect(await search({ organisationName: '', abnOrAcn: '53 004', status: [1, 0] })).toEqual([AQUIFER]);
  });
  it('filters by status: an inactive company only under Inactive or All', async () => {
    const id = await organisationIdOf(t.db, WESTERN);
    await t.db.updateTable('organisations').set({ is_active: 0 }).where('id', '=', id).execute();
    expect(await search({ organisationName: 'Western', status: [1] })).toEqual([]);
    expect(await search({ organisationName: 'Western', status: [0] })).toEqual([WESTERN]);
    expect(await search({ organisationName: 'Western', status: [1, 0] })).toEqual([WESTERN]);
    await t.db.updateTable('organisations').set({ is_active: 1 }).where('id', '=', id).execute();
  });
  it('treats % and _ as letters', async () => {
    expect(await search({ organisationName: '%', status: [1, 0] })).toEqual([]);
  });
});

describe('GET organisation/registersearch', () => {
  const lookup = async (name: string) =>
    get(t, `organisation/registersearch?name=${encodeURIComponent(name)}`, await as(t, 'regulator'));

  it('needs at least 5 characters', async () => {
    const res = await lookup('Dubb ');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter atleast 5 characters to search.');
  });
  it('answers at most 25 with the note when there are more', async () => {
    const res = await lookup('Drilling');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(25);
    expect(res.json().note).toBe('*Note: Max results displayed are 25. Please refine your search');
  });
  it('answers fewer without the note, with name, ABN, state and postcode', async () => {
    const res = await lookup('Aquifer Drilling');
    expect(res.json().note).toBeNull();
    expect(res.json().data).toEqual([{ Name: AQUIFER, Abn: '53004085616', State: 'NSW', Postcode: '2830' }]);
  });
});

describe('POST organisation/save: create', () => {
  it('creates a registered business, audits it and says so', async () => {
    const b = business('Dubbo');
    const res = await save('regulator', {
      organisationName: b.Name,
      abnOrAcn: b.Abn,
      phone: '02 6800 0000',
      email: 'office@dubbo.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Company data submitted successfully',
      data: { organisationName: b.Name },
    });
    const id = res.json().data.organisationId as number;
    const row = await t.db
      .selectFrom('organisations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ abn_or_acn: b.Abn, phone: '02 6800 0000', is_active: 1, super_admin: 0 });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('entity', '=', 'organisation')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toEqual([{ action: 'create', actor: 'demo-regulator' }]);
  });

  it.each([
    ['a name not in the register', { organisationName: 'Made Up Bores Pty Ltd', abnOrAcn: '53004085616' }],
    [
      'a registered name with another ABN',
      { organisationName: business('Orange').Name, abnOrAcn: '53004085616' },
    ],
  ])('refuses %s with the spec message', async (_case, body) => {
    const res = await save('companyAdmin', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The company name and ABN/ACN does not match from the search results.');
  });

  it('refuses a company already on the portal', async () => {
    const res = await save('superAdmin', { organisationName: AQUIFER, abnOrAcn: '53 004 085 616' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COMPANY_DECIDED_MESSAGES.duplicateName);
  });

  it.each([
    [{ organisationName: '', abnOrAcn: '1' }, 'organisationName', 'Required'],
    [{ organisationName: 'Parkes Drilling', abnOrAcn: '' }, 'abnOrAcn', 'Required'],
    [
      { organisationName: 'Parkes Drilling', abnOrAcn: '1'.repeat(21) },
      'abnOrAcn',
      'Maximum allowed characters are 20',
    ],
    [
      { organisationName: 'Parkes Drilling', abnOrAcn: '1', email: 'not-an-address' },
      'email',
      'Invalid email address',
    ],
  ])('field rule %j', async (body, field, message) => {
    const res = await save('regulator', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toEqual([message]);
  });

  it('refuses Read Only All (403), who has no Create new company', async () => {
    const b = business('Mudgee');
    expect((await save('readOnly', { organisationName: b.Name, abnOrAcn: b.Abn })).statusCode).toBe(403);
  });
});

describe('POST organisation/save: update', () => {
  const load = async (name: string) =>
    (await get(t, 'organisation/list', await as(t, 'superAdmin')))
      .json()
      .data.find((o: { organisationName: string }) => o.organisationName === name);

  it('a company admin updates their own company; the name stays locked', async () => {
    const own = await load(AQUIFER);
    const res = await save('companyAdmin', {
      ...own,
      organisationName: 'Renamed Pty Ltd',
      phone: '02 6882 9999',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Company data submitted successfully');
    const after = await load(AQUIFER);
    expect(after).toMatchObject({ phone: '02 6882 9999', version: own.version + 1 });
  });

  it.each<Who>(['companyAdmin', 'dcaDriller', 'regulator', 'readOnly', 'driller', 'hydro'])(
    '%s may not update another company (403)',
    async (who) => {
      const other = await load(WESTERN);
      const res = await save(who, { ...other, phone: '1' });
      expect(res.statusCode).toBe(403);
      expect((await load(WESTERN)).version).toBe(other.version);
    },
  );

  it('the Super Admin updates any company, and may deactivate it', async () => {
    const other = await load(WESTERN);
    expect((await save('superAdmin', { ...other, isActive: 0 })).statusCode).toBe(200);
    expect((await load(WESTERN)).isActive).toBe(0);
    expect((await save('superAdmin', { ...(await load(WESTERN)), isActive: 1 })).statusCode).toBe(200);
  });

  it('refuses a stale version with 409', async () => {
    const own = await load(AQUIFER);
    expect((await save('companyAdmin', own)).statusCode).toBe(200);
    const res = await save('companyAdmin', { ...own, phone: 'stale' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(COMPANY_DECIDED_MESSAGES.staleCompany);
  });

  it('answers Company not found for an unknown id', async () => {
    const res = await save('superAdmin', {
      organisationId: 999999,
      organisationName: 'X',
      abnOrAcn: '1',
      isActive: 1,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ADMIN_MESSAGES.companyNotFound);
  });
});

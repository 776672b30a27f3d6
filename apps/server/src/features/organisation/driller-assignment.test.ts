import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { as, drillerIdOf, get, post, SUBJECT } from '../../../test/work-factory';
import { asDriller, createFreeDriller, organisationIdOf } from '../../../test/organisation-factory';

let t: TestApp;
let aquifer: number;
let western: number;
let waterNsw: number;
beforeAll(async () => {
  t = await createTestApp();
  aquifer = await organisationIdOf(t.db, 'Aquifer Drilling Pty Ltd');
  western = await organisationIdOf(t.db, 'Western Plains Bores Pty Ltd');
  waterNsw = await organisationIdOf(t.db, 'WaterNSW');
});
afterAll(async () => t.close());

type Who = Parameters<typeof as>[1];
const names = (rows: { drillerName: string }[]) => rows.map((r) => r.drillerName);
const companyOf = async (drillerId: number) =>
  await t.db
    .selectFrom('drillers')
    .innerJoin('users', 'users.id', 'drillers.user_id')
    .select(['users.organisation_id as org', 'drillers.is_drilling_company_admin as dca'])
    .where('drillers.id', '=', drillerId)
    .executeTakeFirstOrThrow();

describe('GET organisation/drillerlist/{id}', () => {
  it('a company admin sees their drillers in the grid and drillers with no company in the dropdown', async () => {
    const free = await createFreeDriller(t.db);
    const res = await get(t, `organisation/drillerlist/${aquifer}`, await as(t, 'companyAdmin'));
    expect(res.statusCode).toBe(200);
    expect(names(res.json().drillerList)).toEqual(expect.arrayContaining(['Dan Walsh', 'Kate Brennan']));
    expect(res.json().drillerList[0]).toMatchObject({
      drillerLicenseNo: expect.stringMatching(/^DL /),
      status: 'Active',
      organisationId: aquifer,
    });
    expect(res.json().drillerListOrganisation.map((d: { drillerId: number }) => d.drillerId)).toContain(
      free.drillerId,
    );
    expect(names(res.json().drillerListOrganisation)).not.toContain('Dan Walsh');
    expect(res.json().message).toBeNull();
  });

  it('says so when the company has no drillers', async () => {
    const res = await get(t, `organisation/drillerlist/${western}`, await as(t, 'superAdmin'));
    expect(res.statusCode).toBe(200);
    expect(res.json().drillerList).toEqual([]);
    expect(res.json().message).toBe('No drillers assigned to the selected company.');
  });

  it.each<[Who, () => number]>([
    ['companyAdmin', () => western],
    ['dcaDriller', () => western],
    ['superAdmin', () => waterNsw],
  ])('%s: a company outside their choices is "Company not found"', async (who, id) => {
    const res = await get(t, `organisation/drillerlist/${id()}`, await as(t, who));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ADMIN_MESSAGES.companyNotFound);
  });

  it.each<Who>(['driller', 'regulator', 'readOnly', 'hydro'])('refuses %s (403)', async (who) => {
    expect((await get(t, `organisation/drillerlist/${aquifer}`, await as(t, who))).statusCode).toBe(403);
  });
});

describe('assign and remove a driller', () => {
  it('a company admin assigns a driller with no company, then removes them', async () => {
    const free = await createFreeDriller(t.db);
    const assigned = await get(
      t,
      `organisation/savedrillerwithorganisation/${free.drillerId}/${aquifer}`,
      await as(t, 'companyAdmin'),
    );
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toEqual({ success: true, message: 'Driller is assigned to the company.' });
    expect((await companyOf(free.drillerId)).org).toBe(aquifer);
    const list = await get(t, `organisation/drillerlist/${aquifer}`, await as(t, 'companyAdmin'));
    expect(list.json().drillerList.map((d: { drillerId: number }) => d.drillerId)).toContain(free.drillerId);

    const removed = await get(
      t,
      `organisation/removedrillerfromorganisation/${free.drillerId}`,
      await as(t, 'companyAdmin'),
    );
    expect(removed.json()).toEqual({ success: true, message: 'Driller is removed from the company.' });
    expect((await companyOf(free.drillerId)).org).toBeNull();
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'driller')
      .where('entity_id', '=', String(free.drillerId))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['assignDriller', 'removeDriller']);
  });

  it('a Driller company admin assigns to their own company', async () => {
    const free = await createFreeDriller(t.db);
    const res = await get(
      t,
      `organisation/savedrillerwithorganisation/${free.drillerId}/${aquifer}`,
      await as(t, 'dcaDriller'),
    );
    expect(res.json().message).toBe('Driller is assigned to the company.');
  });

  it('refuses a driller already in a company with "Error in assigning driller to company."', async () => {
    const dan = await drillerIdOf(t.db, SUBJECT.driller);
    const res = await get(
      t,
      `organisation/savedrillerwithorganisation/${dan}/${western}`,
      await as(t, 'superAdmin'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Error in assigning driller to company.');
    expect((await companyOf(dan)).org).toBe(aquifer);
  });

  it('refuses an unknown driller with the same message', async () => {
    const res = await get(
      t,
      `organisation/savedrillerwithorganisation/999999/${aquifer}`,
      await as(t, 'companyAdmin'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Error in assigning driller to company.');
  });

  it('a company admin cannot assign to, or remove from, another company', async () => {
    const free = await createFreeDriller(t.db);
    expect(
      (
        await get(
          t,
          `organisation/savedrillerwithorganisation/${free.drillerId}/${western}`,
          await as(t, 'companyAdmin'),
        )
      ).statusCode,
    ).toBe(404);
    const other = await createFreeDriller(t.db, { organisationId: western });
    const res = await get(
      t,
      `organisation/removedrillerfromorganisation/${other.drillerId}`,
      await as(t, 'companyAdmin'),
    );
    expect(res.statusCode).toBe(404);
    expect((await companyOf(other.drillerId)).org).toBe(western);
  });

  it('removing a Driller company admin clears the flag with the company', async () => {
    const dca = await createFreeDriller(t.db, { organisationId: aquifer });
    await t.db
      .updateTable('drillers')
      .set({ is_drilling_company_admin: 1 })
      .where('id', '=', dca.drillerId)
      .execute();
    await get(t, `organisation/removedrillerfromorganisation/${dca.drillerId}`, await as(t, 'superAdmin'));
    expect(await companyOf(dca.drillerId)).toEqual({ org: null, dca: 0 });
  });

  it.each<Who>(['driller', 'regulator', 'readOnly', 'hydro'])(
    'refuses %s (403) and changes nothing',
    async (who) => {
      const free = await createFreeDriller(t.db);
      expect(
        (
          await get(
            t,
            `organisation/savedrillerwithorganisation/${free.drillerId}/${aquifer}`,
            await as(t, who),
          )
        ).statusCode,
      ).toBe(403);
      const dan = await drillerIdOf(t.db, SUBJECT.driller);
      expect(
        (await get(t, `organisation/removedrillerfromorganisation/${dan}`, await as(t, who))).statusCode,
      ).toBe(403);
      expect((await companyOf(free.drillerId)).org).toBeNull();
      expect((await companyOf(dan)).org).toBe(aquifer);
    },
  );
});

describe('POST organisation/associate (assign myself to a company)', () => {
  it('a driller with no company joins one, once', async () => {
    const free = await createFreeDriller(t.db);
    const first = await post(t, 'organisation/associate', await asDriller(t, free.subject), {
      organisationId: western,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('User assigned to the company');
    expect((await companyOf(free.drillerId)).org).toBe(western);
    const again = await post(t, 'organisation/associate', await asDriller(t, free.subject), {
      organisationId: western,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('User already assigned to company');
  });

  it.each([
    ['the regulator’s own organisation', () => waterNsw],
    ['an unknown company', () => 999999],
  ])('refuses %s with "Company not found"', async (_case, id) => {
    const free = await createFreeDriller(t.db);
    const res = await post(t, 'organisation/associate', await asDriller(t, free.subject), {
      organisationId: id(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Company not found');
    expect((await companyOf(free.drillerId)).org).toBeNull();
  });

  it('an inactive company is not offered', async () => {
    const free = await createFreeDriller(t.db);
    await t.db.updateTable('organisations').set({ is_active: 0 }).where('id', '=', western).execute();
    const res = await post(t, 'organisation/associate', await asDriller(t, free.subject), {
      organisationId: western,
    });
    await t.db.updateTable('organisations').set({ is_active: 1 }).where('id', '=', western).execute();
    expect(res.json().message).toBe('Company not found');
  });

  it('keeps a driller whose reports are pending in their present company, by either button (spec 3)', async () => {
    const dan = await drillerIdOf(t.db, SUBJECT.driller);
    const pending = await t.db.selectFrom('works').select('id').where('driller_id', '=', dan).where('organisation_id', '=', aquifer).where('form_status', '<>', 2).executeTakeFirst();
    expect(pending).toBeDefined();
    const message = 'You have pending BCR submissions on behalf of your present company. Please complete the submission before you can change the company.';
    const moved = await post(t, 'organisation/associate', await as(t, 'driller'), { organisationId: western });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(message);
    const { EMBEDDED_REGISTER } = await import('../../adapters/business-register/embedded-register-data');
    const b = EMBEDDED_REGISTER.find((x) => x.Name.startsWith('Moree'))!;
    const created = await post(t, 'organisation/save', await as(t, 'driller'), { organisationName: b.Name, abnOrAcn: b.Abn, assignToMe: true });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(message);
    expect((await companyOf(dan)).org).toBe(aquifer);
  });

  it('a new company made from "Assign myself to a company - Create New" becomes the maker’s own', async () => {
    const free = await createFreeDriller(t.db);
    const { EMBEDDED_REGISTER } = await import('../../adapters/business-register/embedded-register-data');
    const b = EMBEDDED_REGISTER.find((x) => x.Name.startsWith('Moree'))!;
    const res = await post(t, 'organisation/save', await asDriller(t, free.subject), {
      organisationName: b.Name,
      abnOrAcn: b.Abn,
      assignToMe: true,
    });
    expect(res.statusCode).toBe(200);
    expect((await companyOf(free.drillerId)).org).toBe(res.json().data.organisationId);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SECTION_COUNTS, WORK_DECIDED_MESSAGES, WORK_MESSAGES, gwNoUpdated } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { as, createWork, get, post, snapshot, SUBJECT } from '../../../../test/work-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET work/getformasectionsstatus/{formAId}/{x}', () => {
  it('answers zero counts for a work without BCR data and nothing blocking', async () => {
    const work = await createWork(t);
    const res = await get(t, `work/getformasectionsstatus/${work.id}/3`, await as(t, 'driller'));
    expect(res.json()).toEqual({
      success: true,
      payload: {
        formAId: work.id,
        counts: EMPTY_SECTION_COUNTS,
        blockingSections: [],
        deleteCasingSupport: '0',
      },
    });
  });

  it("refuses another driller's work with 403", async () => {
    const work = await createWork(t, 'dcaDriller', { drillerSubject: SUBJECT.dcaDriller });
    expect(
      (await get(t, `work/getformasectionsstatus/${work.id}/3`, await as(t, 'driller'))).statusCode,
    ).toBe(403);
  });

  it('refuses an attribute id outside 1-8 with 400', async () => {
    const work = await createWork(t);
    expect(
      (await get(t, `work/getformasectionsstatus/${work.id}/9`, await as(t, 'driller'))).statusCode,
    ).toBe(400);
  });
});

describe('POST work/getformasectionsstatusbypipe', () => {
  it('answers a status per requested work, 0 everywhere until BCR data exists', async () => {
    const work = await createWork(t);
    const res = await post(t, 'work/getformasectionsstatusbypipe', await as(t, 'driller'), {
      formAs: [{ formAId: work.id, noOfPipes: 2 }],
    });
    expect(res.json()).toEqual({
      success: true,
      payload: { formAs: [{ formAId: work.id, holeId: null, noOfPipes: 2, status: {} }] },
    });
  });
});

describe('POST work/updategwno', () => {
  async function submittedWork() {
    const work = await createWork(t);
    await t.db
      .updateTable('works')
      .set({ form_status: 2, gw_no: 'GW100001' })
      .where('id', '=', work.id)
      .execute();
    const guid = (
      await t.db.selectFrom('works').select('form_a_guid').where('id', '=', work.id).executeTakeFirstOrThrow()
    ).form_a_guid;
    return { ...work, guid };
  }

  it('updates the GW number of a submitted work with the spec message', async () => {
    const work = await submittedWork();
    const res = await post(t, 'work/updategwno', await as(t, 'superAdmin'), {
      formAGuId: work.guid,
      gwNo: 'gw200002',
      version: 1,
    });
    expect(res.json()).toEqual({
      success: true,
      message: gwNoUpdated('GW200002'),
      data: { formAId: work.id, gwNo: 'GW200002', version: 2 },
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'update-gw-no')
      .where('entity_id', '=', String(work.id))
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      before: { gwNo: 'GW100001', version: 1 },
      after: { gwNo: 'GW200002', version: 2 },
    });
  });

  it("refuses a blank number: 'Enter Ground water number.'", async () => {
    const work = await submittedWork();
    const res = await post(t, 'work/updategwno', await as(t, 'superAdmin'), {
      formAGuId: work.guid,
      gwNo: ' ',
      version: 1,
    });
    expect(res.json()).toMatchObject({ success: false, message: WORK_MESSAGES.gwNoRequired });
  });

  it('refuses a draft work', async () => {
    const work = await createWork(t);
    const guid = (
      await t.db.selectFrom('works').select('form_a_guid').where('id', '=', work.id).executeTakeFirstOrThrow()
    ).form_a_guid;
    const res = await post(t, 'work/updategwno', await as(t, 'superAdmin'), {
      formAGuId: guid,
      gwNo: 'GW1',
      version: 1,
    });
    expect(res.json()).toMatchObject({ success: false, message: WORK_DECIDED_MESSAGES.gwNoNotUpdatable });
  });

  it('answers a stale version with 409 and changes nothing', async () => {
    const work = await submittedWork();
    const before = await snapshot(t.db);
    const res = await post(t, 'work/updategwno', await as(t, 'superAdmin'), {
      formAGuId: work.guid,
      gwNo: 'GW300003',
      version: 5,
    });
    expect(res.statusCode).toBe(409);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it.each<['driller' | 'companyAdmin' | 'readOnly']>([['driller'], ['companyAdmin'], ['readOnly']])(
    'refuses %s with 403 and changes nothing',
    async (who) => {
      const work = await submittedWork();
      const before = await snapshot(t.db);
      const res = await post(t, 'work/updategwno', await as(t, who), {
        formAGuId: work.guid,
        gwNo: 'GW300003',
        version: 1,
      });
      expect(res.statusCode).toBe(403);
      expect(await snapshot(t.db)).toEqual(before);
    },
  );
});

describe('POST work/gethydstrastatus', () => {
  it("answers 'NotSent' (the Hydstra outbox is a later issue)", async () => {
    const work = await createWork(t);
    const res = await post(t, 'work/gethydstrastatus', await as(t, 'readOnly'), { formAId: work.id });
    expect(res.json()).toEqual({
      success: true,
      payload: { formAId: work.id, status: 'NotSent', sentAt: null, message: null },
    });
  });

  it("refuses another driller's work with 403", async () => {
    const work = await createWork(t, 'dcaDriller', { drillerSubject: SUBJECT.dcaDriller });
    expect(
      (await post(t, 'work/gethydstrastatus', await as(t, 'driller'), { formAId: work.id })).statusCode,
    ).toBe(403);
  });
});

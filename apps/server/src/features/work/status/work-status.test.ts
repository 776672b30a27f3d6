import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SECTION_COUNTS, WORK_DECIDED_MESSAGES, WORK_MESSAGES, gwNoUpdated } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { as, createWork, get, post, snapshot, SUBJECT } from '../../../../test/work-factory';
import { createBcrWork, postBcr, saveBody } from '../../../../test/bcr-factory';
import { createEmbeddedImporter } from '../../../adapters/hydstra/embedded-importer';
import { createHydstraWorker } from '../../../adapters/hydstra/hydstra-worker';
import { createLocalFileStorage } from '../../../adapters/storage/file-storage';

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
  const guidOf = async (id: number) => (await t.db.selectFrom('works').select('form_a_guid').where('id', '=', id).executeTakeFirstOrThrow()).form_a_guid;
  const status = async (who: Parameters<typeof as>[1], formAGuid: string) => post(t, 'work/gethydstrastatus', await as(t, who), { formAGuid });

  it('says a work whose BCR was never submitted has sent nothing', async () => {
    const work = await createWork(t);
    const res = await status('readOnly', await guidOf(work.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      formAJson: null,
      formAOutputJson: null,
      payload: { formAId: work.id, formAGuid: await guidOf(work.id), state: 'notSubmitted', submittedAt: null, attempts: 0, nextAttemptAt: null, lastError: null, files: [] },
    });
  });

  it('answers waiting once submitted, then the files sent and the import output', async () => {
    const work = await createBcrWork(t);
    const submit = await postBcr(t, 'driller', 'submit', { ...saveBody(work.id, 0), requestId: `status-${Date.now()}`, exceptionReasonCodes: [] });
    expect(submit.statusCode, submit.body).toBe(200);
    const guid = await guidOf(work.id);
    const waiting = (await status('driller', guid)).json();
    expect(waiting).toMatchObject({ formAJson: null, formAOutputJson: null, payload: { state: 'waiting', attempts: 0, files: [] } });
    expect(Date.parse(waiting.payload.nextAttemptAt)).toBeLessThanOrEqual(Date.now());

    const worker = createHydstraWorker({ db: t.db, storage: createLocalFileStorage(path.join(tmpdir(), `status-${process.pid}`)), importer: createEmbeddedImporter(t.db) });
    while (await worker.runOnce());
    const sent = (await status('driller', guid)).json();
    const stem = `${work.approvalNo}_${work.workId}_${work.id}`;
    expect(sent).toMatchObject({
      formAJson: { fileName: `${stem}.json` },
      formAOutputJson: { status: 'Success', errors: [] },
      payload: { state: 'sent', attempts: 1, nextAttemptAt: null, lastError: null },
    });
    expect(sent.payload.files).toHaveLength(10);
    expect(sent.payload.files[1]).toEqual({ fileName: `${stem}_HOLE.csv`, size: expect.any(Number) });
    expect(Date.parse(sent.formAOutputJson.time_date)).toBeGreaterThanOrEqual(Date.parse(sent.formAJson.createdDate));
  });

  it("refuses another driller's work with 403 and an unknown work with 404", async () => {
    const work = await createWork(t, 'dcaDriller', { drillerSubject: SUBJECT.dcaDriller });
    expect((await status('driller', await guidOf(work.id))).statusCode).toBe(403);
    expect((await status('driller', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await status('driller', 'not-a-guid')).statusCode).toBe(400);
  });
});

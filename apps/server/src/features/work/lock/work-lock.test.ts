import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_MESSAGES, WORK_DECIDED_MESSAGES, offlineInfoResponseSchema } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { as, createWork, get, newWorkBody, post, snapshot } from '../../../../test/work-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Who = Parameters<typeof as>[1];
const lock = async (who: Who, formAId: number, locked: boolean, deviceId = 'laptop-A') =>
  post(t, 'work/lockbcrwork', await as(t, who), { formAId, locked, deviceId });

describe('POST work/lockbcrwork', () => {
  it('locks a work for the driller on one device, with a token, and makes it read-only for others', async () => {
    const work = await createWork(t);
    const res = await lock('driller', work.id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      locked: true,
      token: expect.any(String),
      data: { lockedStatus: 1, deviceId: 'laptop-A' },
    });
    expect((await lock('driller', work.id, true)).json().token).toBe(res.json().token);
    const forAdmin = (await get(t, `work/${work.id}`, await as(t, 'companyAdmin'))).json().payload;
    expect(forAdmin).toMatchObject({ readOnly: true, browseLocked: true, canSave: false });
    const save = await post(t, 'work/save', await as(t, 'companyAdmin'), {
      ...newWorkBody(work.approvalNo, work.workId, work.drillerId),
      formAId: work.id,
      version: work.version,
    });
    expect(save.statusCode).toBe(409);
  });

  it('refuses a lock held by someone else, and the holder on another device', async () => {
    const work = await createWork(t);
    await lock('driller', work.id, true);
    const before = await snapshot(t.db);
    expect((await lock('dcaDriller', work.id, true)).json()).toMatchObject({
      success: false,
      message: OFFLINE_MESSAGES.lockedForOfflineEdit,
    });
    expect((await lock('driller', work.id, true, 'phone-B')).json()).toMatchObject({
      success: false,
      message: OFFLINE_MESSAGES.lockedOnOtherDevice,
    });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it("lets a company admin release a company driller's lock, audited", async () => {
    const work = await createWork(t);
    await lock('driller', work.id, true);
    const res = await lock('companyAdmin', work.id, false, 'office-pc');
    expect(res.json()).toMatchObject({
      success: true,
      locked: false,
      token: null,
      data: { lockedStatus: 0, lockedBy: null },
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'work_offline_lock')
      .where('entity_id', '=', String(work.id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['lock', 'unlock']);
  });

  it.each<[Who]>([['readOnly'], ['hydro'], ['regulator']])(
    'refuses %s with 403 and changes nothing',
    async (who) => {
      const work = await createWork(t);
      const before = await snapshot(t.db);
      expect((await lock(who, work.id, true)).statusCode).toBe(403);
      expect(await snapshot(t.db)).toEqual(before);
    },
  );

  it("refuses a plain driller locking another driller's work", async () => {
    const work = await createWork(t, 'dcaDriller', { drillerSubject: 'demo-dl2345' });
    const res = await lock('driller', work.id, true);
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for a work that does not exist', async () => {
    expect((await lock('driller', 999999, true)).json()).toMatchObject({
      message: WORK_DECIDED_MESSAGES.workNotFound,
    });
  });
});

describe('POST bcr/getofflineinfo', () => {
  const info = async (who: Who | null, formAId: number, deviceId: string) =>
    post(t, 'bcr/getofflineinfo', who === null ? {} : await as(t, who), { formAId, deviceId });
  const answer = async (who: Who, formAId: number, deviceId: string) => {
    const res = await info(who, formAId, deviceId);
    expect(res.statusCode, res.body).toBe(200);
    return offlineInfoResponseSchema.parse(res.json());
  };

  it('answers 0 and no device match while the work is unlocked', async () => {
    const work = await createWork(t);
    expect(await answer('driller', work.id, 'laptop-A')).toEqual({
      success: true,
      formAOffline: { lockedStatus: 0, deviceIdMatched: false },
    });
  });

  it('tells the device holding the lock from any other, for the holder and any reader', async () => {
    const work = await createWork(t);
    await lock('driller', work.id, true, 'laptop-A');
    expect((await answer('driller', work.id, 'laptop-A')).formAOffline).toEqual({
      lockedStatus: 1,
      deviceIdMatched: true,
    });
    expect((await answer('driller', work.id, 'phone-B')).formAOffline).toEqual({
      lockedStatus: 1,
      deviceIdMatched: false,
    });
    expect((await answer('readOnly', work.id, 'office-pc')).formAOffline).toEqual({
      lockedStatus: 1,
      deviceIdMatched: false,
    });
    await lock('driller', work.id, false, 'laptop-A');
    expect((await answer('driller', work.id, 'laptop-A')).formAOffline).toEqual({
      lockedStatus: 0,
      deviceIdMatched: false,
    });
  });

  it('refuses a driller who cannot read the work (403), a missing work (404) and a request without a token (401)', async () => {
    const work = await createWork(t, 'dcaDriller', { drillerSubject: 'demo-dl2345' });
    expect((await info('driller', work.id, 'laptop-A')).json()).toMatchObject({
      success: false,
      code: 'FORBIDDEN',
    });
    expect((await info('driller', work.id, 'laptop-A')).statusCode).toBe(403);
    const missing = await info('driller', 999999, 'laptop-A');
    expect([missing.statusCode, missing.json().message]).toEqual([404, WORK_DECIDED_MESSAGES.workNotFound]);
    expect((await info(null, work.id, 'laptop-A')).statusCode).toBe(401);
  });

  it('answers a body without its device with the validation envelope, by field', async () => {
    const work = await createWork(t);
    const res = await post(t, 'bcr/getofflineinfo', await as(t, 'driller'), { formAId: work.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});

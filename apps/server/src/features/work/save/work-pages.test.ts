import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONDITIONS_MESSAGES,
  LOCATION_MESSAGES,
  WORK_DECIDED_MESSAGES,
  WORK_MESSAGES,
  type WorkSaveRequest,
} from '@driller/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { as, createWork, get, newWorkBody, post, snapshot, SUBJECT } from '../../../../test/work-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Who = Parameters<typeof as>[1];

/** Saves page `page` of an existing work as `who`, at its current version. */
async function savePage(
  work: Awaited<ReturnType<typeof createWork>>,
  page: number,
  extra: Partial<WorkSaveRequest>,
  who: Who = 'driller',
) {
  const current = (await get(t, `work/${work.id}`, await as(t, 'superAdmin'))).json().payload;
  const body = {
    ...newWorkBody(work.approvalNo, work.workId, work.drillerId),
    formAId: work.id,
    version: current.version,
    page,
    ...extra,
  };
  return post(t, 'work/save', await as(t, who), body);
}

const monitoring = (attribute3: number) => ({
  workAttribute1: { id: 1 },
  workAttribute2: { id: 2 },
  workAttribute3: { id: attribute3 },
  workAttribute4: null,
});

describe('work type rules on an existing work', () => {
  it("refuses Monitoring once the form exists: 'Work Details2 - Monitoring option is not allowed.'", async () => {
    const work = await createWork(t);
    const before = await snapshot(t.db);
    const res = await savePage(work, 0, { workType: monitoring(6) });
    expect(res.json()).toMatchObject({ success: false, message: WORK_MESSAGES.monitoringNotAllowed });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('refuses Monitoring for an amended bore', async () => {
    const work = await createWork(t);
    const res = await savePage(work, 0, { workType: { ...monitoring(6), workAttribute1: { id: 2 } } });
    expect(res.json().message).toBe(WORK_MESSAGES.monitoringNotForAmended);
  });
});

describe('conditions page (page 3)', () => {
  it("refuses an unticked box: 'Please check the box to accept Conditions of Approval.'", async () => {
    const work = await createWork(t);
    const res = await savePage(work, 3, {
      approvalConditions: { approvalConditionsId: 1, approvalConditionStatus: 0 },
    });
    expect(res.json()).toMatchObject({ success: false, message: CONDITIONS_MESSAGES.checkTheBox });
  });

  it('records the acceptance of every condition by the driller', async () => {
    const work = await createWork(t);
    const res = await savePage(work, 3, {
      approvalConditions: { approvalConditionsId: 1, approvalConditionStatus: 1 },
    });
    expect(res.statusCode).toBe(200);
    const payload = (await get(t, `work/${work.id}`, await as(t, 'driller'))).json().payload;
    expect(payload.acceptedBy).toBe('Dan Walsh');
    expect(payload.acceptedRole).toBe(5);
    expect(payload.formA.approvalConditions.approvalConditionStatus).toBe(1);
    expect(
      payload.conditions.every(
        (c: { approvalConditionStatus: number; acceptanceDate: string | null }) =>
          c.approvalConditionStatus === 1 && c.acceptanceDate,
      ),
    ).toBe(true);
  });

  it('lets a company admin accept on behalf of the driller', async () => {
    const work = await createWork(t);
    const res = await savePage(
      work,
      3,
      { approvalConditions: { approvalConditionsId: 1, approvalConditionStatus: 1 } },
      'companyAdmin',
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses the Super Admin ticking the box with 403 and changes nothing', async () => {
    const work = await createWork(t);
    const before = await snapshot(t.db);
    const res = await savePage(
      work,
      3,
      { approvalConditions: { approvalConditionsId: 1, approvalConditionStatus: 1 } },
      'superAdmin',
    );
    expect(res.statusCode).toBe(403);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it("asks for the work attribute on page 3: 'Please select work attribute'", async () => {
    const work = await createWork(t);
    const res = await savePage(work, 3, {
      approvalConditions: { approvalConditionsId: 1, approvalConditionStatus: 1 },
      workType: { workAttribute1: { id: 1 }, workAttribute2: { id: 1 }, workAttribute3: null },
    });
    expect(res.json().message).toBe(WORK_MESSAGES.selectAttribute);
  });
});

describe('actual location page (page 4)', () => {
  it.each<[string, object, string]>([
    ['no latitude', { actualLatitude: null, actualLongitude: 148.6 }, LOCATION_MESSAGES.latitudeRequired],
    ['no longitude', { actualLatitude: -32.25, actualLongitude: null }, LOCATION_MESSAGES.longitudeRequired],
  ])('refuses %s with the spec alert', async (_label, location, message) => {
    const work = await createWork(t);
    const res = await savePage(work, 4, location);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('refuses a longitude outside NSW with the range message', async () => {
    const work = await createWork(t);
    const res = await savePage(work, 4, { actualLatitude: -32.25, actualLongitude: 160 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter values between 140.995306 and 153.638730 for longitude');
    expect(res.json().fieldErrors.actualLongitude).toEqual([
      'Enter values between 140.995306 and 153.638730 for longitude',
    ]);
  });

  it('stores the location, the server-computed distance and the warning codes', async () => {
    const work = await createWork(t);
    const res = await savePage(work, 4, {
      actualLatitude: -32.2505,
      actualLongitude: 148.6,
      actualLotNo: '3//DP754321',
      distance: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.exceptionReasonCode).toBe('DIST_GT_20M,LOTDP_MISMATCH');
    expect(res.json().data.warnings.map((w: { message: string }) => w.message)).toEqual([
      LOCATION_MESSAGES.farFromApproved,
      LOCATION_MESSAGES.lotDpMismatch,
    ]);
    const formA = (await get(t, `work/${work.id}`, await as(t, 'driller'))).json().payload.formA;
    expect(formA).toMatchObject({
      actualLatitude: -32.2505,
      actualLongitude: 148.6,
      actualLotNo: '3//DP754321',
      distance: 55.45,
    });
  });

  it('treats the same Lot/DP written differently as the same lot', async () => {
    const work = await createWork(t);
    const res = await savePage(work, 4, {
      actualLatitude: -32.25,
      actualLongitude: 148.6,
      actualLotNo: '12/DP754321',
    });
    expect(res.json().data.exceptionReasonCode).toBeNull();
  });
});

describe('locked and submitted works', () => {
  it("refuses a work locked offline by another user with the spec's message", async () => {
    const work = await createWork(t);
    const other = await t.db
      .selectFrom('users')
      .select('id')
      .where('idp_subject', '=', SUBJECT.dcaDriller)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('work_offline_locks')
      .set({ locked_status: 1, locked_by: other.id, device_id: 'tablet-1' })
      .where('work_id', '=', work.id)
      .execute();
    const before = await snapshot(t.db);
    const res = await savePage(work, 1, { workName: 'While locked' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      message: WORK_MESSAGES.lockedByOther,
      code: 'WORK_LOCKED',
    });
    expect(await snapshot(t.db)).toEqual(before);
    expect((await get(t, `work/${work.id}`, await as(t, 'driller'))).json().payload).toMatchObject({
      readOnly: true,
      browseLocked: true,
    });
  });

  it('refuses changes to a submitted work', async () => {
    const work = await createWork(t);
    await t.db.updateTable('works').set({ form_status: 2 }).where('id', '=', work.id).execute();
    const res = await savePage(work, 1, { workName: 'After submit' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(WORK_DECIDED_MESSAGES.submittedReadOnly);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONDITIONS_MESSAGES,
  LOCATION_MESSAGES,
  MONITORING_MESSAGES,
  WORK_DECIDED_MESSAGES,
  WORK_MESSAGES,
  type WorkSaveRequest,
} from '@driller/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  as,
  createWork,
  drillerIdOf,
  get,
  newWorkBody,
  post,
  snapshot,
  SUBJECT,
} from '../../test/work-factory';

let t: TestApp;
let dan: number;
beforeAll(async () => {
  t = await createTestApp();
  dan = await drillerIdOf(t.db, SUBJECT.driller);
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

/** A monitoring work without an approval, created on the monitoring page. */
function monitoringBody(
  attribute3: number,
  holes: object[],
  o: Partial<WorkSaveRequest> = {},
): WorkSaveRequest {
  return {
    formAId: 0,
    approvalNumberSupplied: false,
    drillerId: dan,
    referenceNo: 'SITE-7',
    workApprovalOrWithoutApproval: '2',
    purposeWithoutApproval: 1,
    workType: monitoring(attribute3),
    workDetailsMonitoring: holes.map((h) => ({
      driller: dan,
      ...h,
    })) as WorkSaveRequest['workDetailsMonitoring'],
    formModified: true,
    save: true,
    page: 2,
    ...o,
  };
}
const hole = (o: object = {}) => ({
  actualLatitude: -32.25,
  actualLongitude: 148.6,
  workName: 'MB1',
  holeType: 1,
  noOfPipes: 2,
  ...o,
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

describe('monitoring page (page 2)', () => {
  it('creates an unapproved monitoring work with its holes, distances to the pilot and warning codes', async () => {
    const holes = [hole(), hole({ workName: 'MB2', holeType: 2, actualLatitude: -32.2503 })];
    const res = await post(
      t,
      'work/save',
      await as(t, 'driller'),
      monitoringBody(6, holes, { referenceNo: '90WA123456' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.exceptionReasonCode).toBe('HOLE_DIST_GT_20M,REF_LOOKS_LIKE_APPROVAL');
    const payload = (await get(t, `work/${res.json().data.id}`, await as(t, 'driller'))).json().payload;
    expect(payload.approvalNumberSupplied).toBe(false);
    expect(
      payload.workDetailsMonitoring.map((h: { workName: string; distance: number | null }) => [
        h.workName,
        h.distance,
      ]),
    ).toEqual([
      ['MB1', null],
      ['MB2', 33.27],
    ]);
  });

  it.each<[string, number, object[], string]>([
    ['no pilot hole', 6, [hole({ holeType: 2 })], MONITORING_MESSAGES.onePilot],
    ['two pilot holes', 6, [hole(), hole({ workName: 'MB2' })], MONITORING_MESSAGES.multiplePilots],
    ['one hole where two are needed', 7, [hole({ holeType: null })], MONITORING_MESSAGES.atLeastTwo],
    ['no hole', 6, [], MONITORING_MESSAGES.atLeastOne],
    [
      'a row without driller and work name',
      5,
      [hole({ driller: null, workName: '' })],
      'Row#1 : Driller, Work Name is mandatory',
    ],
  ])('refuses %s with the spec message and changes nothing', async (_label, attribute3, holes, message) => {
    const before = await snapshot(t.db);
    const res = await post(t, 'work/save', await as(t, 'driller'), monitoringBody(attribute3, holes));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('keeps hole ids when the holes are saved again, and drops removed ones', async () => {
    const created = (
      await post(
        t,
        'work/save',
        await as(t, 'driller'),
        monitoringBody(7, [hole({ holeType: null }), hole({ holeType: null, workName: 'MB2' })]),
      )
    ).json().data;
    const first = (await get(t, `work/${created.id}`, await as(t, 'driller'))).json().payload
      .workDetailsMonitoring;
    const body = monitoringBody(
      7,
      [{ ...first[1], workName: 'MB2 renamed' }, hole({ holeType: null, workName: 'MB3' })],
      { formAId: created.id, version: created.version },
    );
    expect((await post(t, 'work/save', await as(t, 'driller'), body)).statusCode).toBe(200);
    const after = (await get(t, `work/${created.id}`, await as(t, 'driller'))).json().payload
      .workDetailsMonitoring;
    expect(after.map((h: { id: number; workName: string }) => h.workName)).toEqual(['MB2 renamed', 'MB3']);
    expect(after[0].id).toBe(first[1].id);
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEO_MESSAGES, MONITORING_MESSAGES, holeDrillerNotInCompany, type WorkSaveRequest } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { as, createOtherCompanyDriller, drillerIdOf, get, post, snapshot, SUBJECT } from '../../../../test/work-factory';

let t: TestApp;
let dan: number;
beforeAll(async () => {
  t = await createTestApp();
  dan = await drillerIdOf(t.db, SUBJECT.driller);
});
afterAll(async () => t.close());

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

  it('names each error by the path the form uses: workDetailsMonitoring.<row>.<field>', async () => {
    const holes = [hole(), hole({ workName: '', holeType: 2 }), hole({ holeType: 2, driller: null })];
    const res = await post(t, 'work/save', await as(t, 'driller'), monitoringBody(6, holes));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'workDetailsMonitoring.1.workName': ['Row#2 : Work Name is mandatory'],
      'workDetailsMonitoring.2.driller': ['Row#3 : Driller is mandatory'],
    });
  });

  it('names a schema refusal of a hole field by the same path', async () => {
    const res = await post(t, 'work/save', await as(t, 'driller'), monitoringBody(6, [hole({ noOfPipes: 1 })]));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ 'workDetailsMonitoring.0.noOfPipes': ['No of Pipes must be between 2 and 6.'] });
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

describe('the API refuses what the holes table does not offer', () => {
  it('refuses a hole coordinate with 7 decimals instead of rounding and saving it', async () => {
    const before = await snapshot(t.db);
    const res = await post(t, 'work/save', await as(t, 'driller'), monitoringBody(5, [hole({ holeType: null, actualLatitude: -32.2500001 })]));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(GEO_MESSAGES.latitudeDecimals);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it("refuses a hole assigned to a driller of another company, naming the row", async () => {
    const other = await createOtherCompanyDriller(t.db);
    const before = await snapshot(t.db);
    const holes = [hole({ holeType: null }), hole({ holeType: null, workName: 'MB2', driller: other.drillerId })];
    const res = await post(t, 'work/save', await as(t, 'driller'), monitoringBody(7, holes));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(holeDrillerNotInCompany(2));
    expect(await snapshot(t.db)).toEqual(before);
  });
});

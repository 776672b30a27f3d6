import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  MONITORING_MESSAGES,
  rowHasDataDeleteMessage,
  rowHasDataMessage,
  type MonitoringHoleView,
  type WorkSaveRequest,
} from '@driller/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { as, drillerIdOf, get, post, snapshot, SUBJECT } from '../../../../test/work-factory';

/** Holes numbered 'BCR' look as if BCR sections exist for them (see the view below). */
const WITH_DATA = 'BCR';

let t: TestApp;
let dan: number;
beforeAll(async () => {
  t = await createTestApp();
  dan = await drillerIdOf(t.db, SUBJECT.driller);
  // The BCR tables do not exist yet; this test's own database pretends lithology rows exist for
  // the marked holes by redefining the view (same name and columns as migration 0005).
  await sql`
    create or replace view work_hole_bcr_section_counts as
    select h.id as hole_id, h.work_id,
      (case when h.hole_no = ${sql.lit(WITH_DATA)} then 3 else 0 end)::integer as lithology,
      0::integer as drilling_details, 0::integer as water_entry_design, 0::integer as gravel_pack,
      0::integer as casing_support, 0::integer as annulus_fill_seal, 0::integer as bore_development,
      0::integer as work_partly_backfilled
    from work_monitoring_holes h`.execute(t.db);
});
afterAll(async () => t.close());

type Hole = NonNullable<WorkSaveRequest['workDetailsMonitoring']>[number];

const hole = (o: Partial<Hole> = {}): Hole => ({
  actualLatitude: -32.25,
  actualLongitude: 148.6,
  driller: dan,
  workName: 'MB1',
  holeType: null,
  noOfPipes: 2,
  ...o,
});

function body(holes: Hole[], o: Partial<WorkSaveRequest> = {}): WorkSaveRequest {
  return {
    formAId: 0,
    approvalNumberSupplied: false,
    drillerId: dan,
    referenceNo: 'SITE-9',
    workApprovalOrWithoutApproval: '2',
    purposeWithoutApproval: 1,
    workType: {
      workAttribute1: { id: 1 },
      workAttribute2: { id: 2 },
      workAttribute3: { id: 7 },
      workAttribute4: null,
    },
    workDetailsMonitoring: holes,
    formModified: true,
    save: true,
    page: 2,
    ...o,
  };
}

/** A two-hole monitoring work whose first hole has BCR data. */
async function workWithData() {
  const auth = await as(t, 'driller');
  const created = (
    await post(
      t,
      'work/save',
      auth,
      body([hole({ holeNo: WITH_DATA }), hole({ workName: 'MB2', holeNo: '2' })]),
    )
  ).json().data;
  const load = async () => (await get(t, `work/${created.id}`, auth)).json().payload;
  const holes: MonitoringHoleView[] = (await load()).workDetailsMonitoring;
  const resave = (next: Hole[]) =>
    post(t, 'work/save', auth, body(next, { formAId: created.id, version: created.version }));
  const strip = ({ formAOffline: _o, ...h }: MonitoringHoleView): Hole => h as Hole;
  return { id: created.id as number, holes: holes.map(strip), load, resave, auth };
}

describe('monitoring holes that have BCR data', () => {
  it('getformasectionsstatusbypipe answers 1 for the hole with data and 0 for the other', async () => {
    const w = await workWithData();
    const [withData, without] = w.holes;
    const res = await post(t, 'work/getformasectionsstatusbypipe', w.auth, {
      formAs: [
        { formAId: w.id, holeId: withData?.id, noOfPipes: 2 },
        { formAId: w.id, holeId: without?.id, noOfPipes: 2 },
      ],
    });
    const statuses = res
      .json()
      .payload.formAs.map((f: { status: Record<string, number> }) => f.status.lithology);
    expect(statuses).toEqual([1, 0]);
  });

  it.each<[string, (holes: Hole[]) => Hole[], string]>([
    [
      'changing its pipes',
      ([a, b]) => [{ ...a, noOfPipes: 3 }, b] as Hole[],
      MONITORING_MESSAGES.pipesLocked,
    ],
    [
      'changing its position',
      ([a, b]) => [{ ...a, actualLatitude: -32.3 }, b] as Hole[],
      rowHasDataMessage(1),
    ],
    [
      'changing its work name',
      ([a, b]) => [{ ...a, workName: 'Renamed' }, b] as Hole[],
      rowHasDataMessage(1),
    ],
    ['deleting it', ([, b]) => [b, hole({ workName: 'MB3' })] as Hole[], rowHasDataDeleteMessage(1)],
  ])('refuses %s with the message and changes nothing', async (_label, edit, message) => {
    const w = await workWithData();
    const before = await snapshot(t.db);
    const res = await w.resave(edit(w.holes));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await snapshot(t.db)).toEqual(before);
    expect(
      (await w.load()).workDetailsMonitoring.map(({ formAOffline: _o, ...h }: MonitoringHoleView) => h),
    ).toEqual(w.holes);
  });

  it('still saves the hole unchanged and edits of a hole without data', async () => {
    const w = await workWithData();
    const [a, b] = w.holes as [Hole, Hole];
    const res = await w.resave([a, { ...b, noOfPipes: 4, workName: 'MB2 renamed' }]);
    expect(res.statusCode).toBe(200);
    const after = (await w.load()).workDetailsMonitoring;
    expect(after.map((h: MonitoringHoleView) => [h.workName, h.noOfPipes])).toEqual([
      ['MB1', 2],
      ['MB2 renamed', 4],
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BCR_MESSAGES,
  BCR_RESPONSE_CODE,
  RULE_MESSAGES,
  bcrMessage,
  bcrReportSchema,
  type BcrReport,
  type BcrReportInput,
  type BcrSectionSaveKey,
} from '@driller/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createBcrWork, fullReport, getBcr, postBcr, saveBody } from '../../../../test/bcr-factory';
import { as, createOtherCompanyDriller } from '../../../../test/work-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Row = Record<string, unknown>;
/** A row as entered: what the store adds (lifecycle, ids) taken away. */
const entered = (row: Row, idField: string): Row => {
  const { status: _s, sequence: _q, formAId: _f, [idField]: _id, ...rest } = row;
  return rest;
};
const parsed = (input: BcrReportInput = fullReport()): BcrReport => bcrReportSchema.parse(input);

describe('a whole report saved with savebcr reads back field for field', () => {
  it('keeps every field of every section, decimals exactly as entered (12.35, 9999.99, -9999.99)', async () => {
    const work = await createBcrWork(t);
    const saved = await postBcr(t, 'driller', 'savebcr', saveBody(work.id, 0));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, code: null, showMsg: false, offline: false, data: { version: 1, formStatus: 1 } });

    const got = await getBcr(t, 'driller', work.id);
    expect(got.statusCode).toBe(200);
    const report = got.json().data.report as BcrReport;
    const sent = parsed();
    const { comments, ...summary } = sent.summary;
    expect(report.summary).toMatchObject({ ...Object.fromEntries(Object.entries(summary).filter(([, v]) => v !== null)), comments });
    expect(report.summary).toMatchObject({ finalSWL: 12.35, elevation: -9999.99, finalSalinity: 999999.99 });
    const lists = ['drillingDetails', 'lithology', 'waterBearingZones', 'casingLiner', 'waterEntryDesign', 'gravelPack', 'annulusFillSeal', 'disinfection', 'pumpingTest'] as const;
    const ids = { drillingDetails: 'drillingDetailsId', lithology: 'lithologyId', waterBearingZones: 'waterBearingZoneId', casingLiner: 'id', waterEntryDesign: 'waterEntryDesignId', gravelPack: 'gravelPackId', annulusFillSeal: 'annulusFillSealId', disinfection: 'disinfectionOnCompletionId', pumpingTest: 'pumpingTestId' };
    for (const list of lists) {
      expect({ list, rows: (report[list] as Row[]).map((r) => entered(r, ids[list])) }).toEqual({ list, rows: (sent[list] as Row[]).map((r) => entered(r, ids[list])) });
      expect((report[list] as Row[]).every((r) => r.status === 'existing' && typeof r[ids[list]] === 'number')).toBe(true);
    }
    // Casing liner and water entry design keep their inner diameters apart from the row id.
    expect(report.waterEntryDesign[1]).toMatchObject({ id: 124, waterEntryDesignId: expect.any(Number) });
    expect(report.casingSupport).toMatchObject(sent.casingSupport as object);
    expect(report.methodOfPlacementOfGravelPack).toBe(2);
    expect({ ...report.boreDevelopment, rows: report.boreDevelopment.rows.map((r) => entered(r, 'boreDevelopmentId')) }).toEqual({
      ...sent.boreDevelopment,
      rows: sent.boreDevelopment.rows.map((r) => entered(r, 'boreDevelopmentId')),
    });
    const wpb = report.workPartlyBackfilled!;
    expect({ ...wpb, rows: wpb.rows.map((r) => entered(r, 'workPartlyBackfilledId')) }).toEqual({
      ...sent.workPartlyBackfilled,
      rows: sent.workPartlyBackfilled!.rows.map((r) => entered(r, 'workPartlyBackfilledId')),
    });
    expect(report.summary.isWorkPartlyBackfilled).toBe(true);
    expect(got.json().data.review).toMatchObject({ errors: [], canSubmit: true });
  });

  it('keeps head works of a spearpoint and excavation rows of an excavated well, each through its own route', async () => {
    const spear = await createBcrWork(t, { attributes: [1, 1, 3, 5] });
    const headWorks = { lengths: 9999.99, width: 0.35, thickness: 12.35 };
    const hw = await postBcr(t, 'driller', 'headWorks', saveBody(spear.id, 0, { summary: {}, headWorks }));
    expect(hw.statusCode, hw.body).toBe(200);
    expect((await getBcr(t, 'driller', spear.id)).json().data.report.headWorks).toMatchObject(headWorks);

    const well = await createBcrWork(t, { attributes: [1, 1, 4, 3] });
    const rows = [
      { excavationOrLining: 1, drillingMethod: 2, boreShapeType: 2, depth: 8, diameter: 1200, from: 0, to: 8 },
      { excavationOrLining: 2, material: 3, boreShapeType: 2, depth: 9, diameter: 1000, from: 0, to: 9 },
    ];
    const ex = await postBcr(t, 'driller', 'excavationDetails', saveBody(well.id, 0, { summary: {}, excavationDetails: rows }));
    expect(ex.statusCode, ex.body).toBe(200);
    const stored = (await getBcr(t, 'driller', well.id)).json().data.report.excavationDetails as Row[];
    expect(stored.map((r) => entered(r, 'excavationDetailsId'))).toEqual(rows.map((r) => ({ length: null, width: null, ...r, material: r.material ?? null, drillingMethod: r.drillingMethod ?? null })));
  });

  it('writes only the sections of the route: a lithology save leaves the summary as stored', async () => {
    const work = await createBcrWork(t);
    await postBcr(t, 'driller', 'savebcr', saveBody(work.id, 0));
    const changed = fullReport();
    changed.summary.assistantDriller = 'Someone else';
    changed.lithology![0]!.additionalInformation = 'Topsoil';
    const res = await postBcr(t, 'driller', 'lithology', saveBody(work.id, 1, changed));
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data.report as BcrReport;
    expect([report.summary.assistantDriller, report.lithology[0]?.additionalInformation]).toEqual(['Sam Lee, Jo Park', 'Topsoil']);
  });
});

describe('each section save re-runs its rules and refuses errors with the spec message', () => {
  const cases: [BcrSectionSaveKey, string, string, (r: BcrReportInput) => void][] = [
    ['summary', 'summary.completionDate', BCR_MESSAGES.completionDateFuture, (r) => void (r.summary.completionDate = '2999-01-01')],
    ['summary', 'summary.completedDepth', BCR_MESSAGES.drilledDepthBelowCompleted, (r) => void (r.summary.completedDepth = 70)],
    ['drillingDetails', 'drillingDetails.1.diameter', RULE_MESSAGES.diameterNotAbovePrevious, (r) => void (r.drillingDetails![1]!.diameter = 250)],
    ['lithology', 'lithology.1.depthFrom', BCR_MESSAGES.depthFromEqualsPreviousDepthTo, (r) => void (r.lithology![1]!.depthFrom = 31)],
    ['waterBearingZones', 'waterBearingZones.0.fluidLossTo', RULE_MESSAGES.fluidLossOrder, (r) => void (r.waterBearingZones![0]!.fluidLossTo = 40)],
    ['casingSupport', 'casingSupport.sumpInstalledFrom', RULE_MESSAGES.sumpFromBelowScreen, (r) => void (r.casingSupport!.sumpInstalledFrom = 50)],
    ['annulusFillSeal', 'annulusFillSeal.0.from', BCR_MESSAGES.annulusGravelOverlap, (r) => void (r.annulusFillSeal![0]!.to = 45)],
    ['waterEntryDesign', 'gravelPack.0.grainSizeTo', BCR_MESSAGES.grainSizeGap, (r) => void (r.gravelPack![0]!.grainSizeTo = 20)],
    ['waterEntryDesign', 'waterEntryDesign.1.od', RULE_MESSAGES.odTwiceWall, (r) => void (r.waterEntryDesign![1]!.wallThickness = 70)],
    ['waterEntryDesign', 'casingLiner.0.material', BCR_MESSAGES.required, (r) => void (r.casingLiner![0]!.material = null)],
    ['boreDevelopment', 'boreDevelopment.name', BCR_MESSAGES.required, (r) => void (r.boreDevelopment!.name = null)],
    ['workPartlyBackfilled', 'workPartlyBackfilled.rows.0.toDepth', BCR_MESSAGES.backfillBelowSump, (r) => void (r.workPartlyBackfilled!.rows = [{ fillType: 2, fromDepth: 50, toDepth: 57 }])],
    ['disinfection', 'disinfection.0.methodOfApplication', BCR_MESSAGES.required, (r) => void (r.disinfection![0]!.methodOfApplication = null)],
    ['pumpingTest', 'pumpingTest.0.date', bcrMessage.dateNotInFuture('date'), (r) => void (r.pumpingTest![0]!.date = '2999-01-01')],
  ];
  let work: { id: number };
  beforeAll(async () => {
    work = await createBcrWork(t);
    const first = await postBcr(t, 'driller', 'savebcr', saveBody(work.id, 0));
    expect(first.statusCode, first.body).toBe(200);
  });

  it.each(cases)('%s refuses an error at %s', async (key, path, message, mutate) => {
    const report = fullReport();
    mutate(report);
    const res = await postBcr(t, 'driller', key, saveBody(work.id, 1, report));
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', responseCode: BCR_RESPONSE_CODE.refusedKeepDraft, message });
    expect(body.fieldErrors[path]).toContain(message);
    expect((await getBcr(t, 'driller', work.id)).json().data.version).toBe(1);
  });

  it('refuses a value the schema cannot take with its own message, by field path', async () => {
    const report = fullReport();
    report.annulusFillSeal![0]!.groutMixComposition = 'x'.repeat(21);
    report.lithology![0]!.depthTo = 123456;
    const res = await postBcr(t, 'driller', 'annulusFillSeal', saveBody(work.id, 1, report));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ responseCode: BCR_RESPONSE_CODE.refusedKeepDraft });
    expect(res.json().fieldErrors).toMatchObject({
      'annulusFillSeal.0.groutMixComposition': ['Maximum allowed characters are 20'],
      'lithology.0.depthTo': [RULE_MESSAGES.tooManyDigits(5)],
    });
  });

  it('returns warnings without refusing, and skips every rule for status 5', async () => {
    const report = fullReport();
    report.casingSupport!.centraliserSpacing = 7;
    const warned = await postBcr(t, 'driller', 'casingSupport', saveBody(work.id, 1, report));
    expect(warned.statusCode, warned.body).toBe(200);
    expect(warned.json().data.warnings).toEqual([
      { path: 'casingSupport.centraliserSpacing', message: BCR_MESSAGES.centraliserSpacingOver6m, severity: 'warning', code: 'BCR_W_CENTRALISER_SPACING_6M' },
    ]);
    const draft = fullReport();
    draft.summary.formStatus = 5;
    draft.lithology![1]!.rockType = null;
    const skipped = await postBcr(t, 'driller', 'lithology', saveBody(work.id, 2, draft));
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json().data.review.errors).toEqual([{ section: 'lithology', title: 'Lithology', messages: ['Row No#2: Mandatory fields are not entered'] }]);
  });

  it('refuses a section the work type hides, and casing support before casing details', async () => {
    const hidden = await postBcr(t, 'driller', 'headWorks', saveBody(work.id, 3, { summary: {}, headWorks: { lengths: 1, width: 1, thickness: 1 } }));
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().message).toBe('The Head Works section does not apply to this work.');
    const fresh = await createBcrWork(t);
    const early = await postBcr(t, 'driller', 'casingSupport', saveBody(fresh.id, 0, { summary: {}, casingSupport: fullReport().casingSupport }));
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(BCR_MESSAGES.casingSupportLocked);
  });
});

describe('who may save', () => {
  it('answers 403 with the spec code to Read Only All and another company’s driller, 404 for no work', async () => {
    const work = await createBcrWork(t);
    const readOnly = await postBcr(t, 'readOnly', 'lithology', saveBody(work.id, 0));
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json()).toMatchObject({ code: 'FORBIDDEN', responseCode: BCR_RESPONSE_CODE.refusedReadOnly, message: 'The BCR is read-only for you.' });
    const { subject } = await createOtherCompanyDriller(t.db);
    const other = await t.app.inject({
      method: 'POST',
      url: '/service/api/bcr/savelithology',
      headers: { authorization: `Bearer ${await t.token({ sub: subject, role: 5 })}` },
      payload: saveBody(work.id, 0),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ responseCode: BCR_RESPONSE_CODE.refusedGoHome });
    const missing = await postBcr(t, 'driller', 'lithology', saveBody(999_999, 0));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', responseCode: BCR_RESPONSE_CODE.refusedGoHome });
  });

  it('lets the regulator and the hydrogeologist (a reviewer) save, and only the regulator the received date', async () => {
    const work = await createBcrWork(t);
    const report = fullReport();
    report.summary.receivedDate = '2024-03-05';
    const byDriller = await postBcr(t, 'driller', 'summary', saveBody(work.id, 0, report));
    expect(byDriller.json().data.report.summary.receivedDate).toBeNull();
    const byRegulator = await postBcr(t, 'regulator', 'summary', saveBody(work.id, 1, report));
    expect(byRegulator.statusCode, byRegulator.body).toBe(200);
    expect(byRegulator.json().data.report.summary.receivedDate).toBe('2024-03-05');
    const byHydro = await postBcr(t, 'hydro', 'lithology', saveBody(work.id, 2, report));
    expect(byHydro.statusCode, byHydro.body).toBe(200);
  });
});

describe('bore development marked Not Applicable', () => {
  it('clears the chemical used and its name when saved, so no hidden chemical stays behind the mark', async () => {
    const work = await createBcrWork(t);
    expect((await postBcr(t, 'driller', 'savebcr', saveBody(work.id, 0))).statusCode).toBe(200);
    const marked = fullReport();
    marked.summary.boreDevelopmentMarkNotApplicable = 1;
    // The page keeps the chemical in its form; the rows were removed first (marking is refused with them).
    marked.boreDevelopment = { ...marked.boreDevelopment, chemicalUsed: 1, name: 'Sodium polyphosphate', rows: [] };
    const res = await postBcr(t, 'driller', 'boreDevelopment', saveBody(work.id, 1, marked));
    expect(res.statusCode, res.body).toBe(200);
    const cleared = { chemicalUsed: null, name: null, rows: [] };
    expect(res.json().data.report.boreDevelopment).toEqual(cleared);
    const report = (await getBcr(t, 'driller', work.id)).json().data.report as BcrReport;
    expect(report.boreDevelopment).toEqual(cleared);
    expect(report.summary.boreDevelopmentMarkNotApplicable).toBe(1);
  });
});

describe('versions', () => {
  it('refuses a stale version with 409 and a clear message, keeping the draft', async () => {
    const work = await createBcrWork(t);
    expect((await postBcr(t, 'driller', 'lithology', saveBody(work.id, 0))).statusCode).toBe(200);
    const stale = await postBcr(t, 'driller', 'lithology', saveBody(work.id, 0));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', responseCode: BCR_RESPONSE_CODE.refusedKeepDraft, message: expect.stringContaining('changed by someone else') });
    const [a, b] = await Promise.all([
      postBcr(t, 'driller', 'lithology', saveBody(work.id, 1)),
      postBcr(t, 'driller', 'drillingDetails', saveBody(work.id, 1)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('creates one BCR when two first saves race', async () => {
    const work = await createBcrWork(t);
    const both = await Promise.all([postBcr(t, 'driller', 'lithology', saveBody(work.id, 0)), postBcr(t, 'driller', 'summary', saveBody(work.id, 0))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const live = await t.db.selectFrom('bcr_reports').select('id').where('work_id', '=', work.id).execute();
    expect(live).toHaveLength(1);
  });
});

describe('headers of the request', () => {
  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/service/api/bcr/savesummary', payload: saveBody(1, 0) });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/service/api/bcr/1', headers: await as(t, 'driller') })).statusCode).not.toBe(401);
  });
});

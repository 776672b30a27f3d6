import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BCR_MESSAGES, BCR_RESPONSE_CODE, BCR_SERVER_MESSAGES, type BcrReport, type BcrReportInput, type BcrSubmitRequest } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createBcrWork, fullReport, getBcr, postBcr, saveBody } from '../../../../test/bcr-factory';
import { as } from '../../../../test/work-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let requestCounter = 0;
const submitBody = (formAId: number, version: number, report: BcrReportInput = fullReport(), o: Partial<BcrSubmitRequest> = {}): BcrSubmitRequest => ({
  ...saveBody(formAId, version, report),
  requestId: `submit-${Date.now()}-${++requestCounter}`,
  exceptionReasonCodes: [],
  ...o,
});

const countSubmissions = async (workId: number) =>
  (await t.db.selectFrom('bcr_submissions').select('id').where('work_id', '=', workId).execute()).length;

describe('submit', () => {
  it('refuses a report with blocking errors, listing them per section with row numbers as the review page does', async () => {
    const work = await createBcrWork(t);
    const report = fullReport();
    report.lithology![1]!.rockType = null;
    report.annulusFillSeal = [];
    const res = await postBcr(t, 'driller', 'submit', submitBody(work.id, 0, report));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', responseCode: BCR_RESPONSE_CODE.refusedKeepDraft });
    expect(res.json().message).toBe(
      [BCR_SERVER_MESSAGES.blockingErrors, 'Lithology: Row No#2: Mandatory fields are not entered', 'Annulus Fill / Seal: Annulus Fill / Seal cannot be empty'].join('\n'),
    );
    expect(res.json().fieldErrors).toEqual({ 'lithology.1.rockType': ['Required'], annulusFillSeal: ['Annulus Fill / Seal cannot be empty'] });
    expect(await countSubmissions(work.id)).toBe(0);
    expect((await getBcr(t, 'driller', work.id)).json().data.version).toBe(0);

    const fixed = await postBcr(t, 'driller', 'submit', submitBody(work.id, 0));
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(await countSubmissions(work.id)).toBe(1);
  });

  it('refuses until every warning is confirmed, then submits, keeps the codes and makes the BCR read-only', async () => {
    const work = await createBcrWork(t);
    const report = fullReport();
    report.casingSupport!.centraliserSpacing = 7;
    const unconfirmed = await postBcr(t, 'driller', 'submit', submitBody(work.id, 0, report));
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toBe(`${BCR_SERVER_MESSAGES.unconfirmedWarnings}\n${BCR_MESSAGES.centraliserSpacingOver6m}`);
    expect(unconfirmed.json().fieldErrors).toEqual({ 'casingSupport.centraliserSpacing': [BCR_MESSAGES.centraliserSpacingOver6m] });

    const body = submitBody(work.id, 0, report, { exceptionReasonCodes: ['BCR_W_CENTRALISER_SPACING_6M'] });
    const res = await postBcr(t, 'driller', 'submit', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      code: BCR_RESPONSE_CODE.submitted,
      message: BCR_MESSAGES.submitted,
      data: { formStatus: 2, readOnly: true, readOnlyReason: 'submitted', exceptionReasonCodes: ['BCR_W_CENTRALISER_SPACING_6M'], repeated: false },
    });
    expect(res.json().data.submission).toMatchObject({ formStatus: 2, version: 1, submittedBy: 'Dan Walsh', exceptionReasonCodes: ['BCR_W_CENTRALISER_SPACING_6M'] });
    const work2 = await t.db.selectFrom('works').select(['form_status']).where('id', '=', work.id).executeTakeFirstOrThrow();
    expect(work2.form_status).toBe(2);

    const later = await postBcr(t, 'driller', 'lithology', saveBody(work.id, 1));
    expect(later.statusCode).toBe(403);
    expect(later.json()).toMatchObject({ message: BCR_SERVER_MESSAGES.submittedReadOnly, responseCode: BCR_RESPONSE_CODE.refusedReadOnly });

    const snapshot = await t.db.selectFrom('bcr_submissions').select(['report', 'request_id']).where('work_id', '=', work.id).executeTakeFirstOrThrow();
    expect((snapshot.report as BcrReport).lithology.map((r) => r.depthTo)).toEqual([30, 62]);
    await expect(t.db.updateTable('bcr_submissions').set({ form_status: 3 }).where('work_id', '=', work.id).execute()).rejects.toThrow(/cannot be changed/);
  });

  it('creates one submission for a request sent twice, one after the other or at once', async () => {
    const work = await createBcrWork(t);
    const body = submitBody(work.id, 0);
    const first = await postBcr(t, 'driller', 'submit', body);
    const again = await postBcr(t, 'driller', 'submit', body);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().data).toMatchObject({ repeated: true, submission: { submissionId: first.json().data.submission.submissionId } });
    expect(await countSubmissions(work.id)).toBe(1);

    const racing = await createBcrWork(t);
    const racingBody = submitBody(racing.id, 0);
    const both = await Promise.all([postBcr(t, 'driller', 'submit', racingBody), postBcr(t, 'driller', 'submit', racingBody)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().data.repeated).sort()).toEqual([false, true]);
    expect(await countSubmissions(racing.id)).toBe(1);
  });

  it('refuses a request id already used for another BCR', async () => {
    const a = await createBcrWork(t);
    const b = await createBcrWork(t);
    const body = submitBody(a.id, 0);
    expect((await postBcr(t, 'driller', 'submit', body)).statusCode).toBe(200);
    const reused = await postBcr(t, 'driller', 'submit', { ...submitBody(b.id, 0), requestId: body.requestId });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('DUPLICATE_REQUEST');
  });
});

describe('submit actions by role', () => {
  it('lets the hydrogeologist submit for review and the regulator then mark for final submission', async () => {
    const work = await createBcrWork(t);
    const forReview = fullReport();
    forReview.summary.formStatus = 3;
    const review = await postBcr(t, 'hydro', 'submit', submitBody(work.id, 0, forReview));
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json()).toMatchObject({ code: BCR_RESPONSE_CODE.submittedForReview, data: { formStatus: 3, reviewStatus: 2, readOnly: false } });

    const mark = fullReport();
    mark.summary.formStatus = 4;
    const marked = await postBcr(t, 'regulator', 'submit', submitBody(work.id, 1, mark));
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ code: BCR_RESPONSE_CODE.markedForFinalSubmission, data: { formStatus: 4, reviewStatus: 3 } });
    expect(await countSubmissions(work.id)).toBe(2);
  });

  it('refuses an action the role’s button does not offer', async () => {
    const work = await createBcrWork(t);
    const asReview = fullReport();
    asReview.summary.formStatus = 3;
    const res = await postBcr(t, 'driller', 'submit', submitBody(work.id, 0, asReview));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(BCR_SERVER_MESSAGES.submitNotYours);
  });
});

describe('edit mode and delete', () => {
  it('lets the Super Admin open a submitted BCR, keeping its submission, and close it again while unchanged', async () => {
    const work = await createBcrWork(t);
    expect((await postBcr(t, 'driller', 'submit', submitBody(work.id, 0))).statusCode).toBe(200);
    const mode = async (who: 'superAdmin' | 'driller', version: number, editMode: boolean) =>
      t.app.inject({ method: 'POST', url: '/service/api/bcr/changebcrmode', headers: await as(t, who), payload: { formAId: work.id, version, editMode } });
    expect((await mode('driller', 1, true)).statusCode).toBe(403);
    const open = await mode('superAdmin', 1, true);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json()).toMatchObject({ code: BCR_RESPONSE_CODE.modeChanged, data: { formStatus: 1, reviewStatus: 1, version: 2 } });
    expect((await getBcr(t, 'driller', work.id)).json().data).toMatchObject({ readOnly: false, submitDisabled: false, submissions: [{ formStatus: 2 }] });
    const back = await mode('superAdmin', 2, false);
    expect(back.statusCode, back.body).toBe(200);
    expect((await getBcr(t, 'driller', work.id)).json().data).toMatchObject({ formStatus: 2, readOnly: true });
  });

  it('lets a leader delete a BCR sent to Hydstra, and nobody else', async () => {
    const work = await createBcrWork(t);
    expect((await postBcr(t, 'driller', 'lithology', saveBody(work.id, 0))).statusCode).toBe(200);
    const del = async (who: 'superAdmin' | 'driller') =>
      t.app.inject({ method: 'POST', url: '/service/api/bcr/deactivate', headers: await as(t, who), payload: { formAId: work.id, version: 1 } });
    expect((await del('driller')).statusCode).toBe(403);
    const notHydstra = await del('superAdmin');
    expect(notHydstra.statusCode).toBe(403);
    expect(notHydstra.json().message).toBe(BCR_SERVER_MESSAGES.deactivateNotAllowed);
    await t.db.updateTable('works').set({ hydstra: true }).where('id', '=', work.id).execute();
    const done = await del('superAdmin');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ code: BCR_RESPONSE_CODE.modeChanged, message: BCR_SERVER_MESSAGES.deactivated, data: { deactivated: true } });
    expect((await getBcr(t, 'driller', work.id)).json().data).toMatchObject({ bcrId: null, version: 0 });
    const kept = await t.db.selectFrom('bcr_reports').select(['deactivated_by']).where('work_id', '=', work.id).execute();
    expect(kept).toEqual([{ deactivated_by: 'demo-superadmin' }]);
  });
});

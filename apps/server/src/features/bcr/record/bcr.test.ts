import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTRACTS, BCR_CONTRACTS, BCR_RESPONSE_CODE, ROLE, bcrLoadResponseSchema, validateBcr, type BcrReport } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createBcrWork, getBcr } from '../../../../test/bcr-factory';
import type { as} from '../../../../test/work-factory';
import { createOtherCompanyDriller } from '../../../../test/work-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const demoWork = async (key: string) =>
  (await t.db.selectFrom('works').select('id').where('create_request_id', '=', key).executeTakeFirstOrThrow()).id;

describe('GET bcr/{formAId}', () => {
  it('answers a blank BCR before the first save, with the work’s header and what the wizard may do', async () => {
    const work = await createBcrWork(t);
    const res = await getBcr(t, 'driller', work.id);
    expect(res.statusCode).toBe(200);
    const body = bcrLoadResponseSchema.parse(res.json());
    expect(body.workDetails).toMatchObject({ formAId: work.id, actualLatitude: -32.25, reviewStatus: null, drillerName: 'Dan Walsh', conditionsAccepted: true });
    expect(body.data).toMatchObject({ bcrId: null, version: 0, formStatus: 1, readOnly: false, submitAction: 'submit', submitDisabled: true, canDelete: false });
    expect(body.data.visiblePages).toEqual([
      'summary', 'drillingDetails', 'lithology', 'waterBearingZones', 'boreConstructionDesign', 'casingSupport', 'waterEntryDesign',
      'annulusFillSeal', 'boreDevelopment', 'disinfection', 'workPartlyBackfilled', 'pumpingTest', 'submit',
    ]);
    expect(body.data.report.summary).toMatchObject({ workApprovalNo: work.approvalNo, contractor: 'Aquifer Drilling Pty Ltd', approvalIssueDate: '2024-01-15' });
    expect(body.data.review.errors.length).toBeGreaterThan(0);
    expect(body.data.casingTypeValidations).toContainEqual({ materialId: 8, minWallThicknessRange: 3.6, maxWallThicknessRange: 30, maxSeparationOfCentralisers: 12 });
  });

  it('shows the wizard to every role, read-only to Read Only All, with each role’s submit button', async () => {
    const work = await createBcrWork(t);
    const view = async (who: Parameters<typeof as>[1]) => (await getBcr(t, who, work.id)).json().data;
    expect(await view('readOnly')).toMatchObject({ readOnly: true, readOnlyReason: 'readOnlyRole', submitAction: null });
    expect(await view('regulator')).toMatchObject({ readOnly: false, submitAction: 'markForFinalSubmission', currentRoleId: ROLE.regulator });
    expect(await view('hydro')).toMatchObject({ readOnly: false, submitAction: 'submitForReview' });
  });

  it('answers 404 for a work that does not exist and 403 for another company’s driller, both going home', async () => {
    const missing = await getBcr(t, 'driller', 987_654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND', responseCode: BCR_RESPONSE_CODE.refusedGoHome });
    const work = await createBcrWork(t);
    const { subject } = await createOtherCompanyDriller(t.db);
    const other = await t.app.inject({
      method: 'GET',
      url: `/service/api/bcr/${work.id}`,
      headers: { authorization: `Bearer ${await t.token({ sub: subject, role: ROLE.driller })}` },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'FORBIDDEN', responseCode: BCR_RESPONSE_CODE.refusedGoHome });
    expect((await getBcr(t, 'companyAdmin', work.id)).statusCode).toBe(200);
  });

  it("lists the work's monitoring holes, which its one BCR reports on", async () => {
    const work = await createBcrWork(t);
    expect((await getBcr(t, 'driller', work.id)).json().workDetails.linkedHoles).toEqual([]);
    await t.db
      .insertInto('work_monitoring_holes')
      .values([
        { work_id: work.id, position: 1, hole_no: 'MB2', work_name: 'Shallow piezometer', hole_type: 2, monitoring_status: 1 },
        { work_id: work.id, position: 0, hole_no: 'MB1', work_name: 'Deep bore', hole_type: 1, monitoring_status: null },
      ])
      .execute();
    expect((await getBcr(t, 'driller', work.id)).json().workDetails.linkedHoles).toEqual([
      { holeNo: 'MB1', workName: 'Deep bore', holeType: 1, monitoringStatus: null },
      { holeNo: 'MB2', workName: 'Shallow piezometer', holeType: 2, monitoringStatus: 1 },
    ]);
  });

  it('opens the seeded demo BCRs: one complete draft with nothing to fix, one submitted and read-only', async () => {
    const draft = (await getBcr(t, 'driller', await demoWork('seed-demo-bcr-draft'))).json().data;
    expect(draft).toMatchObject({ formStatus: 1, version: 1, readOnly: false, submitDisabled: false, review: { errors: [], warnings: [], canSubmit: true } });
    const report = draft.report as BcrReport;
    expect([report.lithology.length, report.waterEntryDesign.length, report.gravelPack.length, report.pumpingTest.length]).toEqual([2, 2, 1, 1]);
    const submitted = (await getBcr(t, 'driller', await demoWork('seed-demo-bcr-submitted'))).json().data;
    expect(submitted).toMatchObject({ formStatus: 2, readOnly: true, readOnlyReason: 'submitted', submissions: [{ formStatus: 2, submittedBy: 'Dan Walsh' }] });
    const ctx = { roleId: ROLE.driller, workType: { workAttribute1: 1, workAttribute2: 1, workAttribute3: 1, workAttribute4: null }, today: draft.today, casingTypeValidations: draft.casingTypeValidations, conditionsAccepted: true, hasMonitoringHoles: false };
    expect(validateBcr(report, ctx).filter((i) => i.severity === 'error')).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('lists every BCR operation, each once, with its request and answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/service/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
    const operations = Object.values(paths).flatMap((byMethod) => Object.values(byMethod).map((op) => op.operationId));
    const bcr = API_CONTRACTS.filter((c) => c.tag === 'bcr').map((c) => c.operationId);
    expect(bcr).toHaveLength(20);
    expect(operations).toEqual(expect.arrayContaining(bcr));
    expect(paths['/service/api/bcr/{formAId}']?.get?.operationId).toBe(BCR_CONTRACTS.load.operationId);
    expect(Object.keys(paths['/service/api/bcr/savelithology']?.post?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '403', '404', '409']));
  });
});

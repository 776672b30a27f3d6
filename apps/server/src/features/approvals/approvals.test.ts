import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_NUMBER_FORMAT_MESSAGE, WORK_MESSAGES } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const search = (workApprovalNo: unknown) =>
  t.app.inject({ method: 'POST', url: '/service/api/datalake/getapprovalnumberdetails', payload: { workApprovalNo } });
const conditions = (workApprovalNo: string) =>
  t.app.inject({ method: 'GET', url: `/service/api/work/getLicenseConditions?workApprovalNo=${encodeURIComponent(workApprovalNo)}` });

describe('POST datalake/getapprovalnumberdetails (public)', () => {
  it('answers the works of an approval without a token, sorted by workStatus', async () => {
    const response = await search('80WA712345');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; workDetails: { workStatus: string; worksId: string }[] }>();
    expect(body.success).toBe(true);
    expect(body.workDetails.map((w) => w.workStatus)).toEqual(['Approved', 'Approved', 'Approved', 'Installed']);
  });

  it('returns every field of a work approval list row', async () => {
    const [work] = (await search('80wa712345 ')).json<{ workDetails: Record<string, unknown>[] }>().workDetails;
    expect(Object.keys(work ?? {}).sort()).toEqual(
      [
        'approvalNumber', 'groundWorkNumber', 'worksId', 'workDescription', 'workStatus', 'lotDP', 'latitude', 'longitude',
        'issueDate', 'waterSource', 'approvalPurpose', 'customerAddress', 'waterSharingPlan', 'approvalExpiryDate',
        'customerName', 'waterManagementZone', 'constructionDate', 'workSiteId',
      ].sort(),
    );
    expect(work).toMatchObject({
      approvalNumber: '80WA712345',
      lotDP: expect.stringMatching(/^\d+\/\d*\/DP\d+$/),
      issueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      waterSource: 'Lachlan Fold Belt MDB Groundwater Source',
    });
  });

  it('gives an Installed work its construction date', async () => {
    const works = (await search('80WA712345')).json<{ workDetails: { workStatus: string; constructionDate: string | null; groundWorkNumber: string | null }[] }>().workDetails;
    const installed = works.find((w) => w.workStatus === 'Installed');
    expect(installed?.constructionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(installed?.groundWorkNumber).toMatch(/^GW\d{6}$/);
  });

  it('refuses an empty number with the spec message', async () => {
    for (const value of ['', '   ', null]) {
      const response = await search(value);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false, message: WORK_MESSAGES.approvalNumberSearch, code: 'VALIDATION_FAILED',
        fieldErrors: { workApprovalNo: [WORK_MESSAGES.approvalNumberSearch] },
      });
    }
  });

  it('refuses a number in the wrong format', async () => {
    const response = await search('80XY12');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: APPROVAL_NUMBER_FORMAT_MESSAGE });
  });

  it('answers an unknown number with no works', async () => {
    expect((await search('11WA000001')).json()).toEqual({ success: true, workDetails: [] });
  });
});

describe('GET work/getLicenseConditions (public)', () => {
  it('answers the conditions of approval and the licence conditions', async () => {
    const response = await conditions('90MW700123');
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json<{ success: boolean; data: { approvalConditions: { conditionNo: string; condition: string }[]; licenseConditions: Record<string, unknown> } }>();
    expect(success).toBe(true);
    expect(data.approvalConditions.length).toBeGreaterThanOrEqual(5);
    expect(data.approvalConditions[0]?.conditionNo).toMatch(/^MW\d{4}-00001$/);
    expect(data.approvalConditions.some((c) => c.condition.startsWith('The monitoring bore must be used'))).toBe(true);
    expect(data.licenseConditions).toMatchObject({
      standardLicensingConditionsAccepted: '0',
      discretionaryLicensingConditionsAccepted: '0',
      standardLicensingConditionsText: expect.stringContaining('The licence holder'),
    });
  });

  it('answers data null for an unknown number and 400 for none', async () => {
    expect((await conditions('11WA000001')).json()).toEqual({ success: true, data: null });
    const empty = await conditions('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: WORK_MESSAGES.approvalNumberSearch });
  });
});

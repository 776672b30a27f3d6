import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERAL_MESSAGES } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createHttpRegister } from './http-register';

const WORK = {
  approvalNumber: '50WA654321', groundWorkNumber: 'GW123456', worksId: '7000001', workDescription: 'Bore', workStatus: 'Installed',
  lotDP: '3//DP123456', latitude: -35.5, longitude: 145.1, issueDate: '2015-02-03', waterSource: 'Lower Murray Groundwater Source',
  approvalPurpose: 'Irrigation', customerAddress: '1 River Road, DENILIQUIN NSW 2710', waterSharingPlan: 'WSP', approvalExpiryDate: '2030-02-03',
  customerName: 'A Walker', waterManagementZone: 'Zone', constructionDate: '2016-01-01', workSiteId: '123',
};
const CONDITIONS = {
  approvalConditions: [{ conditionNo: 'GW1-00001', condition: 'Construct it well.' }],
  licenseConditions: {
    standardLicensingConditionsText: 'S', standardLicensingConditionsAccepted: '0', discretionaryLicensingConditionsText: 'D',
    discretionaryLicensingConditionsAccepted: '0', licenseCondtionsText: 'S D', conditions: [],
  },
};

/** A fake register: answers 50WA654321, fails 50WA999999 with a 500, sends nonsense for 50WA888888. */
let fake: Server;
let base: string;
const seen: string[] = [];
beforeAll(async () => {
  fake = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push(`${request.method} ${request.url} ${body}`);
      const number = request.url?.includes('workApprovalNo=') ? new URL(request.url, 'http://x').searchParams.get('workApprovalNo') : (JSON.parse(body || '{}') as { workApprovalNo?: string }).workApprovalNo;
      response.setHeader('content-type', 'application/json');
      if (number === '50WA999999') return void response.writeHead(500).end('{}');
      if (number === '50WA888888') return void response.end('{"unexpected":true}');
      const known = number === '50WA654321';
      response.end(JSON.stringify(request.method === 'POST' ? { success: true, workDetails: known ? [WORK] : [] } : { success: true, data: known ? CONDITIONS : null }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/service/api/`;
});
afterAll(async () => new Promise<void>((resolve) => fake.close(() => resolve())));

describe('createHttpRegister', () => {
  it('reads works and conditions from the remote register', async () => {
    const register = createHttpRegister(base);
    expect(await register.findWorks('50WA654321')).toEqual([WORK]);
    expect(await register.findConditions('50WA654321')).toEqual(CONDITIONS);
    expect(await register.findConditions('50WA000000')).toBeNull();
    expect(seen).toContain('POST /service/api/datalake/getapprovalnumberdetails {"workApprovalNo":"50WA654321"}');
  });

  it('throws on a failed or malformed answer', async () => {
    const register = createHttpRegister(base);
    await expect(register.findWorks('50WA999999')).rejects.toThrow(/500/);
    await expect(register.findWorks('50WA888888')).rejects.toThrow();
  });
});

describe('the routes with APPROVALS_REGISTER_URL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { APPROVALS_REGISTER_URL: base } });
  });
  afterAll(async () => t.close());
  const search = (workApprovalNo: string) => t.app.inject({ method: 'POST', url: '/service/api/datalake/getapprovalnumberdetails', payload: { workApprovalNo } });

  it('answers from the remote register', async () => {
    expect((await search('50wa654321')).json()).toEqual({ success: true, workDetails: [WORK] });
  });

  it('turns a register failure into a 502 with the loading message', async () => {
    const response = await search('50WA999999');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ success: false, message: GENERAL_MESSAGES.loadingFailed, code: 'REGISTER_UNAVAILABLE' });
  });
});

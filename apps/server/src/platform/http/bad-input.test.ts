import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@driller/domain';
import { badInputMessage } from './database-errors';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { as, createWork, drillerIdOf, insertApproval, newWorkBody, nextWorksId, SUBJECT } from '../../../test/work-factory';

/** Bad input answers 400 with a plain message on every route, never a 500 and never SQL. */
let t: TestApp;
let workId: number;
beforeAll(async () => {
  t = await createTestApp();
  workId = (await createWork(t)).id;
});
afterAll(async () => t.close());

const BIG_ID = 2 ** 31;
type Method = 'GET' | 'POST';

async function send(method: Method, url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: await as(t, 'driller'), ...(payload === undefined ? {} : { payload: payload as object }) });
}

function expectPlain400(response: { statusCode: number; json: () => unknown; body: string }) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  expect(response.body).not.toMatch(/select|insert|update|integer|int4|postgres|22003/i);
}

describe('ids of 2^31 and above', () => {
  it.each([
    ['GET', `/service/api/work/${BIG_ID}`],
    ['GET', `/service/api/work/99999999999999999999`],
    ['GET', `/service/api/work/getformasectionsstatus/${BIG_ID}/1`],
    ['POST', '/service/api/uploadfile/deletedocument', { fileGuid: '7d1f8a63-2c4e-4b5a-9f0e-3a2b1c0d9e8f', formAId: BIG_ID }],
    ['POST', '/service/api/work/changeworkassignment', { workDetails: { formAId: BIG_ID, version: 1, drillerId: BIG_ID } }],
  ] as [Method, string, unknown?][])('%s %s answers 400', async (method, url, payload) => {
    expectPlain400(await send(method, url, payload));
  });

  it('a save naming a driller id out of range answers 400 with the plain message', async () => {
    const approvalNo = await insertApproval(t.db, [{ worksId: nextWorksId() }]);
    const body = newWorkBody(approvalNo, nextWorksId(), BIG_ID);
    const response = await send('POST', '/service/api/work/save', body);
    expectPlain400(response);
  });
});

describe('NUL bytes in text', () => {
  it.each([
    ['POST', '/service/api/users/adminregister', { firstName: 'Ra\u0000chel' }],
    ['POST', '/service/api/datalake/getapprovalnumberdetails', { workApprovalNo: '80CW\u0000' }],
    ['GET', '/service/api/work/getLicenseConditions?workApprovalNo=80CW%00', undefined],
    ['POST', '/service/api/work/getassignedwork', { workApprovalNo: 'x', workId: '1\u0000', formAID: 0 }],
  ] as [Method, string, unknown][])('%s %s answers 400 with the NUL message', async (method, url, payload) => {
    const response = await send(method, url, payload);
    expectPlain400(response);
    expect(response.json()).toMatchObject({ message: API_MESSAGES.nulCharacter });
  });

  it('a work save with a NUL in its name answers 400', async () => {
    const approvalNo = await insertApproval(t.db, [{ worksId: nextWorksId() }]);
    const drillerId = await drillerIdOf(t.db, SUBJECT.driller);
    const response = await send('POST', '/service/api/work/save', newWorkBody(approvalNo, nextWorksId(), drillerId, { workName: 'Bore\u0000one' }));
    expectPlain400(response);
    expect(response.json()).toMatchObject({ message: API_MESSAGES.nulCharacter });
  });
});

describe('file names over 255 characters', () => {
  it('refuses the upload with a 400 and stores nothing', async () => {
    const boundary = 'bad-input-boundary';
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="formAId"\r\n\r\n${workId}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${'m'.repeat(300)}.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/service/api/uploadfile/uploadmapimage',
      headers: { ...(await as(t, 'driller')), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expectPlain400(response);
    expect(response.json()).toMatchObject({ message: API_MESSAGES.fileNameTooLong });
    const documents = await t.db.selectFrom('work_documents').select('id').where('work_id', '=', workId).execute();
    expect(documents).toHaveLength(0);
  });
});

describe('database errors caused by input', () => {
  it('map to plain messages: too long, out of range, unreadable', () => {
    expect(badInputMessage({ code: '22001', message: 'value too long for type character varying(20)' })).toBe(API_MESSAGES.valueTooLong);
    expect(badInputMessage({ code: '22003' })).toBe(API_MESSAGES.numberOutOfRange);
    expect(badInputMessage({ code: '22021' })).toBe(API_MESSAGES.invalidValue);
    expect(badInputMessage({ code: '22P05' })).toBe(API_MESSAGES.nulCharacter);
    expect(badInputMessage({ code: '23505' })).toBeUndefined();
    expect(badInputMessage({ code: 'FST_ERR_VALIDATION' })).toBeUndefined();
  });
});

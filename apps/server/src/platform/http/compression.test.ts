import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { as } from '../../../test/work-factory';

let t: TestApp;
let demoWork: number;
beforeAll(async () => {
  t = await createTestApp();
  demoWork = (await t.db.selectFrom('works').select('id').where('create_request_id', '=', 'seed-demo-bcr-draft').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t.close());

const getDemoBcr = async (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/service/api/bcr/${demoWork}`,
    headers: { ...(await as(t, 'driller')), ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });

describe('answers compressed for a rural link', () => {
  it('sends a BCR as gzip to a browser, the same JSON once decoded and several times smaller', async () => {
    const plain = await getDemoBcr();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzip = await getDemoBcr('gzip, deflate, br, zstd');
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(gzip.rawPayload.length * 3).toBeLessThan(plain.rawPayload.length);
  });

  it('sends brotli to a client that takes only that, and the plain answer to one that takes neither', async () => {
    const plain = await getDemoBcr();
    const br = await getDemoBcr('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const identity = await getDemoBcr('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(plain.json());
  });

  it('streams the BCR search CSV compressed: the same lines once decoded', async () => {
    const csv = async (acceptEncoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/service/api/work/searchbcrlist/csv',
        headers: { ...(await as(t, 'regulator')), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
        payload: { sort: { field: 'bcrId', direction: 'asc' } },
      });
    const plain = await csv();
    const gzip = await csv('gzip');
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.body.startsWith('BCR id,Work Details,')).toBe(true);
    expect(plain.body.trimEnd().split('\r\n').length).toBeGreaterThan(1);
  });

  it('leaves small answers and PDFs as they are', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/service/api/health/live', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    const pdf = await t.app.inject({ method: 'GET', url: '/help/how-to-create-work.pdf', headers: { 'accept-encoding': 'br, gzip' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('does not take a compressed request body: a gzip one is refused, not inflated', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/service/api/work/searchbcrlist',
      headers: { ...(await as(t, 'regulator')), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00]),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { GUIDES } from './guides';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

describe('help guides', () => {
  it.each(GUIDES.map((g) => g.file))('serves %s as a real PDF without sign-in', async (file) => {
    const response = await t.app.inject({ method: 'GET', url: `/help/${file}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf).toMatch(/\/Type \/Page\b/);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('answers an unknown guide with 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/help/secrets.pdf' })).statusCode).toBe(404);
  });
});

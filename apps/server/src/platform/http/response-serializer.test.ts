import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { HEALTH_CONTRACTS } from '@driller/domain';
import { route } from './contract-route';
import { responseSerializerCompiler, type ResponseCheck } from './response-serializer';
import { writtenOnce } from './written-once';

const HEALTHY = { success: true, status: 'ok', database: 'ok', databaseKind: 'pglite', version: '1' } as const;

/** GET health answering `answer` as given, written in `mode`. */
async function answering(mode: ResponseCheck, answer: object) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(mode));
  route(app, HEALTH_CONTRACTS.health, {}, async () => answer as typeof HEALTHY);
  const response = await app.inject({ method: 'GET', url: '/service/api/health' });
  await app.close();
  return response;
}

describe('answers written against their contract', () => {
  it('writes an answer that is exactly its contract, in either mode', async () => {
    for (const mode of ['check', 'trust'] as const) {
      const response = await answering(mode, HEALTHY);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(HEALTHY);
    }
  });

  it('check: refuses an answer carrying a field the contract does not describe (zod would drop it silently)', async () => {
    const response = await answering('check', { ...HEALTHY, connectionString: 'postgres://secret' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
  });

  it('check: refuses an answer the contract would refuse', async () => {
    expect((await answering('check', { ...HEALTHY, status: 'sleepy' })).statusCode).toBe(500);
  });

  it('trust: writes the presenter’s answer as it is, without a second parse', async () => {
    const response = await answering('trust', { ...HEALTHY, extra: 1 });
    expect(response.json()).toEqual({ ...HEALTHY, extra: 1 });
  });

  it('sends a value written once inside the answer, as JSON of the right length, in either mode', async () => {
    for (const mode of ['check', 'trust'] as const) {
      const kept = writtenOnce([{ name: 'Ōtautahi “bore”' }]);
      const response = await answering(mode, { ...HEALTHY, version: '2', ...(mode === 'trust' ? { kept } : {}) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
      expect(response.json()).toEqual({ ...HEALTHY, version: '2', ...(mode === 'trust' ? { kept: [{ name: 'Ōtautahi “bore”' }] } : {}) });
    }
  });
});

import SwaggerParser from '@apidevtools/swagger-parser';
import Fastify from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTRACTS, API_ERROR_STATUS, HEALTH_CONTRACTS, apiErrorSchema, type ApiContract } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { requireContracts, route } from './contract-route';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

/** A URL for the contract's path with every :param filled in. */
const sampleUrl = (contract: ApiContract) => contract.path.replace(/:\w+/g, '1');

describe('routes come from contracts', () => {
  it('registers every contract of the domain', () => {
    const missing = API_CONTRACTS.filter((c) => !t.app.hasRoute({ method: c.method, url: c.path }));
    expect(missing.map((c) => c.operationId)).toEqual([]);
  });

  it('refuses, at start, an API route registered with a path literal instead of a contract', async () => {
    const app = Fastify();
    requireContracts(app);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    expect(() => app.get('/service/api/work/list', async () => ({}))).toThrow('GET /service/api/work/list is not registered from a contract');
    expect(() => app.get('/service/maps/works/MapServer/0/query', async () => ({}))).toThrow('not registered from a contract');
    route(app, HEALTH_CONTRACTS.health, {}, async () => ({ success: true, status: 'ok' as const, database: 'ok' as const, databaseKind: 'pglite' as const, version: '1' }));
    app.get('/help/:file', async () => 'not part of the API');
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/service/api/health' })).json()).toMatchObject({ status: 'ok' });
    await app.close();
  });

  it('asks for a token exactly where the contract says auth is bearer', async () => {
    for (const contract of API_CONTRACTS) {
      const response = await t.app.inject({ method: contract.method, url: sampleUrl(contract), ...(contract.method === 'POST' ? { payload: {} } : {}) });
      if (contract.auth === 'bearer') {
        expect(response.statusCode, contract.operationId).toBe(401);
        expect(apiErrorSchema.parse(response.json()).code, contract.operationId).toBe('UNAUTHORISED');
      } else {
        expect(response.statusCode, contract.operationId).not.toBe(401);
      }
    }
  });
});

type Operation = {
  operationId: string;
  security?: unknown[];
  parameters?: { in: string; name: string; description?: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
};

/** Every schema object in the document, wherever it sits. */
function schemasIn(value: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) value.forEach((v) => schemasIn(v, found));
  else if (typeof value === 'object' && value !== null) {
    found.push(value as Record<string, unknown>);
    Object.values(value).forEach((v) => schemasIn(v, found));
  }
  return found;
}

describe('OpenAPI from the contracts', () => {
  /** As published: shared schemas are components that operations refer to (`$ref`). */
  let raw: OpenAPIV3.Document;
  /** Each `$ref` replaced by its component, so an operation reads whole. */
  let document: { paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    raw = (await t.app.inject({ method: 'GET', url: '/service/api/docs/json' })).json();
    document = (await SwaggerParser.dereference(structuredClone(raw))) as unknown as typeof document;
  });
  const operationOf = (contract: ApiContract) =>
    document.paths[contract.path.replace(/:(\w+)/g, '{$1}')]?.[contract.method.toLowerCase()];

  it('lists every contract with its operationId, truthful security, 200 answer and each error status', () => {
    for (const contract of API_CONTRACTS) {
      const operation = operationOf(contract);
      expect(operation?.operationId, contract.path).toBe(contract.operationId);
      expect(operation?.security, contract.operationId).toEqual(contract.auth === 'none' ? [] : [{ bearer: [] }]);
      expect(operation?.responses['200']?.content, contract.operationId).toBeDefined();
      for (const code of contract.errors) {
        const answer = operation?.responses[String(API_ERROR_STATUS[code])];
        expect(answer?.description, `${contract.operationId} ${code}`).toContain(code);
      }
    }
    const paths = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
    expect(paths).toHaveLength(API_CONTRACTS.length);
  });

  /** The documented operation of a contract, by operationId (a test failure if there is none). */
  const operation = (operationId: string): Operation => {
    const contract = API_CONTRACTS.find((c) => c.operationId === operationId);
    const found = contract ? operationOf(contract) : undefined;
    if (!found) throw new Error(`${operationId} is not documented`);
    return found;
  };
  const bodyFields = (op: Operation, contentType: string) => Object.keys(op.requestBody?.content[contentType]?.schema.properties ?? {});
  const parameter = (op: Operation, name: string) => op.parameters?.find((p) => p.name === name);

  it('documents request bodies, the multipart upload, the map query and described parameters', () => {
    expect(bodyFields(operation('saveWork'), 'application/json')).toEqual(expect.arrayContaining(['formAId', 'version', 'page']));
    const upload = operation('uploadMapImage');
    expect(bodyFields(upload, 'multipart/form-data')).toEqual(['formAId', 'files']);
    expect(upload.responses['413']?.description).toContain('FILE_TOO_LARGE');
    const works = operation('queryWorksLayer');
    expect(parameter(works, 'where')).toMatchObject({ in: 'query', description: expect.stringContaining('filter') });
    expect(works.responses['400']?.description).toBe('ArcGIS REST error');
    expect(parameter(operation('getWork'), 'id')).toMatchObject({ in: 'path', description: 'The work (Form A) id.' });
    expect(Object.keys(operation('registerDriller').responses)).toEqual(expect.arrayContaining(['200', '400', '401']));
  });

  it('describes every field of the work save body and of its monitoring holes', () => {
    const body = operation('saveWork').requestBody?.content['application/json']?.schema as { properties: Record<string, Record<string, unknown>> };
    const holeItems = (body.properties.workDetailsMonitoring?.items ?? {}) as { properties?: Record<string, Record<string, unknown>> };
    const undescribed = (properties: Record<string, Record<string, unknown>>) =>
      Object.entries(properties).filter(([, schema]) => typeof schema.description !== 'string').map(([name]) => name);
    expect(Object.keys(holeItems.properties ?? {})).toContain('actualLatitude');
    expect({ work: undescribed(body.properties), hole: undescribed(holeItems.properties ?? {}) }).toEqual({ work: [], hole: [] });
  });

  it('gives every nullable schema a type (valid OpenAPI 3.0)', () => {
    const untyped = schemasIn(raw).filter((s) => s.nullable === true && !('type' in s));
    expect(untyped).toEqual([]);
    expect(schemasIn(raw).filter((s) => s.nullable === true).length).toBeGreaterThan(10);
  });
});

import SwaggerParser from '@apidevtools/swagger-parser';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv, type AnySchema } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { as } from '../../../test/work-factory';

// Issue 13: an OpenAPI client generator and standard validators read the published document. Two
// independent validators check the document; ajv checks real 200 answers against its schemas.
let t: TestApp;
let raw: OpenAPIV3.Document;
let document: OpenAPIV3.Document;
/** The seeded demo report in progress ("Demo bore - BCR in progress", Dan's). */
let demoFormAId: number;
beforeAll(async () => {
  t = await createTestApp();
  demoFormAId = (await t.db.selectFrom('works').select('id').where('work_id', '=', '1000105').executeTakeFirstOrThrow()).id;
  raw = (await t.app.inject({ method: 'GET', url: '/service/api/docs/json' })).json();
  document = (await SwaggerParser.dereference(structuredClone(raw))) as OpenAPIV3.Document;
});
afterAll(async () => t.close());

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item?.[method] ? [{ path, method, operation: item[method] }] : [])),
  );

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);

/** Every schema object in a document: a walk over all values (dereferenced: no `$ref` left). */
function schemasOf(operation: OpenAPIV3.OperationObject): AnySchema[] {
  const bodies = Object.values((operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content ?? {});
  const answers = Object.values(operation.responses).flatMap((r) => Object.values((r as OpenAPIV3.ResponseObject).content ?? {}));
  const parameters = (operation.parameters ?? []).map((p) => (p as OpenAPIV3.ParameterObject).schema);
  const schemas: unknown[] = [...bodies, ...answers].map((media) => media.schema).concat(parameters);
  return schemas.filter((s): s is AnySchema => typeof s === 'object' && s !== null);
}

describe('the OpenAPI document', () => {
  it('is valid for @apidevtools/swagger-parser', async () => {
    await expect(SwaggerParser.validate(structuredClone(raw))).resolves.toBeDefined();
  });

  it('is valid for @seriousme/openapi-schema-validator', async () => {
    const result = await new Validator().validate(structuredClone(raw) as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('gives every operation a unique operationId a generator can name a method after', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(30);
  });

  // All CPU, no waiting: 1.4 s alone, 37 and 63 s in two CIs whose tiers shared 2 cores, so its hang
  // guard is wider than the other tests'.
  it('has only schemas ajv compiles (nullable always with a type)', { timeout: 240_000 }, () => {
    // Each distinct schema once: the error envelope alone recurs in every operation.
    const distinct = new Map<string, { schema: AnySchema; operationId: string }>();
    for (const { operation } of operations()) {
      for (const schema of schemasOf(operation)) distinct.set(JSON.stringify(schema), { schema, operationId: operation.operationId ?? '?' });
    }
    // One compiler for them all (a new one compiles its meta-schema first: 1.9 s against 1.4 s), each
    // schema kept out of its registry so that none can clash with another.
    const compiler = new Ajv({ strict: false, validateFormats: false, addUsedSchema: false });
    const failures = [...distinct.values()].flatMap(({ schema, operationId }) => {
      try {
        compiler.compile(schema);
        return [];
      } catch (error) {
        return [`${operationId}: ${(error as Error).message}`];
      }
    });
    expect(failures).toEqual([]);
    expect(distinct.size).toBeGreaterThan(50);
  });

  it('states the public routes as public, and every other route as needing a bearer token', () => {
    const security = (path: string, method: (typeof METHODS)[number]) => document.paths[path]?.[method]?.security;
    expect(security('/service/api/health', 'get')).toEqual([]);
    expect(security('/service/api/datalake/getapprovalnumberdetails', 'post')).toEqual([]);
    expect(security('/service/api/work/getLicenseConditions', 'get')).toEqual([]);
    expect(security('/service/api/work/list', 'get')).toEqual([{ bearer: [] }]);
  });

  it('documents the approval lookup as the server accepts it: workApprovalNo required, a non-empty string', () => {
    const body = document.paths['/service/api/datalake/getapprovalnumberdetails']?.post?.requestBody as OpenAPIV3.RequestBodyObject;
    const schema = body.content['application/json']?.schema as OpenAPIV3.SchemaObject;
    expect(body.required).toBe(true);
    expect(schema.required).toEqual(['workApprovalNo']);
    expect(schema.properties?.workApprovalNo).toMatchObject({ type: 'string', minLength: 1 });
    expect(schema.properties?.workApprovalNo).not.toHaveProperty('nullable');
    const conditions = document.paths['/service/api/work/getLicenseConditions']?.get?.parameters as OpenAPIV3.ParameterObject[];
    expect(conditions.find((p) => p.name === 'workApprovalNo')).toMatchObject({ in: 'query', required: true });
  });
});

describe('real 200 answers match their documented schemas (ajv)', () => {
  /** The documented 200 schema of an operation. */
  function answerSchema(path: string, method: (typeof METHODS)[number]): AnySchema {
    const ok = document.paths[path]?.[method]?.responses['200'] as OpenAPIV3.ResponseObject | undefined;
    const schema = ok?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${method} ${path} documents no JSON 200 answer`);
    return schema as AnySchema;
  }

  it.each<[string, (typeof METHODS)[number], string, string | null, unknown]>([
    ['/service/api/health', 'get', '/service/api/health', null, undefined],
    ['/service/api/datalake/getapprovalnumberdetails', 'post', '/service/api/datalake/getapprovalnumberdetails', null, { workApprovalNo: '80WA712345' }],
    ['/service/api/work/getLicenseConditions', 'get', '/service/api/work/getLicenseConditions?workApprovalNo=90MW700123', null, undefined],
    ['/service/api/work/list', 'get', '/service/api/work/list', 'driller', undefined],
    ['/service/api/work/getalldata', 'get', '/service/api/work/getalldata', 'driller', undefined],
    ['/service/api/work/{id}', 'get', '/service/api/work/:demo', 'driller', undefined],
    ['/service/api/bcr/{formAId}', 'get', '/service/api/bcr/:demo', 'driller', undefined],
    ['/service/maps/works/MapServer/0/query', 'get', "/service/maps/works/MapServer/0/query?where=WORK_STATUS%3D'I'&resultRecordCount=5&f=geojson", null, undefined],
    ['/service/maps/works/MapServer/0/query', 'get', '/service/maps/works/MapServer/0/query?where=1%3D1&resultRecordCount=5&f=json', null, undefined],
    ['/service/maps/works/MapServer/0/query', 'get', '/service/maps/works/MapServer/0/query?returnCountOnly=true&f=json', null, undefined],
    ['/service/maps/works/MapServer/0/query', 'get', "/service/maps/works/MapServer/0/query?where=NOPE%3D'x'&f=json", null, undefined],
    ['/service/maps/cadastre/MapServer/0/query', 'get', '/service/maps/cadastre/MapServer/0/query?resultRecordCount=3&f=geojson', null, undefined],
    ['/service/maps/works/MapServer/1', 'get', '/service/maps/works/MapServer/1?f=json', null, undefined],
  ])('%s (%s %s)', async (path, method, url, who, payload) => {
    const headers = who ? await as(t, who as 'driller') : {};
    const response = await t.app.inject({ method: method.toUpperCase() as 'GET' | 'POST', url: url.replace(':demo', String(demoFormAId)), headers, ...(payload ? { payload: payload as object } : {}) });
    expect(response.statusCode).toBe(200);
    const validate = ajv.compile(answerSchema(path, method));
    const body: unknown = response.json();
    expect(validate(body) ? [] : validate.errors).toEqual([]);
  });
});

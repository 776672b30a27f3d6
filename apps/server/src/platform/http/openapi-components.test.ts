import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTRACTS, API_ERROR_STATUS, BCR_CONTRACTS, BCR_SECTION_SAVE_CONTRACTS, sharedSchemaNames } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { withoutUnusedComponents } from './openapi-components';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The component names a value refers to, directly. */
function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, found));
  else if (typeof value === 'object' && value !== null) {
    const { $ref } = value as { $ref?: unknown };
    if (typeof $ref === 'string') found.add($ref.replace('#/components/schemas/', ''));
    Object.values(value).forEach((v) => refsIn(v, found));
  }
  return found;
}

/** Every schema object in a value that has the BCR report's sections. */
function reportShapes(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((v) => reportShapes(v, found));
  else if (typeof value === 'object' && value !== null) {
    const properties = (value as { properties?: Record<string, unknown> }).properties ?? {};
    if ('lithology' in properties && 'deleted' in properties && 'summary' in properties) found.push(value);
    Object.values(value).forEach((v) => reportShapes(v, found));
  }
  return found;
}

describe('withoutUnusedComponents', () => {
  it('keeps the components the operations refer to, and those they refer to, and drops the rest', () => {
    const document = {
      paths: { '/a': { get: { responses: { 200: { content: { 'application/json': { schema: ref('Answer') } } } } } } },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        schemas: { Answer: { type: 'object', properties: { row: ref('Row') } }, Row: { type: 'object' }, AnswerInput: { type: 'object' } },
      },
    };
    const kept = withoutUnusedComponents(document);
    expect(Object.keys(kept.components.schemas)).toEqual(['Answer', 'Row']);
    expect(kept.components.securitySchemes).toEqual(document.components.securitySchemes);
    expect(kept.paths).toEqual(document.paths);
  });

  it('leaves a document without component schemas as it is', () => {
    const document = { paths: {}, components: { securitySchemes: {} } };
    expect(withoutUnusedComponents(document)).toBe(document);
  });
});

describe('the published OpenAPI document is compact', () => {
  let t: TestApp;
  let document: OpenAPIV3.Document;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    document = (await t.app.inject({ method: 'GET', url: '/service/api/docs/json' })).json();
  });
  afterAll(async () => t.close());

  const schemas = () => document.components?.schemas ?? {};
  const operationOf = (contract: { path: string; method: string }) =>
    document.paths[contract.path.replace(/:(\w+)/g, '{$1}')]?.[contract.method.toLowerCase() as 'get'] as OpenAPIV3.OperationObject;
  /** Every component a value reaches through its references, at any depth. */
  const reached = (value: unknown) => {
    const found = refsIn(value);
    for (let added = [...found]; added.length > 0; ) {
      added = [...refsIn(added.map((name) => schemas()[name]))].filter((name) => !found.has(name));
      added.forEach((name) => found.add(name));
    }
    return found;
  };

  it('lists the BCR report once, as a component every BCR answer refers to', () => {
    expect(schemas().BcrReport).toMatchObject({ type: 'object', properties: { lithology: { type: 'array' }, summary: expect.any(Object) } });
    const answers = [BCR_CONTRACTS.load, BCR_CONTRACTS.saveWholeReport, BCR_CONTRACTS.submit, ...Object.values(BCR_SECTION_SAVE_CONTRACTS)];
    for (const contract of answers) expect(reached(operationOf(contract).responses['200']), contract.operationId).toContain('BcrReport');
    // Only components have the report's sections: the answer's report and the two request bodies.
    expect(reportShapes(document.paths)).toEqual([]);
    const shapes = reportShapes(schemas());
    expect(shapes).toHaveLength(3);
    expect(shapes).toEqual(expect.arrayContaining([schemas().BcrReport, schemas().BcrSaveRequestInput, schemas().BcrSubmitRequestInput]));
  });

  it('refers every save body to one request schema, whose rows are components too', () => {
    for (const contract of [BCR_CONTRACTS.saveWholeReport, ...Object.values(BCR_SECTION_SAVE_CONTRACTS)]) {
      const body = operationOf(contract).requestBody as OpenAPIV3.RequestBodyObject;
      expect(body.content['application/json']?.schema, contract.operationId).toEqual(ref('BcrSaveRequestInput'));
    }
    expect([...reached(schemas().BcrSaveRequestInput)]).toEqual(expect.arrayContaining(['LithologyRowInput', 'PumpingTestRowInput', 'BcrSummaryInput']));
  });

  it('refers every error answer to the one error envelope', () => {
    for (const contract of API_CONTRACTS) {
      for (const code of contract.errors) {
        const answer = operationOf(contract).responses[String(API_ERROR_STATUS[code])] as OpenAPIV3.ResponseObject;
        expect(refsIn(answer.content), `${contract.operationId} ${code}`).toEqual(new Set(['ApiError']));
      }
    }
  });

  it('has a component for each name the domain gives, in the form the endpoints use, and no other', () => {
    const components = Object.keys(schemas());
    const named = new Set(sharedSchemaNames());
    expect(components.filter((name) => !named.has(name.replace(/Input$/, '')))).toEqual([]);
    expect([...named].filter((name) => !components.includes(name) && !components.includes(`${name}Input`))).toEqual([]);
    expect(reached(document.paths)).toEqual(new Set(components));
  });
});

import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { typedNullables } from './openapi-nullable';

const NULL_BRANCH = { type: 'string', nullable: true, enum: [null] };
const ROW = { $ref: '#/components/schemas/Row' };

describe('typedNullables', () => {
  it.each([
    ['a nullable shared schema, as zod writes it', { nullable: true, allOf: [ROW], description: 'd' }, { anyOf: [ROW, NULL_BRANCH], description: 'd' }],
    ['a bare nullable reference', { nullable: true, ...ROW }, { anyOf: [ROW, NULL_BRANCH] }],
    ['a nullable union of one type', { nullable: true, anyOf: [{ type: 'string' }, { type: 'string', minLength: 2 }] }, { type: 'string', nullable: true, anyOf: [{ type: 'string' }, { type: 'string', minLength: 2 }] }],
    ['a nullable union of mixed types', { nullable: true, anyOf: [{ type: 'string' }, { type: 'number' }] }, { anyOf: [{ type: 'string' }, { type: 'number' }, NULL_BRANCH] }],
    ['a nullable enum', { type: 'string', nullable: true, enum: ['a'] }, { type: 'string', nullable: true, enum: ['a', null] }],
    ['a shared schema that is not nullable', { allOf: [ROW], description: 'd' }, { allOf: [ROW], description: 'd' }],
  ])('types %s', (_, schema, typed) => {
    expect(typedNullables({ properties: { field: schema } })).toEqual({ properties: { field: typed } });
  });

  it('lets null and the shared schema through a validator, and nothing else', () => {
    const components = { Row: { type: 'object', properties: { depth: { type: 'number' } }, required: ['depth'] } };
    const typed = typedNullables({ nullable: true, allOf: [ROW] });
    const validate = new Ajv({ strict: false }).compile({ ...typed, components: { schemas: components } });
    expect([null, { depth: 1 }, 'text', {}].map((value) => validate(value))).toEqual([true, true, false, false]);
  });
});

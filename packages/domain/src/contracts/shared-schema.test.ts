import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bcrReportWireSchema } from '../bcr/report.schema';
// Every contract, so every schema an endpoint uses has been named.
import { API_CONTRACTS } from './all-contracts';
import { sharedSchema, sharedSchemaNames } from './shared-schema';

describe('shared schemas (OpenAPI components)', () => {
  it('names each shared schema once, with a readable component name', () => {
    expect(API_CONTRACTS.length).toBeGreaterThan(0);
    const names = sharedSchemaNames();
    expect(names).toEqual(expect.arrayContaining(['BcrReport', 'BcrView', 'LithologyRow', 'Work', 'ApiError']));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    // A request refers to `<name>Input`: a name ending so could meet another name's request form.
    expect(names.filter((name) => !/^[A-Z][A-Za-z0-9]*$/.test(name) || name.endsWith('Input'))).toEqual([]);
  });

  it('names no path parameters, query or other answer: OpenAPI needs those inline', () => {
    // Parameters are listed field by field, and an answer's description is read from its own schema.
    const inline = API_CONTRACTS.flatMap((c) => [c.params, c.query, ...Object.values(c.alsoAnswers ?? {})]);
    expect(inline.filter((schema) => schema && z.globalRegistry.get(schema)?.id !== undefined)).toEqual([]);
  });

  it('is zod metadata only: the named schema parses as the unnamed one', () => {
    const unnamed = z.object({ depth: z.number().min(0) });
    const named = sharedSchema('SharedSchemaTestDepth', unnamed);
    expect(z.globalRegistry.get(named)?.id).toBe('SharedSchemaTestDepth');
    expect(z.globalRegistry.get(unnamed)).toBeUndefined();
    expect(named.safeParse({ depth: 2 })).toEqual(unnamed.safeParse({ depth: 2 }));
    expect(named.safeParse({ depth: -1 }).error?.issues).toEqual(unnamed.safeParse({ depth: -1 }).error?.issues);
    expect(z.globalRegistry.get(bcrReportWireSchema)?.id).toBe('BcrReport');
  });
});

import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { bcrReportSchema } from './report.schema';
import { CANNOT, readerOf, readThrough } from '../common/stored-read';

/** A report read through the schema's readers (as the request validator reads a save's body), zod's parse where they cannot vouch. */
const readBcrReport = (value: unknown) => readThrough(bcrReportSchema, value);
import { validReport, validReportInput } from './testing/bcr-factory';

/** Every path to a value in a report (objects and arrays walked), the containers' own paths included. */
function pathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [path];
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [path, ...keys.flatMap((k) => pathsOf((value as Record<string | number, unknown>)[k], [...path, k]))];
}

/** A deep copy of plain data that keeps undefined, NaN and -0 (the domain has no structuredClone). */
const clone = <T>(value: T): T =>
  value === null || typeof value !== 'object'
    ? value
    : ((Array.isArray(value) ? value.map(clone) : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clone(v)]))) as T);

const DELETE = Symbol('delete');
const VALUES: unknown[] = [
  DELETE, null, undefined, 0, -0, 1, 2, 1.5, 12.345, -3, -9999.99, 99999999.99, 123456789012, 1e21, 5e-7, Number.NaN, Infinity,
  '', ' ', 'abc', ' abc ', 'Clay\u00a0', '12', ' 7 ', 'x'.repeat(501), 'x'.repeat(5001), '2024-03-01', '2024-02-30', '2024-03-01T10:00:00Z',
  true, false, [], {}, [{}], { rows: [] }, 'existing', 'new', 'deleted', '00', '59', '60', 'Y', 'N',
];

/** The report with `changes` applied: each sets (or deletes) the value at one path. */
function mutated(base: unknown, changes: [number, number][]): unknown {
  const copy = clone(base);
  for (const [pathIndex, valueIndex] of changes) {
    const paths = pathsOf(copy).filter((p) => p.length > 0);
    const path = paths[pathIndex % paths.length]!;
    const parent = path.slice(0, -1).reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], copy) as Record<string | number, unknown>;
    const key = path[path.length - 1]!;
    const value = VALUES[valueIndex % VALUES.length];
    if (value === DELETE) delete parent[key];
    else parent[key] = clone(value);
  }
  return copy;
}

/** Deep equality with Object.is at the leaves (so -0 and 0 differ), and the same keys in the same order. */
function same(a: unknown, b: unknown): boolean {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return Object.is(a, b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.join('\u0000') === kb.join('\u0000') && ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** readBcrReport gives what the schema's parse gives, to the key order and the sign of zero, or throws as it does. */
function expectSameAsZod(input: unknown): void {
  const zod = bcrReportSchema.safeParse(clone(input));
  if (!zod.success) {
    expect(() => readBcrReport(clone(input))).toThrow();
    return;
  }
  const read = readBcrReport(clone(input));
  expect(same(read, zod.data)).toBe(true);
  expect(read).toStrictEqual(zod.data);
}

describe('the readers on the report schema: zod’s own result, faster for values in output form', () => {
  it('vouches for a report already in its output form (a stored one), so the fast path is what the tests below compare', () => {
    expect(readerOf(bcrReportSchema)(validReport())).not.toBe(CANNOT);
    expectSameAsZod(validReport());
    expectSameAsZod(validReportInput());
  });

  // 500 mutated reports take about 1 s on an idle core (the domain project's 30 s guard covers a busy CI run).
  it('gives zod’s report, or its refusal, for any value put anywhere in a report (property)', () => {
    const change = fc.tuple(fc.nat(), fc.nat());
    // Made once: mutated() works on a copy.
    const bases = { stored: validReport(), input: validReportInput() };
    fc.assert(
      fc.property(fc.boolean(), fc.array(change, { minLength: 1, maxLength: 4 }), (stored, changes) => {
        expectSameAsZod(mutated(stored ? bases.stored : bases.input, changes));
      }),
      { numRuns: 500 },
    );
  });

  it('reads a missing section as zod fills it in, a fresh default each time', () => {
    const { lithology: _l, deleted: _d, boreDevelopment: _b, ...rest } = validReport();
    expectSameAsZod(rest);
    const first = readBcrReport(rest);
    first.lithology.push(validReport().lithology[0]!);
    expect(readBcrReport(rest).lithology).toEqual([]);
  });

  it('reads the same where code cannot be generated (a page whose policy forbids it): the loop', () => {
    const shape = () =>
      z.object({ depth: z.number().nullable(), note: z.string().nullable().optional(), rows: z.array(z.object({ n: z.number() })).default([]), status: z.enum(['new', 'existing']) });
    const values: unknown[] = [{ depth: 1.5, note: null, rows: [{ n: 1 }], status: 'new' }, { depth: null, status: 'existing' }, { depth: 1, status: 'other' }, { note: null, status: 'new' }, 'x'];
    const compiled = shape();
    const looped = shape();
    const generated = values.map((v) => readerOf(compiled)(v));
    // Only the readers' generation is refused: zod generates code of its own.
    const RealFunction = Function;
    vi.stubGlobal('Function', function refusingReaders(...args: string[]) {
      if (args.includes('isRecord')) throw new EvalError('code generation from strings disallowed for this context');
      return new RealFunction(...args);
    });
    try {
      expect(values.map((v) => readerOf(looped)(v))).toEqual(generated);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(generated.slice(0, 2)).toEqual([values[0], { depth: null, rows: [], status: 'existing' }]);
    expect(generated.slice(2)).toEqual([CANNOT, CANNOT, CANNOT]);
  });
});

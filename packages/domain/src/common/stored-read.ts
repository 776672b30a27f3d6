import { z } from 'zod';

/**
 * Reading a value through its zod schema, fast when it is already what the schema outputs. The server
 * reads every BCR it loads or saves through `bcrReportSchema` (types, defaults, digit and text limits),
 * and every request through its contract's schema (a BCR save's body is a whole loaded report); zod's
 * parse of a whole report was the largest part of the server's CPU for a GET bcr. Such values are nearly
 * all already in their output form (numbers, trimmed text, null), for which a building block's output
 * is its input once its checks pass.
 *
 * A reader returns exactly what zod's parse of its schema returns, or CANNOT when it cannot vouch for
 * the value; one CANNOT anywhere and the whole value goes through zod's own parse, which also refuses
 * what it refused before. Objects, arrays, optional, nullable, enums, booleans and numbers with integer
 * and bound checks are read here as zod reads them; a building block that registers a reader
 * (withReader, next to its schema) checks its own rules; any other schema (a custom transform, a string
 * format) is parsed by zod itself for that value.
 */
export const CANNOT = Symbol('cannot vouch');
export type Reader = (value: unknown) => unknown;

const REGISTERED = new WeakMap<z.ZodType, Reader>();
const BUILT = new WeakMap<z.ZodType, Reader>();

/** Registers how a building block reads a value already in its output form; returns the schema unchanged. */
export function withReader<S extends z.ZodType>(schema: S, reader: Reader): S {
  REGISTERED.set(schema, reader);
  return schema;
}

const viaZod =
  (schema: z.ZodType): Reader =>
  (value) => {
    const result = schema.safeParse(value);
    return result.success ? result.data : CANNOT;
  };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What zod gives for a missing key: nothing, a value (primitives kept; objects made afresh each time) or a refusal. */
type Absent = { kind: 'omit' } | { kind: 'value'; value: unknown } | { kind: 'each'; parse: () => unknown } | { kind: 'cannot' };

function absentOf(key: string, field: z.ZodType): Absent {
  const schema = z.object({ [key]: field });
  const missing = schema.safeParse({});
  if (!missing.success) return { kind: 'cannot' };
  if (!(key in missing.data)) return { kind: 'omit' };
  const value: unknown = missing.data[key];
  // An object or array default is a fresh value per parse, as zod gives it.
  if (typeof value === 'object' && value !== null) return { kind: 'each', parse: () => schema.parse({})[key] };
  return { kind: 'value', value };
}

interface ObjectField {
  key: string;
  read: Reader;
  absent: Absent;
}

/** The loop over a shape's fields, for where code cannot be generated (a page whose policy forbids it). */
const loopReader =
  (fields: readonly ObjectField[]): Reader =>
  (value) => {
    if (!isRecord(value)) return CANNOT;
    const out: Record<string, unknown> = {};
    for (const { key, read, absent } of fields) {
      const given = value[key];
      if (given === undefined) {
        if (key in value || absent.kind === 'cannot') return CANNOT;
        if (absent.kind === 'value') out[key] = absent.value;
        else if (absent.kind === 'each') out[key] = absent.parse();
        continue;
      }
      const read_ = read(given);
      if (read_ === CANNOT || read_ === undefined) return CANNOT;
      out[key] = read_;
    }
    return out;
  };

/** The statements that read one field, as the loop reads it, with the key written in as a string literal. */
function fieldStatements({ key, absent }: ObjectField, i: number): string {
  const k = JSON.stringify(key);
  const onAbsent = { cannot: 'return CANNOT;', value: `out[${k}] = A[${i}].value;`, each: `out[${k}] = A[${i}].parse();`, omit: '' }[absent.kind];
  return `g = value[${k}];
    if (g === undefined) { if (${k} in value) return CANNOT; ${onAbsent} }
    else { r = R[${i}](g); if (r === CANNOT || r === undefined) return CANNOT; out[${k}] = r; }`;
}

/**
 * The same loop written out for the shape, made once per schema: every key read and written by name.
 * The loop read `value[key]` with a key that changes every step, a lookup each time (a BCR save's body
 * is 31 rows of 10-30 keys, read on every save). Keys are the schema's own, written in as JSON string
 * literals: nothing from a value reaches the code.
 */
function compiledReader(fields: readonly ObjectField[]): Reader | null {
  const body = `return function read(value) {
    if (!isRecord(value)) return CANNOT;
    const out = {};
    let g, r;
    ${fields.map(fieldStatements).join('\n')}
    return out;
  };`;
  try {
    const make = new Function('R', 'A', 'CANNOT', 'isRecord', body) as (...args: unknown[]) => Reader;
    return make(
      fields.map((f) => f.read),
      fields.map((f) => f.absent),
      CANNOT,
      isRecord,
    );
  } catch {
    return null;
  }
}

/** zod's default object: only the shape's keys, in the shape's order; an absent key as zod gives it. */
function objectReader(schema: z.ZodObject): Reader {
  const def = schema._zod.def;
  if (def.catchall !== undefined || (def.checks?.length ?? 0) > 0) return viaZod(schema);
  const fields = Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => ({
    key,
    read: readerOf(field),
    // What zod makes of the key when it is missing, judged once (a stored report misses many keys).
    absent: absentOf(key, field),
  }));
  return compiledReader(fields) ?? loopReader(fields);
}

/** An enum of literal values: a listed value is its own output. */
function enumReader(schema: z.ZodEnum): Reader {
  if ((schema._zod.def.checks?.length ?? 0) > 0) return viaZod(schema);
  const values = new Set<unknown>(schema.options);
  return (value) => (values.has(value) ? value : CANNOT);
}

type NumberCheck = { check: string; format?: string; value?: unknown; inclusive?: boolean };

/** One of zod's number checks as a test of the value, or null for a check not read here. */
function numberCheck(def: NumberCheck): ((n: number) => boolean) | null {
  const bound = typeof def.value === 'number' ? def.value : null;
  if (def.check === 'number_format' && def.format === 'safeint') return Number.isSafeInteger;
  if (def.check === 'greater_than' && bound !== null) return def.inclusive ? (n) => n >= bound : (n) => n > bound;
  if (def.check === 'less_than' && bound !== null) return def.inclusive ? (n) => n <= bound : (n) => n < bound;
  return null;
}

/** A finite number passing its integer and bound checks is its own output (any other check: zod). */
function numberReader(schema: z.ZodNumber): Reader {
  if (schema._zod.def.coerce) return viaZod(schema);
  const checks = (schema._zod.def.checks ?? []).map((c) => numberCheck(c._zod.def as NumberCheck));
  if (checks.some((c) => c === null)) return viaZod(schema);
  const tests = checks as ((n: number) => boolean)[];
  return (value) => (typeof value === 'number' && Number.isFinite(value) && tests.every((t) => t(value)) ? value : CANNOT);
}

function arrayReader(schema: z.ZodArray): Reader {
  if ((schema._zod.def.checks?.length ?? 0) > 0) return viaZod(schema);
  const read = readerOf(schema.element as z.ZodType);
  return (value) => {
    if (!Array.isArray(value)) return CANNOT;
    const out: unknown[] = [];
    for (const item of value) {
      const r = item === undefined ? CANNOT : read(item);
      if (r === CANNOT) return CANNOT;
      out.push(r);
    }
    return out;
  };
}

function build(schema: z.ZodType): Reader {
  const registered = REGISTERED.get(schema);
  if (registered) return registered;
  if (schema instanceof z.ZodObject) return objectReader(schema);
  if (schema instanceof z.ZodArray) return arrayReader(schema);
  if (schema instanceof z.ZodEnum) return enumReader(schema);
  if (schema instanceof z.ZodNumber) return numberReader(schema);
  if (schema instanceof z.ZodBoolean && !schema._zod.def.coerce && (schema._zod.def.checks?.length ?? 0) === 0) {
    return (value) => (typeof value === 'boolean' ? value : CANNOT);
  }
  // Optional, nullable and default hand any other value to their inner schema unchanged.
  if (schema instanceof z.ZodNullable) {
    const inner = readerOf(schema.unwrap() as z.ZodType);
    return (value) => (value === null ? null : value === undefined ? CANNOT : inner(value));
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    const inner = readerOf(schema.unwrap() as z.ZodType);
    return (value) => (value === undefined ? CANNOT : inner(value));
  }
  return viaZod(schema);
}

/** The reader of a schema, built once. */
export function readerOf(schema: z.ZodType): Reader {
  let reader = BUILT.get(schema);
  if (!reader) BUILT.set(schema, (reader = build(schema)));
  return reader;
}

/**
 * `schema.safeParse(value)`'s data when the readers vouch for every value, else undefined (then zod's
 * own parse decides, and words any refusal). A request body the browser sends from a loaded report is
 * in output form, so the server's request validation uses it first.
 */
export function readIfVouched<S extends z.ZodType>(schema: S, value: unknown): { value: z.output<S> } | undefined {
  const read = readerOf(schema)(value);
  return read === CANNOT ? undefined : { value: read as z.output<S> };
}

/** `schema.parse(value)`, through the readers when they vouch for every value. */
export function readThrough<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const vouched = readIfVouched(schema, value);
  return vouched ? vouched.value : schema.parse(value);
}

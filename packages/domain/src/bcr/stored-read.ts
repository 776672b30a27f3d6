import { z } from 'zod';

/**
 * Reading a stored report through its zod schema, fast when the values are already what the schema
 * outputs. The server reads every BCR it loads or saves through `bcrReportSchema` (types, defaults,
 * digit and text limits); zod's parse of a whole report was the largest part of the server's CPU for a
 * GET bcr. A stored report's values are nearly all already in their output form (numbers, trimmed text,
 * null), for which a building block's output is its input once its checks pass.
 *
 * A reader returns exactly what zod's parse of its schema returns, or CANNOT when it cannot vouch for
 * the value; one CANNOT anywhere and the whole report goes through zod's own parse, which also refuses
 * what it refused before. Objects, arrays, optional and nullable values are read here as zod reads them;
 * a building block that registers a reader (withReader, next to its schema) checks its own rules; any
 * other schema (a custom transform, an enum, a date) is parsed by zod itself for that value.
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

/** zod's default object: only the shape's keys, in the shape's order; an absent key as zod gives it. */
function objectReader(schema: z.ZodObject): Reader {
  const def = schema._zod.def;
  if (def.catchall !== undefined || (def.checks?.length ?? 0) > 0) return viaZod(schema);
  const fields = Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => ({
    key,
    read: readerOf(field),
    // What zod makes of the key when it is missing (a default, null, or nothing).
    absent: z.object({ [key]: field }),
  }));
  return (value) => {
    if (!isRecord(value)) return CANNOT;
    const out: Record<string, unknown> = {};
    for (const { key, read, absent } of fields) {
      const given = value[key];
      if (given === undefined) {
        if (key in value) return CANNOT;
        const missing = absent.safeParse({});
        if (!missing.success) return CANNOT;
        if (key in missing.data) out[key] = missing.data[key];
        continue;
      }
      const read_ = read(given);
      if (read_ === CANNOT || read_ === undefined) return CANNOT;
      out[key] = read_;
    }
    return out;
  };
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

/** `schema.parse(value)`, through the readers when they vouch for every value. */
export function readThrough<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const read = readerOf(schema)(value);
  return read === CANNOT ? schema.parse(value) : (read as z.output<S>);
}

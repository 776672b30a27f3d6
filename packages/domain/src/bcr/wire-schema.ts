import { z } from 'zod';
import { CANNOT, readerOf, withReader } from '../common/stored-read';

/**
 * The report as it travels back from the server. Input schemas clean what a user typed (numeric text,
 * blanks to null) with transforms, which a response cannot be encoded through (Fastify serialises by
 * encoding) nor described in OpenAPI. Each transforming building block therefore registers the plain
 * schema of its output here, and `wireSchema` derives the whole report's answer from its input schema:
 * one list of fields, two directions.
 */
const WIRE = new WeakMap<z.ZodType, z.ZodType>();

/** Registers the output shape of a transforming schema; returns the schema unchanged. */
export function withWire<S extends z.ZodType>(schema: S, wire: z.ZodType): S {
  WIRE.set(schema, wire);
  return schema;
}

/** The transform-free schema of what `schema` outputs. Throws for a transform nobody registered. */
export function wireSchema(schema: z.ZodType): z.ZodType {
  const registered = WIRE.get(schema);
  if (registered) return registered;
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return z.object(Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, wireSchema(field)])));
  }
  if (schema instanceof z.ZodArray) return z.array(wireSchema(schema.element as z.ZodType));
  if (schema instanceof z.ZodOptional) return wireSchema(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodNullable) return wireSchema(schema.unwrap() as z.ZodType).nullable();
  // A default fills the value in, so the output is the inner type, never undefined.
  if (schema instanceof z.ZodDefault) return wireSchema(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) throw new Error('A transforming schema has no registered wire form (withWire)');
  return schema;
}

/** Reads null as `absent`, else the inner schema's value, as `v ?? absent` of its output (stored-read.ts). */
const orWhenNull =
  (schema: z.ZodType, absent: unknown) =>
  (value: unknown): unknown => {
    if (value === null) return absent;
    const read = readerOf(schema)(value);
    return read === CANNOT ? CANNOT : (read ?? absent);
  };

/** `schema`, or null when absent: the common "blank becomes null" field. */
export function nullishToNull<S extends z.ZodType>(schema: S) {
  return withReader(
    withWire(
      schema.nullish().transform((v): z.output<S> | null => v ?? null),
      wireSchema(schema).nullable(),
    ),
    orWhenNull(schema, null),
  );
}

/** `schema`, or `fallback` when absent. */
export function nullishOr<S extends z.ZodType>(schema: S, fallback: NonNullable<z.output<S>>) {
  return withReader(
    withWire(
      schema.nullish().transform((v): z.output<S> => v ?? fallback),
      wireSchema(schema),
    ),
    orWhenNull(schema, fallback),
  );
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** OpenAPI 3.0's representation of null: a nullable type whose only value is null. */
const NULL_BRANCH = { type: 'string', nullable: true, enum: [null] };

/** A reference to a shared schema: zod writes it bare, or as the one member of an `allOf` when annotated. */
function referenceOf(schema: Json): Json | null {
  if (typeof schema.$ref === 'string') return { $ref: schema.$ref };
  const [only, ...others] = Array.isArray(schema.allOf) ? schema.allOf : [];
  return isObject(only) && others.length === 0 ? only : null;
}

/**
 * OpenAPI 3.0 ignores `nullable` on a schema without a `type` (a `$ref`, an `anyOf`): give each one a
 * type, so a validator or client generator reads null as allowed; a nullable enum gets null among its values.
 */
function fixNullable(schema: Json): Json {
  // A nullable enum lists null among its values, or validators (ajv) refuse null by the enum (OAS 3.0.3).
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) return fixNullable({ ...schema, enum: [...schema.enum, null] });
  if (schema.nullable !== true || 'type' in schema) return schema;
  const { nullable: _nullable, $ref: _ref, anyOf, ...rest } = schema;
  // A nullable shared schema: the schema or null. `nullable` beside an `allOf` would not let null through
  // the referred schema (OAS 3.0.3), so null is a branch of its own.
  const reference = referenceOf(schema);
  if (reference) {
    const { allOf: _allOf, ...annotations } = rest;
    return { ...annotations, anyOf: [reference, NULL_BRANCH] };
  }
  const branches = Array.isArray(anyOf) ? anyOf.filter(isObject) : [];
  const types = new Set(branches.map((b) => b.type));
  const [only] = types;
  if (types.size === 1 && typeof only === 'string') return { ...rest, type: only, nullable: true, anyOf: branches };
  return { ...rest, anyOf: [...branches, NULL_BRANCH] };
}

function walk(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(walk);
  if (!isObject(value)) return value;
  const walked = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, walk(child)]));
  return fixNullable(walked);
}

/** The whole document with every nullable schema typed. */
export function typedNullables<T>(document: T): T {
  return walk(document) as T;
}

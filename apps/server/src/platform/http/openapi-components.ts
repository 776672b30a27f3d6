type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const COMPONENT_REF = '#/components/schemas/';

/** The component names a value refers to (`$ref`), at any depth. */
function refsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, found));
  if (!isObject(value)) return found;
  const ref = value.$ref;
  if (typeof ref === 'string' && ref.startsWith(COMPONENT_REF)) found.add(ref.slice(COMPONENT_REF.length));
  Object.values(value).forEach((v) => refsIn(v, found));
  return found;
}

/**
 * The document with only the schemas its operations use. Every named schema comes in two forms, the
 * request's (`<name>Input`) and the answer's (`<name>`); most are used one way only, and the unused
 * form would document a shape no endpoint has (an answer's form of a schema with transforms is empty).
 */
export function withoutUnusedComponents<T>(document: T): T {
  if (!isObject(document) || !isObject(document.components) || !isObject(document.components.schemas)) return document;
  const schemas = document.components.schemas;
  const used = refsIn({ ...document, components: { ...document.components, schemas: {} } }, new Set());
  // Components refer to components: follow them until nothing new turns up.
  for (let added = [...used]; added.length > 0; ) {
    const next = refsIn(added.map((name) => schemas[name]), new Set());
    added = [...next].filter((name) => !used.has(name));
    added.forEach((name) => used.add(name));
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}

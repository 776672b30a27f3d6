import type { z } from 'zod';

const given: string[] = [];

/**
 * Names a schema that several endpoints share (or a large one worth a name). OpenAPI lists it once under
 * `components.schemas` by this name and each operation refers to it (`$ref`) instead of writing it out:
 * the BCR report alone was written out 31 times, in the bodies and answers of 16 operations. A request
 * body refers to `<name>Input` (the schema as sent, before its transforms), an answer to `<name>`. The
 * name is zod metadata: parsing and encoding are unchanged.
 *
 * Not for a contract's `params` or `query` (OpenAPI lists those field by field; a reference there fails
 * the document) nor its `alsoAnswers` (an answer's description is read from its own schema).
 */
export function sharedSchema<S extends z.ZodType>(name: string, schema: S): S {
  given.push(name);
  return schema.meta({ id: name });
}

/**
 * Every name given, in order, repeats included: zod keeps the last schema given a name, so a name given
 * twice would quietly document one schema in place of the other (a test keeps them unique). Not a
 * check at run time: a module evaluated again (the web's hot reload) gives its names again.
 */
export const sharedSchemaNames = (): readonly string[] => given;

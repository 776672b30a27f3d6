import type { z } from 'zod';

const given: string[] = [];

/**
 * Names a schema that several endpoints share. OpenAPI lists it once under `components.schemas` by this
 * name and each operation refers to it (`$ref`), instead of repeating it inline: the BCR report alone
 * was repeated in 30 operations. A request body refers to `<name>Input` (the schema as sent, before its
 * transforms), an answer to `<name>`. The name is zod metadata: parsing is unchanged.
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

import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readIfVouched } from '@driller/domain';

/**
 * fastify-type-provider-zod's validator, with the domain's readers tried first: they give exactly what
 * zod's parse gives for a value already in its output form (a BCR save's body is the report the browser
 * loaded, with its edits), at a third of zod's cost for a whole report. Anything they cannot vouch for,
 * and every refusal with its messages, is zod's own parse.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const viaZod = validatorCompiler(route);
  const { schema } = route;
  if (!(schema instanceof z.ZodType)) return viaZod;
  return (data) => readIfVouched(schema, data) ?? viaZod(data);
};

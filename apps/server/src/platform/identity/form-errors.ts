import type { z } from 'zod';
import type { Errors, Values } from './pages/forms';

/** The first message per field of a failed zod parse, keyed by field name. */
export function fieldErrors(error: z.ZodError): Errors {
  const errors: Errors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Form bodies arrive as strings; anything else is dropped. */
export function formValues(body: unknown): Values {
  const values: Values = {};
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') values[key] = value;
  }
  return values;
}

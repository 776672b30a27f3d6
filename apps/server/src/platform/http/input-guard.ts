import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '@driller/domain';
import { badRequest } from './errors';

const MAX_DEPTH = 64;

/** True when any string (or object key) in the value holds a NUL byte. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL byte anywhere in a body, query string or path parameter
 * is refused up front with one clear 400, whichever route it was sent to.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest(API_MESSAGES.nulCharacter);
    }
  });
}

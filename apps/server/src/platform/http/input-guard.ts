import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '@driller/domain';
import { badRequest } from './errors';

const MAX_DEPTH = 64;

/** True when any string (or object key) in the value holds a NUL byte. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  // Plain loops: a BCR save's body has a few thousand values, and building an entry pair for each showed in profiles.
  if (Array.isArray(value)) {
    for (const item of value) if (containsNul(item, depth + 1)) return true;
    return false;
  }
  for (const key in value) {
    if (key.includes('\u0000') || containsNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
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

import { API_BASE } from '../../../lib/api/client';

/** The domain's contract names full paths; apiRequest adds the /service/api base itself. */
export function apiPath(fullPath: string): string {
  return fullPath.startsWith(API_BASE) ? fullPath.slice(API_BASE.length) : fullPath;
}

/** A client-generated id so a retried create is not saved twice (DESIGN "Concurrency"). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

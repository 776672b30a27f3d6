/** A client-generated id so a retried create is not saved twice (DESIGN "Concurrency"). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * The work's id in a /Work or /BCR query string (spec 1 "Routes"): a whole number above 0 names an
 * existing work; no id, 0 or anything unreadable is 0, a new work.
 */
export function formAIdFrom(params: URLSearchParams): number {
  return Math.max(0, Math.trunc(Number(params.get('id') ?? 0)) || 0);
}

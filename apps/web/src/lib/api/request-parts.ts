import type { ApiContract } from '@driller/domain';

/** The caller's params or query: a plain object of values (typed by the contract at the call). */
function entries(values: unknown): [string, unknown][] {
  return typeof values === 'object' && values !== null ? Object.entries(values) : [];
}

/** The contract's path with each `:param` filled in (URI-encoded). */
export function buildPath(path: string, params: unknown): string {
  const values = new Map(entries(params));
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values.get(name);
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=2` from the query values, leaving out undefined and null; '' when nothing is left. */
export function buildQuery(query: unknown): string {
  const search = new URLSearchParams();
  for (const [key, value] of entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * JSON for a JSON contract, the FormData itself for a multipart one, URL-encoded fields for a form one
 * (fetch sends those as application/x-www-form-urlencoded), nothing when there is no body.
 */
export function buildBody(contract: ApiContract, body: unknown): string | FormData | URLSearchParams | undefined {
  if (body === undefined) return undefined;
  if (contract.bodyType === 'form') {
    const fields = new URLSearchParams();
    for (const [key, value] of entries(body)) if (value !== undefined && value !== null) fields.append(key, String(value));
    return fields;
  }
  if (contract.bodyType === 'multipart') {
    if (!(body instanceof FormData)) throw new Error(`${contract.operationId} takes a FormData body`);
    return body;
  }
  return JSON.stringify(body);
}

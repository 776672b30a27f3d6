/** The protection space named in every challenge: one for the whole API. */
export const BEARER_REALM = 'driller-portal';

export interface BearerRefusal {
  error: 'invalid_token' | 'insufficient_scope' | 'invalid_request';
  description: string;
  /** The scope the resource needs (insufficient_scope). */
  scope?: string;
}

/**
 * The `WWW-Authenticate` value of a refused API call (RFC 6750 section 3): a client tells an expired
 * token from a bad one, and a missing scope from both. Values are quoted strings without `"` or `\`.
 */
export function bearerChallenge(refusal?: BearerRefusal): string {
  const parameters: [string, string | undefined][] = [
    ['realm', BEARER_REALM],
    ['error', refusal?.error],
    ['error_description', refusal?.description],
    ['scope', refusal?.scope],
  ];
  return `Bearer ${parameters
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}="${value.replace(/["\\]/g, '')}"`)
    .join(', ')}`;
}

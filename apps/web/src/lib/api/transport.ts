import { trackedFetch } from '../connectivity';

/**
 * The raw HTTP transport under callApi: bearer token, no-cache GETs and the one silent renew on 401.
 * Only lib/api and lib/auth use it; features call endpoints through callApi (lint-enforced).
 */

/** Where the spec keeps the access token: local storage, under 'Authorization'. */
export const TOKEN_STORAGE_KEY = 'Authorization';

/** Called on a 401: renews the token silently and says whether to retry. Set by the auth provider. */
let renewAccessToken: (() => Promise<boolean>) | null = null;
export function onUnauthorised(renew: (() => Promise<boolean>) | null): void {
  renewAccessToken = renew;
}

export interface TransportRequest {
  method: string;
  url: string;
  body?: string | FormData | URLSearchParams;
  /** Send the bearer token (the contract's auth is 'bearer'). */
  withToken: boolean;
}

async function send(request: TransportRequest): Promise<Response> {
  const headers = new Headers({ accept: 'application/json' });
  const token = request.withToken ? localStorage.getItem(TOKEN_STORAGE_KEY) : null;
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (typeof request.body === 'string') headers.set('content-type', 'application/json');
  // The spec sends GETs with no-cache headers so a proxy or the browser never answers from a stale copy.
  if (request.method === 'GET') {
    headers.set('cache-control', 'no-cache');
    headers.set('pragma', 'no-cache');
  }
  return trackedFetch(request.url, { method: request.method, headers, body: request.body });
}

/** Sends once; a 401 on a token-bearing call renews the token silently and retries once. */
export async function transport(request: TransportRequest): Promise<Response> {
  const response = await send(request);
  if (response.status !== 401 || !request.withToken || !renewAccessToken) return response;
  return (await renewAccessToken()) ? send(request) : response;
}

/** Where the spec keeps the access token: local storage, under 'Authorization'. */
export const TOKEN_STORAGE_KEY = 'Authorization';
export const API_BASE = '/service/api';

export interface ApiFailure {
  success: false;
  message: string;
  code?: string;
  fieldErrors?: Record<string, string[]>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiFailure | null,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
  }
}

/** Called on a 401: renews the token silently and says whether to retry. Set by the auth provider. */
let renewAccessToken: (() => Promise<boolean>) | null = null;
export function onUnauthorised(renew: () => Promise<boolean>): void {
  renewAccessToken = renew;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (init.body !== undefined && !(init.body instanceof FormData)) headers.set('content-type', 'application/json');
  // The spec sends GETs with no-cache headers so a proxy or the browser never answers from a stale copy.
  if ((init.method ?? 'GET') === 'GET') {
    headers.set('cache-control', 'no-cache');
    headers.set('pragma', 'no-cache');
  }
  return fetch(`${API_BASE}/${path.replace(/^\//, '')}`, { ...init, headers });
}

/** Calls the service API with the bearer token; a 401 renews the token once and retries. */
export async function apiRequest<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const request: RequestInit = {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    body: init.body === undefined ? undefined : init.body instanceof FormData ? init.body : JSON.stringify(init.body),
  };
  let response = await send(path, request);
  if (response.status === 401 && renewAccessToken && (await renewAccessToken())) response = await send(path, request);
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw new ApiError(response.status, body as ApiFailure | null);
  return body as T;
}

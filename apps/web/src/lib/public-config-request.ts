import { PUBLIC_CONFIG_PATH, trackedFetch } from './connectivity';

let pending: Promise<unknown> | null = null;

/**
 * GET /config.json once per page, unparsed. Light on purpose (no zod): the auth provider starts it
 * while the identity chunk downloads, so a returning user's sign-in check waits for neither in turn.
 */
export function requestPublicConfig(): Promise<unknown> {
  pending ??= trackedFetch(PUBLIC_CONFIG_PATH, { cache: 'no-cache' }).then(async (response) => {
    if (!response.ok) throw new Error(`The portal settings could not be loaded (${response.status}).`);
    return response.json() as Promise<unknown>;
  });
  // A failure is not remembered: the next sign-in attempt asks again.
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

import { TOKEN_STORAGE_KEY } from '../api/transport';

/** Where the identity provider sends the browser back with the code. */
export const CALLBACK_PATH = '/auth/callback';

/** oidc-client-ts keeps a signed-in user in local storage under `oidc.user:<authority>:<client id>`. */
const OIDC_USER_KEY_PREFIX = 'oidc.user:';

/**
 * Whether this browser may hold a session to resume: an access token or an OpenID Connect user in
 * local storage. Without either the visitor is anonymous at once, and the identity client (and the
 * /config.json it needs) is not loaded until they sign in (issue 8).
 */
export function hasStoredSession(storage: Storage = window.localStorage): boolean {
  try {
    if (storage.getItem(TOKEN_STORAGE_KEY) !== null) return true;
    for (let index = 0; index < storage.length; index += 1) {
      if (storage.key(index)?.startsWith(OIDC_USER_KEY_PREFIX)) return true;
    }
    return false;
  } catch {
    // Storage can be blocked (private mode, policy); then nothing was kept to resume.
    return false;
  }
}

/** Whether a page load at `pathname` has a session to finish or resume (so the identity client is needed at once). */
export function hasSessionToResume(pathname: string): boolean {
  return pathname === CALLBACK_PATH || hasStoredSession();
}

import type { CurrentUser } from '@driller/domain';

/**
 * The signed-in user as the portal last registered them, for a page opened with no network (spec 3:
 * drillers work offline in the field). Signing in needs the server (settings, token renewal,
 * registration); with none, a browser that still holds the session opens as that user, so the copies
 * made available offline can be reached. The next call that reaches the server checks the token as ever.
 * Forgotten on sign-out.
 */
const LAST_USER_KEY = 'driller.lastUser';

export function rememberUser(user: CurrentUser): void {
  try {
    localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
  } catch {
    // Storage full or blocked: the page then needs the network to open, as before.
  }
}

export function forgetUser(): void {
  localStorage.removeItem(LAST_USER_KEY);
}

/** The remembered user, when the page cannot reach the server; null otherwise or when none is kept. */
export function offlineUser(error: unknown): CurrentUser | null {
  const noNetwork = !navigator.onLine || error instanceof TypeError;
  if (!noNetwork) return null;
  try {
    const kept = localStorage.getItem(LAST_USER_KEY);
    return kept ? (JSON.parse(kept) as CurrentUser) : null;
  } catch {
    return null;
  }
}

/**
 * Per-account lockout of the sign-in page (issue 7; docs/decisions.md "Issue 7: Security"): after
 * MAX_FAILURES wrong passwords within WINDOW_MINUTES, the login is locked for LOCK_MINUTES, whatever
 * password is then given. Unknown logins count the same way, so the answers cannot tell them apart.
 */
export const SIGN_IN_LOCKOUT = {
  maxFailures: 5,
  windowMinutes: 15,
  lockMinutes: 15,
} as const;

export const SIGN_IN_LOCKED_MESSAGE = `Too many failed sign-in attempts. Try again in ${SIGN_IN_LOCKOUT.lockMinutes} minutes.`;

/** Failures counted per login: an account's id when it exists, else the normalised name typed. */
export function signInKey(accountId: string | undefined, login: string): string {
  return accountId ? `account:${accountId}` : `login:${login.trim().toLowerCase()}`;
}

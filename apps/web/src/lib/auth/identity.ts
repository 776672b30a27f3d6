import type { User, UserManager } from 'oidc-client-ts';
import { AUTH_MESSAGES, PENDING_SIGNUP_STORAGE_KEY, SCHEMA_JIT, hasRole, tokenUserFromClaims, type AfterSignIn, type CurrentUser, type TokenUser } from '@driller/domain';
import { ApiError } from '../api/client';
import { TOKEN_STORAGE_KEY, onUnauthorised } from '../api/transport';
import { registerUser } from './register-user';
import { createUserManager, decodeJwtPayload, loadAuthSettings } from './user-manager';

/**
 * The identity client, loaded on demand (issue 8): oidc-client-ts, the API client and the domain's
 * zod schemas stay out of the landing page until someone signs in or a stored session is resumed.
 * auth-provider.tsx owns the React state; this module owns the OpenID Connect session.
 */

// The domain's zod setting runs with zod; a browser build must never have the JIT on (its eval probe breaks the CSP).
if (SCHEMA_JIT) console.warn('zod JIT is on in the browser: its eval probe breaks the CSP.');

export interface Identity {
  manager: UserManager;
  resource: string;
}

export interface IdentityEvents {
  /** A silent renewal brought a fresh token for a user with a role. */
  onRenewed: (user: CurrentUser) => void;
  /** A silent renewal failed: the spec signs the user in again. */
  onRenewFailed: () => void;
}

/** Reads the sign-in settings, creates the user manager and wires renewals into the API transport. */
export async function openIdentity(events: IdentityEvents): Promise<Identity> {
  const settings = await loadAuthSettings();
  const manager = createUserManager(settings);
  manager.events.addUserLoaded((renewed) => {
    const user = adopt(renewed);
    if (hasRole(user)) events.onRenewed(user);
  });
  manager.events.addSilentRenewError(events.onRenewFailed);
  onUnauthorised(async () => Boolean(await manager.signinSilent().catch(() => null)));
  return { manager, resource: settings.resource };
}

/**
 * Keeps the token where the API client (and the spec) expect it, and the user it belongs to. A token
 * without a role (a Company Admin registration awaiting approval) still registers, to hear it is pending.
 */
export function adopt(oidcUser: User): TokenUser {
  localStorage.setItem(TOKEN_STORAGE_KEY, oidcUser.access_token);
  return tokenUserFromClaims(decodeJwtPayload(oidcUser.access_token));
}

/** The stored session, renewed with its refresh token when the access token has expired; null when none is live. */
export async function resumeSession(identity: Identity): Promise<User | null> {
  const stored = await identity.manager.getUser();
  if (stored && !stored.expired) return stored;
  return stored?.refresh_token ? identity.manager.signinSilent().catch(() => null) : null;
}

export type Registration =
  | { kind: 'signedIn'; user: CurrentUser; outcome: AfterSignIn }
  | { kind: 'refused'; message: string };

/** Registration after every sign-in (spec 3 "After sign-in"); a token without a role never enters the portal. */
export async function register(oidcUser: User): Promise<Registration> {
  const user = adopt(oidcUser);
  try {
    const outcome = await registerUser(user);
    localStorage.removeItem(PENDING_SIGNUP_STORAGE_KEY);
    if (outcome.kind === 'signOut') return { kind: 'refused', message: outcome.message };
    if (!hasRole(user)) return { kind: 'refused', message: AUTH_MESSAGES.loginFailed };
    return { kind: 'signedIn', user, outcome };
  } catch (error) {
    const message = error instanceof ApiError && error.body?.message ? error.body.message : AUTH_MESSAGES.loginFailed;
    return { kind: 'refused', message };
  }
}

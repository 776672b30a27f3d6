import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { PublicConfig } from '@driller/domain';
import { loadPublicConfig } from '../public-config';
import { authorityFor } from './sign-in-settings';

/** The sign-in settings the server publishes at /config.json, so one build serves any issuer. */
export type AuthSettings = Pick<PublicConfig, 'authority' | 'clientId' | 'scope' | 'resource' | 'embeddedIssuer'>;

export function loadAuthSettings(): Promise<AuthSettings> {
  return loadPublicConfig();
}

/**
 * Authorization Code + PKCE against the configured provider. Tokens are kept in local storage; the
 * access token is renewed silently with the refresh token; sign-out revokes only the refresh token
 * (a JWT access token cannot be revoked and expires within minutes).
 */
export function createUserManager(settings: AuthSettings): UserManager {
  const origin = window.location.origin;
  return new UserManager({
    authority: authorityFor(settings, origin),
    client_id: settings.clientId,
    redirect_uri: `${origin}/auth/callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: settings.scope,
    loadUserInfo: false,
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    extraQueryParams: { resource: settings.resource },
    extraTokenParams: { resource: settings.resource },
    revokeTokenTypes: ['refresh_token'],
    revokeTokenAdditionalContentTypes: ['text/plain'],
  });
}

/** The access token's claims: the same ones the server reads. */
export function decodeJwtPayload(token: string): unknown {
  const part = token.split('.')[1] ?? '';
  const json = atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0))));
}

import { AUTH_MESSAGES, type PublicConfig } from '@driller/domain';

/**
 * The issuer the browser talks to. The embedded provider is this very server, so the page's own origin
 * reaches it (opened as 127.0.0.1 while PUBLIC_URL says localhost, or through another host name): its
 * discovery, sign-in page and token endpoint then stay same-origin under the strict CSP. An external
 * issuer is used as configured.
 */
export function authorityFor(config: Pick<PublicConfig, 'authority' | 'embeddedIssuer'>, pageOrigin: string): string {
  return config.embeddedIssuer ? `${pageOrigin}/idp` : config.authority;
}

/** What the page says when sign-in cannot start: the provider's rate limit (429), or anything else. */
export function signInProblemMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return /\b429\b/.test(text) ? AUTH_MESSAGES.signInRateLimited : AUTH_MESSAGES.signInUnavailable;
}

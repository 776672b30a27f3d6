import type * as OidcProvider from 'oidc-provider';
import type { default as Provider, Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config';
import type { Db } from '../db/kysely';
import { accountClaims } from './claims';
import { loadProviderKeys } from './keys';
import { createOidcAdapterClass } from './oidc-adapter';
import { SCOPE_CLAIMS, USERINFO_PATH, USERINFO_SCOPES } from './userinfo';
import { renderProviderError, renderSignedOut, renderLogoutConfirm } from './pages/provider-pages';

/** Pages the web app asks for by `policy`, as Azure AD B2C policies are asked for. */
export const POLICIES = ['signup', 'passwordreset', 'profileedit', 'changepassword'] as const;
export type Policy = (typeof POLICIES)[number];

export function isPolicy(value: unknown): value is Policy {
  return typeof value === 'string' && (POLICIES as readonly string[]).includes(value);
}

type OidcModule = typeof OidcProvider;

/** A requested policy page shows even over a live session; once its result is in, it stops asking. */
function policyPrompt({ interactionPolicy }: OidcModule) {
  const policy = interactionPolicy.base();
  policy.get('login')?.checks.add(
    new interactionPolicy.Check('policy_requested', 'a policy page was requested', (ctx) =>
      isPolicy(ctx.oidc.params?.policy) && !ctx.oidc.result?.login
        ? interactionPolicy.Check.REQUEST_PROMPT
        : interactionPolicy.Check.NO_NEED_TO_PROMPT,
    ),
  );
  return policy;
}

/**
 * The provider, with oidc-provider and its own dependencies loaded now: about 5 MB of heap that an idle
 * server, or one whose users are all signed in, does not need (see LazyProvider).
 */
export async function createProvider(config: Config, db: Db): Promise<Provider> {
  const oidc = await import('oidc-provider');
  const keys = await loadProviderKeys(db);
  const { audience, scope, clientId, accessTokenTtlSeconds } = config.oidc;

  const configuration: Configuration = {
    adapter: createOidcAdapterClass(db),
    clients: [
      {
        client_id: clientId,
        client_name: 'Driller Portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // Every loopback alias of PUBLIC_URL reaches this server (config.webOrigins).
        redirect_uris: config.webOrigins.map((origin) => `${origin}/auth/callback`),
        post_logout_redirect_uris: config.webOrigins.map((origin) => `${origin}/`),
      },
    ],
    clientBasedCORS: (_ctx, origin) => config.webOrigins.includes(origin),
    jwks: keys.jwks as Configuration['jwks'],
    cookies: { keys: keys.cookieKeys, long: { signed: true }, short: { signed: true } },
    claims: Object.fromEntries(Object.entries(SCOPE_CLAIMS).map(([name, claims]) => [name, [...claims]])),
    scopes: ['openid', 'profile', 'email', 'offline_access', scope],
    // Exactly what is supported: Authorization Code with PKCE (and refresh); nothing implicit or hybrid.
    responseTypes: ['code'],
    // Userinfo is served by userinfo.routes.ts, which takes the access token a client gets at sign-in.
    discovery: { userinfo_endpoint: `${config.oidc.issuer}${USERINFO_PATH}` },
    conformIdTokenClaims: false,
    extraParams: ['policy', 'user_type'],
    pkce: { required: () => true },
    findAccount: async (_ctx, sub) => {
      const claims = await accountClaims(db, sub);
      if (!claims) return undefined;
      return { accountId: sub, claims: () => ({ ...claims, sub }) };
    },
    extraTokenClaims: async (_ctx, token) => {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const claims = await accountClaims(db, token.accountId);
      if (!claims) return undefined;
      const { sub: _sub, ...rest } = claims;
      return rest;
    },
    // The web app is first-party: its refresh token is tied to the browser session and dies at sign-out.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    interactions: {
      url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}`,
      policy: policyPrompt(oidc),
    },
    features: {
      devInteractions: { enabled: false },
      // The provider's own userinfo refuses any token with an audience, and every access token is the API's.
      userinfo: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: renderLogoutConfirm,
        postLogoutSuccessSource: renderSignedOut,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== audience) throw new oidc.errors.InvalidTarget();
          return {
            // The OIDC scopes travel in the token too: userinfo reads what the token grants from it.
            scope: [...USERINFO_SCOPES, scope].join(' '),
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: accessTokenTtlSeconds,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    ttl: {
      // A function, so the resource server's short TTL is not overridden by a fixed number.
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    renderError: renderProviderError,
  };

  const provider = new oidc.default(config.oidc.issuer, configuration);
  provider.proxy = config.publicUrl.startsWith('https:');
  return provider;
}

export type { KoaContextWithOIDC };

/** The provider, made on first use (the first request under /idp: onFirstUse) and kept. */
export type LazyProvider = () => Promise<Provider>;

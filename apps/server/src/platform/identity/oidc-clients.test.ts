import * as oauth from 'oauth4webapi';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningApp, type ListeningApp } from '../../../test/listening-app';
import { signInThroughForms } from '../../../test/provider-forms';

// Issue 13: a government IT team points its own OpenID Connect libraries at the portal. These drive
// the embedded provider with two strict third-party clients (openid-client, oauth4webapi) over HTTP.
const PASSWORD = 'Driller#2026';
const API_SCOPE = 'demo.read';

let t: ListeningApp;
let redirectUri: string;
beforeAll(async () => {
  t = await createListeningApp();
  redirectUri = `${t.baseUrl}/auth/callback`;
});
afterAll(async () => t.close());

async function openidClientConfig(): Promise<client.Configuration> {
  return client.discovery(new URL(t.config.oidc.issuer), t.config.oidc.clientId, undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  });
}

/** Authorization Code with PKCE through openid-client, signing in on the provider's own form. */
async function signIn(config: client.Configuration, login: string, scope: string) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const callback = await signInThroughForms(url, login, PASSWORD, redirectUri);
  return client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
}

const api = (path: string) => new URL(`${t.baseUrl}/service/api${path}`);

describe('openid-client against the embedded provider', () => {
  it('advertises exactly Authorization Code with PKCE and refresh', async () => {
    const metadata = (await openidClientConfig()).serverMetadata();
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.grant_types_supported).toEqual(['authorization_code', 'refresh_token']);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.userinfo_endpoint).toBe(`${t.config.oidc.issuer}/me`);
  });

  it('signs in with PKCE, reads userinfo with the access token from sign-in and refreshes it', async () => {
    const config = await openidClientConfig();
    const tokens = await signIn(config, 'dl1234', `openid profile email offline_access ${API_SCOPE}`);
    const sub = tokens.claims()?.sub ?? '';
    expect(sub).not.toBe('');

    const userinfo = await client.fetchUserInfo(config, tokens.access_token, sub);
    expect(userinfo).toMatchObject({ sub, given_name: 'Dan', family_name: 'Walsh', email: 'driller@demo.driller-portal.example' });

    // The same token is the API's: a third-party client calls a protected route with it.
    const me = await client.fetchProtectedResource(config, tokens.access_token, api('/work/list'), 'GET');
    expect(me.status).toBe(200);

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect((await client.fetchUserInfo(config, refreshed.access_token, sub)).sub).toBe(sub);
  });

  it('gives userinfo only the claims of the scopes granted', async () => {
    const config = await openidClientConfig();
    const tokens = await signIn(config, 'regulator', `openid ${API_SCOPE}`);
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, tokens.claims()?.sub ?? '');
    expect(Object.keys(userinfo)).toEqual(['sub']);
  });
});

describe('oauth4webapi against the embedded provider and the API', () => {
  const oauthClient: oauth.Client = { client_id: 'driller-portal-web' };
  const options = { [oauth.allowInsecureRequests]: true };

  async function server(): Promise<oauth.AuthorizationServer> {
    const issuer = new URL(t.config.oidc.issuer);
    return oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, options));
  }

  async function signInWith(as: oauth.AuthorizationServer, scope: string): Promise<oauth.TokenEndpointResponse> {
    const verifier = oauth.generateRandomCodeVerifier();
    const url = new URL(as.authorization_endpoint ?? '');
    url.search = new URLSearchParams({
      client_id: oauthClient.client_id,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    }).toString();
    const callback = await signInThroughForms(url, 'readonly', PASSWORD, redirectUri);
    const params = oauth.validateAuthResponse(as, oauthClient, callback);
    const response = await oauth.authorizationCodeGrantRequest(as, oauthClient, oauth.None(), params, redirectUri, verifier, options);
    return oauth.processAuthorizationCodeResponse(as, oauthClient, response);
  }

  it('reads userinfo with the access token from sign-in', async () => {
    const as = await server();
    const tokens = await signInWith(as, `openid profile ${API_SCOPE}`);
    const sub = oauth.getValidatedIdTokenClaims(tokens)?.sub ?? '';
    const userinfo = await oauth.processUserInfoResponse(as, oauthClient, sub, await oauth.userInfoRequest(as, oauthClient, tokens.access_token, options));
    expect(userinfo).toMatchObject({ sub, given_name: 'Oliver', family_name: 'Reid' });
  });

  /** The challenge oauth4webapi parsed from a refused API call (it throws for any WWW-Authenticate answer). */
  async function refusal(accessToken: string): Promise<{ status: number; challenge: oauth.WWWAuthenticateChallenge | undefined }> {
    try {
      const response = await oauth.protectedResourceRequest(accessToken, 'GET', api('/work/list'), undefined, undefined, options);
      return { status: response.status, challenge: undefined };
    } catch (error) {
      if (!(error instanceof oauth.WWWAuthenticateChallengeError)) throw error;
      return { status: error.status, challenge: error.cause[0] };
    }
  }

  it('is told by WWW-Authenticate why the API refused: no token, a bad token, an expired token', async () => {
    // RFC 6750 3.1: a request without credentials gets the scheme and realm, and no error code.
    const anonymous = await fetch(api('/work/list'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="driller-portal"');

    expect(await refusal('not-a-token')).toMatchObject({ status: 401, challenge: { scheme: 'bearer', parameters: { realm: 'driller-portal', error: 'invalid_token' } } });

    const expired = await refusal(await t.token({ sub: 'someone', role: 3 }, { expiresIn: -60 }));
    expect(expired.status).toBe(401);
    expect(expired.challenge?.parameters).toMatchObject({ error: 'invalid_token', error_description: expect.stringMatching(/expired/i) });

    const good = await refusal(await t.token({ sub: 'someone', role: 3 }));
    expect(good).toEqual({ status: 200, challenge: undefined });
  });

  it('gets 403 insufficient_scope for a valid token without the API scope', async () => {
    const as = await server();
    const tokens = await signInWith(as, 'openid profile');
    expect(await refusal(tokens.access_token)).toMatchObject({
      status: 403,
      challenge: { scheme: 'bearer', parameters: { error: 'insufficient_scope', scope: API_SCOPE } },
    });
    // Userinfo still answers: the token is good for the provider, only not for the API.
    const sub = oauth.getValidatedIdTokenClaims(tokens)?.sub ?? '';
    const userinfo = await oauth.processUserInfoResponse(as, oauthClient, sub, await oauth.userInfoRequest(as, oauthClient, tokens.access_token, options));
    expect(userinfo.sub).toBe(sub);
  });
});

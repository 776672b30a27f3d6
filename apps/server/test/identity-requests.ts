/**
 * The embedded provider's authorization request as the web app sends it (Authorization Code + PKCE
 * for the API resource), for tests that walk its sign-in and reset pages.
 */
export const AUTHORIZE_URL =
  '/idp/auth?client_id=driller-portal-web&response_type=code&scope=openid%20demo.read&redirect_uri=http%3A%2F%2Flocalhost%3A3999%2Fauth%2Fcallback&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256&resource=http%3A%2F%2Flocalhost%3A3999%2Fservice%2Fapi';

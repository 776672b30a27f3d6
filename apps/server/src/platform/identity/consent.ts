import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * The portal is the provider's only, first-party client: grant what it asks for without a consent
 * screen, as the organisation's own sign-in service would.
 */
export async function autoConsent(provider: Provider, interaction: Interaction): Promise<InteractionResults> {
  const { prompt, params, session, grantId } = interaction;
  const grant = grantId
    ? await provider.Grant.find(grantId)
    : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
  if (!grant) throw new Error('The grant of this interaction was not found.');
  const missing = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return { consent: { grantId: await grant.save() } };
}

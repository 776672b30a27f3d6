import type { KoaContextWithOIDC } from 'oidc-provider';
import { Html, html } from '../../http/html';
import { messagePage } from './forms';
import { page } from './layout';

/** The portal's address: the provider's issuer is `<portal>/idp`. */
function portalUrl(ctx: KoaContextWithOIDC): string {
  return ctx.oidc?.provider.issuer.replace(/\/idp$/, '') ?? '';
}

export async function renderProviderError(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }): Promise<void> {
  const portal = portalUrl(ctx);
  ctx.type = 'html';
  ctx.body = page(
    'Something went wrong',
    messagePage('Something went wrong', 'error', out.error_description ?? out.error, { href: `${portal}/`, label: 'Back to the Driller Portal' }),
    { portalUrl: portal },
  );
}

export async function renderLogoutConfirm(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const portal = portalUrl(ctx);
  ctx.body = page(
    'Sign out',
    html`<h1>Sign out</h1><p class="nsw-intro">Do you want to sign out of the Driller Portal?</p>
${new Html(form)}
<div class="idp-actions">
  <button class="nsw-button nsw-button--dark" type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
  <button class="nsw-button nsw-button--dark-outline" type="submit" form="op.logoutForm">No, stay signed in</button>
</div>
<script src="/idp/assets/confirm-logout.js" defer></script>`,
    { portalUrl: portal },
  );
}

export async function renderSignedOut(ctx: KoaContextWithOIDC): Promise<void> {
  const portal = portalUrl(ctx);
  ctx.body = page('Signed out', messagePage('Signed out', 'success', 'You have signed out of the Driller Portal.', { href: `${portal}/`, label: 'Back to the Driller Portal' }), {
    portalUrl: portal,
  });
}

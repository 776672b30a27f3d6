import { html, type Html } from '../../http/html';

/**
 * The frame of the identity provider's own pages: the same NSW Government look as the portal, no
 * scripts (the Content-Security-Policy allows none), so every page works as a plain HTML form.
 */
export function page(title: string, body: Html, options: { portalUrl: string }): string {
  return html`<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>${title} | Driller Portal</title>
  <link rel="stylesheet" href="/idp/assets/nsw.css" />
  <link rel="stylesheet" href="/idp/assets/idp.css" />
</head>
<body class="idp">
  <nav class="nsw-skip" aria-label="Skip link"><a href="#main-content"><span>Skip to content</span></a></nav>
  <div class="nsw-masthead"><div class="nsw-container"><p>A NSW Government website</p></div></div>
  <header class="idp-header">
    <div class="nsw-container">
      <a class="idp-brand" href="${options.portalUrl}/">
        <img class="idp-brand__logo" src="/nsw-government-logo.svg" alt="NSW Government" width="166" height="64" />
        <span class="idp-brand__divider" aria-hidden="true"></span>
        <span class="idp-brand__name">Driller Portal<span class="idp-brand__description">Water bore work and construction reports</span></span>
      </a>
    </div>
  </header>
  <main id="main-content" class="nsw-container idp-main">
    <div class="idp-card">${body}</div>
  </main>
  <footer class="idp-footer">
    <div class="nsw-container">
      <p>Copyright &copy; ${new Date().getFullYear()} State of New South Wales &middot; Driller Portal sign-in service</p>
    </div>
  </footer>
</body>
</html>`.value;
}

export interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  value?: string;
  error?: string;
  help?: string;
  autocomplete?: string;
  required?: boolean;
}

export function field(spec: FieldSpec): Html {
  const id = `field-${spec.name}`;
  const invalid = Boolean(spec.error);
  return html`<div class="nsw-form__group">
  <label class="nsw-form__label ${spec.required === false ? '' : 'nsw-form__required'}" for="${id}">${spec.label}${
    spec.required === false ? html`<span class="nsw-form__label-optional"> (optional)</span>` : ''
  }</label>
  ${spec.help ? html`<span class="nsw-form__helper" id="${id}-help">${spec.help}</span>` : ''}
  <input class="nsw-form__input" id="${id}" name="${spec.name}" type="${spec.type ?? 'text'}"
    value="${spec.type === 'password' ? '' : (spec.value ?? '')}" autocomplete="${spec.autocomplete ?? 'off'}"
    ${invalid ? html`aria-invalid="true" aria-describedby="${id}-error"` : ''} />
  ${invalid ? html`<span class="nsw-form__helper nsw-form__helper--error" id="${id}-error"><span class="material-icons nsw-material-icons" aria-hidden="true">cancel</span>${spec.error}</span>` : ''}
</div>`;
}

export function alert(kind: 'error' | 'info' | 'success', text: string): Html {
  return html`<div class="nsw-in-page-alert nsw-in-page-alert--${kind}" role="${kind === 'error' ? 'alert' : 'status'}">
  <div class="nsw-in-page-alert__content"><p>${text}</p></div>
</div>`;
}

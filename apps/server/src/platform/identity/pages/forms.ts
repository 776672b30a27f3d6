import { IDENTITY_MESSAGES, USER_TYPE } from '@driller/domain';
import { alert, field } from './layout';
import { html, type Html } from '../../http/html';

export type Values = Record<string, string | undefined>;
export type Errors = Record<string, string | undefined>;

interface FormOptions {
  action: string;
  values?: Values;
  errors?: Errors;
  message?: string;
}

function summary(errors: Errors | undefined, message: string | undefined): Html | string {
  if (message) return alert('error', message);
  const count = Object.values(errors ?? {}).filter(Boolean).length;
  return count ? alert('error', `Please correct the ${count === 1 ? 'error' : `${count} errors`} below.`) : '';
}

function bind(values: Values | undefined, errors: Errors | undefined) {
  return (name: string) => ({ name, value: values?.[name] ?? '', error: errors?.[name] });
}

export function loginForm(o: FormOptions & { signupUrl: string; forgotUrl: string; cancelUrl: string }): Html {
  const f = bind(o.values, o.errors);
  return html`<h1>Sign in</h1>
<p class="nsw-intro">Sign in to the Driller Portal with your e-mail address or username.</p>
${summary(o.errors, o.message)}
<form method="post" action="${o.action}" novalidate>
  ${field({ ...f('login'), label: 'E-mail address or username', autocomplete: 'username' })}
  ${field({ ...f('password'), label: 'Password', type: 'password', autocomplete: 'current-password' })}
  <p><a href="${o.forgotUrl}">Forgot your password?</a></p>
  <div class="idp-actions">
    <button class="nsw-button nsw-button--dark" type="submit">Sign in</button>
    <a class="nsw-button nsw-button--dark-outline" href="${o.cancelUrl}">Cancel</a>
  </div>
</form>
<hr class="idp-rule" />
<p>Don't have an account? <a href="${o.signupUrl}">Create an account</a></p>`;
}

export function signupForm(o: FormOptions & { userType: string; cancelUrl: string }): Html {
  const f = bind(o.values, o.errors);
  const isDriller = o.userType !== USER_TYPE.companyAdmin;
  return html`<h1>Create account: ${isDriller ? 'Driller' : 'Company Admin'}</h1>
<p class="nsw-intro">${
    isDriller
      ? 'Register as a licensed driller. Your username will be your licence number without the space, for example dl1234.'
      : 'Register as the Company Admin (Operations Manager) of a drilling company. The regulator reviews your request before you can sign in.'
  }</p>
${summary(o.errors, o.message)}
<form method="post" action="${o.action}" novalidate>
  <input type="hidden" name="userType" value="${o.userType}" />
  ${field({ ...f('firstName'), label: 'First name', autocomplete: 'given-name' })}
  ${field({ ...f('lastName'), label: 'Last name', autocomplete: 'family-name' })}
  ${field({ ...f('email'), label: 'Work e-mail address', type: 'email', autocomplete: 'email' })}
  ${field({ ...f('workMobile'), label: 'Work mobile', type: 'tel', autocomplete: 'tel', required: false })}
  ${
    isDriller
      ? field({ ...f('drillerLicenceNo'), label: 'Driller licence number', help: 'For example DL 1234, or AMR 123456 for an interstate licence.' })
      : html`${field({ ...f('userName'), label: 'Username', help: 'Letters and digits, starting with a letter.', autocomplete: 'username' })}
  ${field({ ...f('organisationName'), label: 'Drilling company name', autocomplete: 'organization' })}
  ${field({ ...f('organisationAbnOrAcn'), label: 'Company ABN or ACN' })}`
  }
  ${field({ ...f('password'), label: 'Password', type: 'password', autocomplete: 'new-password', help: IDENTITY_MESSAGES.passwordHelp })}
  ${field({ ...f('confirmPassword'), label: 'Confirm password', type: 'password', autocomplete: 'new-password' })}
  <div class="idp-actions">
    <button class="nsw-button nsw-button--dark" type="submit">Create account</button>
    <a class="nsw-button nsw-button--dark-outline" href="${o.cancelUrl}">Cancel</a>
  </div>
</form>`;
}

export function forgotForm(o: FormOptions & { cancelUrl: string; sent?: string }): Html {
  const f = bind(o.values, o.errors);
  return html`<h1>Reset your password</h1>
${o.sent ? alert('success', o.sent) : html`<p class="nsw-intro">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>`}
${summary(o.errors, o.message)}
<form method="post" action="${o.action}" novalidate>
  ${field({ ...f('email'), label: 'E-mail address', type: 'email', autocomplete: 'email' })}
  <div class="idp-actions">
    <button class="nsw-button nsw-button--dark" type="submit">Send reset link</button>
    <a class="nsw-button nsw-button--dark-outline" href="${o.cancelUrl}">Back to sign in</a>
  </div>
</form>`;
}

export function newPasswordForm(o: FormOptions & { title: string; withCurrent: boolean; cancelUrl: string }): Html {
  const f = bind(o.values, o.errors);
  return html`<h1>${o.title}</h1>
${summary(o.errors, o.message)}
<form method="post" action="${o.action}" novalidate>
  ${o.withCurrent ? field({ ...f('currentPassword'), label: 'Current password', type: 'password', autocomplete: 'current-password' }) : ''}
  ${field({ ...f('password'), label: 'New password', type: 'password', autocomplete: 'new-password', help: IDENTITY_MESSAGES.passwordHelp })}
  ${field({ ...f('confirmPassword'), label: 'Confirm new password', type: 'password', autocomplete: 'new-password' })}
  <div class="idp-actions">
    <button class="nsw-button nsw-button--dark" type="submit">Change password</button>
    <a class="nsw-button nsw-button--dark-outline" href="${o.cancelUrl}">Cancel</a>
  </div>
</form>`;
}

export function profileForm(o: FormOptions & { email: string; username: string; cancelUrl: string }): Html {
  const f = bind(o.values, o.errors);
  return html`<h1>Edit your profile</h1>
<p class="nsw-intro">Signed in as <strong>${o.username}</strong> (${o.email}).</p>
${summary(o.errors, o.message)}
<form method="post" action="${o.action}" novalidate>
  ${field({ ...f('firstName'), label: 'First name', autocomplete: 'given-name' })}
  ${field({ ...f('lastName'), label: 'Last name', autocomplete: 'family-name' })}
  ${field({ ...f('workMobile'), label: 'Work mobile', type: 'tel', autocomplete: 'tel', required: false })}
  <div class="idp-actions">
    <button class="nsw-button nsw-button--dark" type="submit">Save</button>
    <a class="nsw-button nsw-button--dark-outline" href="${o.cancelUrl}">Cancel</a>
  </div>
</form>`;
}

export function messagePage(title: string, kind: 'error' | 'info' | 'success', text: string, link?: { href: string; label: string }): Html {
  return html`<h1>${title}</h1>
${alert(kind, text)}
${link ? html`<p><a class="nsw-button nsw-button--dark" href="${link.href}">${link.label}</a></p>` : ''}`;
}

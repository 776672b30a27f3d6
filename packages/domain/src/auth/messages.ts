/** Sign-in and registration messages (spec 1 section 8 "General", spec 3 section 8 "Sign-in/registration"). */
export const AUTH_MESSAGES = {
  loginFailed: 'Login failed. Try again later',
  invalidUser: 'Invalid user!!',
  newVersion: 'New version available!',
  online: "You're online!",
  offline: "You're offline!",
  /** Decision (docs/decisions.md): the spec does not word the pending company-admin sign-up. */
  adminRegistrationPending:
    'Your request to register as a Company Admin has been received. You can sign in once the request is approved.',
  accountInactive: 'Your Driller Portal account is inactive. Please contact the Driller Portal helpdesk.',
  companyAdminTooltip: 'Company Admin is the Operations Manager for the Drilling Company',
  unauthorised: 'You are not signed in or your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  /** Ours (docs/decisions.md): sign-in must never fail silently. */
  signInUnavailable: 'Sign-in could not start because the sign-in service cannot be reached. Please check your connection and try again.',
  signInRateLimited: 'Too many sign-in attempts. Please wait a minute and try again.',
} as const;

/** Decision (docs/decisions.md): a second account claiming a registered licence number is refused. */
export function licenceAlreadyRegistered(licenceNo: string): string {
  return `A driller with licence number ${licenceNo} is already registered. Please contact the Driller Portal helpdesk.`;
}

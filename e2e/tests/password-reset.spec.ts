import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { DEMO_PASSWORD, signIn, signOut } from '../support/session';

const EMAIL = 'hydrogeologist@demo.driller-portal.example';

interface MailboxMessage {
  to: string[];
  subject: string;
  text: string;
}

/** The mailbox's messages to this user, newest first: journeys beside this one send mail of their own. */
async function mailTo(request: APIRequestContext): Promise<MailboxMessage[]> {
  return (await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(EMAIL)}`)).json();
}

/** Asks for a reset link on the provider's page, reads it from the embedded mailbox, and sets the password. */
async function resetPassword(page: Page, request: APIRequestContext, newPassword: string) {
  const before = (await mailTo(request)).length;
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('E-mail address').fill(EMAIL);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('we have sent it a link')).toBeVisible();

  // The e-mail is sent off the request's path (same answer time with or without an account): wait for it.
  await expect.poll(async () => (await mailTo(request)).length).toBe(before + 1);
  const [mail] = await mailTo(request);
  expect(mail?.to).toEqual([EMAIL]);
  expect(mail?.subject).toBe('Reset your Driller Portal password');
  const link = /https?:\/\/\S+\/idp\/reset\/\S+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
}

test('a user resets a forgotten password with the link e-mailed to the mailbox', async ({ page, request }) => {
  await resetPassword(page, request, 'Fresh&Water42');
  await signIn(page, 'hydro', DEMO_PASSWORD);
  await expect(page.getByText('The username/e-mail or password is incorrect.')).toBeVisible();

  await signIn(page, 'hydro', 'Fresh&Water42');
  await expect(page).toHaveURL(/\/Home$/);
  await expect(page.getByTestId('header-user-name')).toHaveText('Hugh Parker');
  await signOut(page);

  // Leave the demo account as the README lists it.
  await resetPassword(page, request, DEMO_PASSWORD);
});

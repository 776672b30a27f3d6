import { expect, test } from '../support/test';
import { newDrillerIdentity } from '../support/companies';

test('a new driller signs up through the provider and lands on /AssociateOrganisation', async ({ page }) => {
  // An e-mail and licence of this attempt's own: a retry must not meet the account its first attempt made.
  const { email, licence } = newDrillerIdentity('Nina');
  await page.goto('/');
  const create = page.getByRole('button', { name: 'Create account' });
  await expect(create).toBeDisabled();
  await page.locator('label', { hasText: /^Driller$/ }).click();
  await expect(page.getByRole('radio', { name: 'Driller' })).toBeChecked();
  await expect(create).toBeEnabled();
  await create.click();

  await expect(page.getByRole('heading', { name: 'Create account: Driller' })).toBeVisible();
  await page.getByLabel('First name').fill('Nina');
  await page.getByLabel('Last name').fill('Shaw');
  await page.getByLabel('Work e-mail address').fill(email);
  await page.getByLabel('Driller licence number').fill(licence);
  await page.getByLabel('Password', { exact: true }).fill('Bores&Water7');
  await page.getByLabel('Confirm password').fill('Bores&Water9');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('Bores&Water7');
  await page.getByLabel('Confirm password').fill('Bores&Water7');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/AssociateOrganisation$/);
  await expect(page.getByTestId('header-user-name')).toHaveText('Nina Shaw');
  await expect(page.getByTestId('header-role')).toHaveText('Driller');
  await expect(page.getByTestId('header-organisation')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('pendingSignupAction'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('Authorization'))).toMatch(/^ey/);
});

test('a company admin sign-up is filed for review and the user is told so and signed out', async ({ page }) => {
  const suffix = String(Date.now()).slice(-6);
  await page.goto('/');
  await page.locator('label', { hasText: /^Company Admin$/ }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Create account: Company Admin' })).toBeVisible();
  await page.getByLabel('First name').fill('Cam');
  await page.getByLabel('Last name').fill('Ferris');
  await page.getByLabel('Work e-mail address').fill(`cam.ferris.${suffix}@example.test`);
  await page.getByLabel('Username').fill(`camferris${suffix}`);
  await page.getByLabel('Drilling company name').fill('Deep Bores Pty Ltd');
  await page.getByLabel('Company ABN or ACN').fill('12 345 678 901');
  await page.getByLabel('Password', { exact: true }).fill('Bores&Water7');
  await page.getByLabel('Confirm password').fill('Bores&Water7');
  const dialog = page.waitForEvent('dialog');
  await page.getByRole('button', { name: 'Create account' }).click();
  const alert = await dialog;
  expect(alert.message()).toContain('has been received');
  await alert.accept();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
});

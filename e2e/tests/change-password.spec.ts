import { expect, test, type Page } from '../support/test';
import { DEMO_PASSWORD, signIn, signOut } from '../support/session';

async function changePassword(page: Page, current: string, next: string) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
}

/**
 * Sam Whitfield (dl7301), whom no other journey signs in as. A run that fails between the two changes
 * leaves the password changed; when this journey used Read Only All, one such failure in CI made the
 * role journey that signs in as Read Only All fail after it.
 */
const LOGIN = 'dl7301';

test('a signed-in user changes their password from the user menu and stays signed in', async ({ page }) => {
  await signIn(page, LOGIN);
  await expect(page).toHaveURL(/\/Home$/);

  await changePassword(page, 'not-my-password', 'Brand&New77');
  await expect(page.getByText('Your current password is incorrect.')).toBeVisible();
  await page.getByLabel('Current password').fill(DEMO_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('Brand&New77');
  await page.getByLabel('Confirm new password').fill('Brand&New77');
  await page.getByRole('button', { name: 'Change password' }).click();

  await expect(page).toHaveURL(/\/Home$/);
  await expect(page.getByTestId('header-user-name')).toHaveText('Sam Whitfield');
  await signOut(page);
  await signIn(page, LOGIN, 'Brand&New77');
  await expect(page).toHaveURL(/\/Home$/);

  // Leave the demo account as the README lists it.
  await changePassword(page, 'Brand&New77', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/Home$/);
});

import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { signedInState } from '../support/signed-in';

test.use({ storageState: signedInState('regulator') });

/** Serious and critical WCAG 2 A/AA violations on the page as it stands. */
test('Manage Driller and Manage User pages have no serious accessibility violations', async ({ page }) => {
  await page.goto('/ManageDriller');
  await expect(page.getByRole('heading', { name: 'Search Driller' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Licence number').fill('DL 1234');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('driller-results')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: /Edit Dan Walsh/ }).click();
  await expect(page.getByRole('heading', { name: 'Update Driller' })).toBeVisible();
  await page.getByLabel('Drilling licence no').fill('DL 0001');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#driller-drillerLicenseNo-error')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/ManageUser');
  await page.getByRole('button', { name: 'Create New' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#user-firstName-error')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedInState } from '../support/signed-in';

test.use({ storageState: signedInState('regulator') });

/** Serious and critical WCAG 2 A/AA violations on the page as it stands. */
async function seriousViolations(page: Page): Promise<string[]> {
  // A fading element (Back to top) measured mid-transition fails the contrast check: wait until nothing moves.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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

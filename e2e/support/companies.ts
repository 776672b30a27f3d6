import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { shotsDir } from './shots-dir';
import { fullPageShot } from './full-page-shot';

/** The company screens at desktop and narrow widths, for review (see shotsDir). */
const DIR = shotsDir('companies');

/** Each screen shot is also checked for accessibility, in the state it was shot. */
export async function shootCompanies(page: Page, name: string): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 800 });
    // The page must fit the width: no sideways scrolling of the whole page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await fullPageShot(page, path.join(DIR, `${name}-${width}.png`));
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A driller licence and e-mail no other journey (or a retry of this one) uses. */
export function newDrillerIdentity(first: string) {
  // Interstate numbers run to 10 digits: a random 8-digit one is clear of the seeded drillers.
  const n = 70_000_000 + Math.floor(Math.random() * 9_999_999);
  return {
    first,
    last: `Tester${n % 10_000}`,
    email: `${first.toLowerCase()}.${n}@example.test`,
    licence: `AMR ${n}`,
  };
}

/** Signs up a new driller through the provider's page; the portal sends them to /AssociateOrganisation. */
export async function signUpDriller(page: Page, who: ReturnType<typeof newDrillerIdentity>): Promise<void> {
  await page.goto('/');
  await page.locator('label', { hasText: /^Driller$/ }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Create account: Driller' })).toBeVisible();
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last);
  await page.getByLabel('Work e-mail address').fill(who.email);
  await page.getByLabel('Driller licence number').fill(who.licence);
  await page.getByLabel('Password', { exact: true }).fill('Bores&Water7');
  await page.getByLabel('Confirm password').fill('Bores&Water7');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/AssociateOrganisation$/);
}

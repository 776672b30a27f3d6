import { expect, type Page } from '@playwright/test';

/** Demo accounts share one password (README); the seed data lives in apps/server/src/platform/db/seed-data.ts. */
export const DEMO_PASSWORD = 'Driller#2026';

/**
 * Signs in through the provider's real sign-in page, starting from the landing page. `timeout` is for
 * callers outside a test (the global setup), where the config's expect timeout does not apply.
 */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD, timeout?: number): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible({ timeout });
  await page.getByLabel('E-mail address or username').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
}

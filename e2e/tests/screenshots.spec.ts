import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { signIn } from '../support/session';
import { fullPageShot } from '../support/full-page-shot';

/** Screens a person looks at before calling the shell done; written to .tmp/shots for review. */
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/shots');
mkdirSync(SHOTS, { recursive: true });

test('landing, sign-in and signed-in home render as a finished service', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  await fullPageShot(page, path.join(SHOTS, 'landing.png'));

  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await fullPageShot(page, path.join(SHOTS, 'sign-in.png'));

  await signIn(page, 'dca.driller@demo.driller-portal.example');
  await expect(page.getByTestId('header-role')).toHaveText('Driller(Company Admin)');
  // The home as a driller finds it: with the works loaded, not their loader.
  await expect(page.getByRole('table', { name: 'Current Works' })).toBeVisible();
  await fullPageShot(page, path.join(SHOTS, 'home.png'));
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Admin' }).click();
  await page.screenshot({ path: path.join(SHOTS, 'home-admin-menu.png') });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Browser, type Page } from '@playwright/test';
import { E2E_PORT } from './server';

/**
 * The roles whose journeys are not about signing in. The global setup signs each in once, through
 * the provider's real sign-in page, and keeps the browser state (the portal's tokens in local storage,
 * the provider's session cookie) for those journeys to start from.
 */
/** dl7302 (Nina Kowalski, Aquifer Drilling) is the offline journey's own: no other journey adds works to her dashboard. */
export const SESSION_LOGINS = ['dl1234', 'dca.driller@demo.driller-portal.example', 'companyadmin', 'regulator', 'readonly', 'dl7302'] as const;
export type SessionLogin = (typeof SESSION_LOGINS)[number];

const SESSIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../.tmp/e2e-sessions-${E2E_PORT}`);

/** The storage state file of a role signed in by the global setup (for `test.use({ storageState })`). */
export function signedInState(login: SessionLogin): string {
  return path.join(SESSIONS, `${login.replace(/[^a-z0-9.]/gi, '_')}.json`);
}

/** Opens /Home in a page already signed in, and waits for the header to name the user. */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/Home');
  await expect(page.getByTestId('header-user-name')).not.toBeEmpty();
}

/** Another browser window with its own storage, signed in as `login`, on /Home. */
export async function signedInWindow(browser: Browser, login: SessionLogin): Promise<Page> {
  const page = await (await browser.newContext({ storageState: signedInState(login) })).newPage();
  await openHome(page);
  return page;
}

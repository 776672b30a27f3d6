import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, expect, type FullConfig } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './session';
import { SESSION_LOGINS, signedInState, type SessionLogin } from './signed-in';

/** Outside a test the expect timeout is 5 s; five first sign-ins at once on a busy machine take longer. */
const SIGN_IN_TIMEOUT = 60_000;

/**
 * Signs each journey role in once, through the embedded provider's sign-in page as a person would,
 * and keeps its browser state; the journeys that are not about signing in start from it (issue 8).
 * Runs after the web server is up.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const use = config.projects[0]?.use ?? {};
  const browser = await chromium.launch(use.launchOptions);
  try {
    await Promise.all(
      SESSION_LOGINS.map(async (login: SessionLogin) => {
        const context = await browser.newContext({ baseURL: use.baseURL, viewport: use.viewport, locale: use.locale, timezoneId: use.timezoneId });
        const page = await context.newPage();
        await signIn(page, login, DEMO_PASSWORD, SIGN_IN_TIMEOUT);
        await expect(page).toHaveURL(/\/Home$/, { timeout: SIGN_IN_TIMEOUT });
        await expect(page.getByTestId('header-user-name')).not.toBeEmpty({ timeout: SIGN_IN_TIMEOUT });
        const file = signedInState(login);
        mkdirSync(path.dirname(file), { recursive: true });
        await context.storageState({ path: file });
        await context.close();
      }),
    );
  } finally {
    await browser.close();
  }
}

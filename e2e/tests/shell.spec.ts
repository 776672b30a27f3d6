import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { openHome, signedInState } from '../support/signed-in';

// Not about signing in: these start from the sessions the global setup signed in.
test.describe(() => {
  test.use({ storageState: signedInState('dl1234') });
  test('an unknown path shows the home screen without redirecting', async ({ page }) => {
    await openHome(page);
    await expect(page).toHaveURL(/\/Home$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Dan');
    await page.goto('/home');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Dan');
  });
});

test.describe(() => {
  test.use({ storageState: signedInState('regulator') });
  test('a signed-in visitor to the landing page is sent to /Home', async ({ page }) => {
    await openHome(page);
    await expect(page).toHaveURL(/\/Home$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/Home$/);
  });
});

test('the header says whether the browser is online', async ({ page, context }) => {
  await page.goto('/Help');
  await expect(page.getByTestId('online-status')).toHaveText("You're online!");
  await context.setOffline(true);
  await expect(page.getByTestId('online-status')).toHaveText("You're offline!");
  await context.setOffline(false);
  await expect(page.getByTestId('online-status')).toHaveText("You're online!");
});

test('back to top appears after scrolling and returns to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/Help');
  const button = page.getByRole('button', { name: /back to top/i });
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 400);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

for (const path of ['/', '/Help', '/Offline']) {
  test(`public page ${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the signed-in home and the sign-in page have no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('E-mail address or username').fill('companyadmin');
  await page.getByLabel('Password').fill('Driller#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/Home$/);
  // The dashboard's grids are part of the page checked.
  await expect(page.getByRole('table', { name: 'Past Works' }).getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

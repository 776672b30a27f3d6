import { expect, test, type Response } from '@playwright/test';

/** Issue 8: what the landing page costs on a rural link, seen from the browser itself. */
test('the landing page arrives brotli-compressed, hashed assets cached for a year, the page revalidated', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (r) => responses.push(r));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const document = responses.find((r) => new URL(r.url()).pathname === '/');
  expect(document?.headers()['content-encoding']).toBe('br');
  expect(document?.headers()['cache-control']).toBe('no-cache');

  const scripts = responses.filter((r) => /\/assets\/index-[^/]+\.js$/.test(r.url()));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const headers = script.headers();
    expect(headers['content-encoding'], script.url()).toBe('br');
    expect(headers['cache-control'], script.url()).toBe('public, max-age=31536000, immutable');
    expect(headers['vary'], script.url()).toMatch(/accept-encoding/i);
  }
});

test('the app shell reloads offline once the service worker has installed it', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit is not controlled by the worker; a second load is, as a returning user's would be.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('online-status')).toHaveText("You're offline!");
  await context.setOffline(false);
});

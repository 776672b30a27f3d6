import { expect, test, type Page, type Response } from '../support/test';
import { signIn } from '../support/session';
import { chooseWorkType } from '../support/work';

/** The service worker is what these journeys check (the other journeys run without it). */
test.use({ serviceWorkers: 'allow' });

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

test('a worker whose script is gone (a page served in its place) is unregistered and the page reloads', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Spec 3 section 8: "If the service worker file is missing or not JavaScript it is unregistered and the page reloads."
  await page.route('**/sw.js', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Driller Portal</title>' }));
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.reload();
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);
  await expect.poll(() => loads).toBe(2);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/** Chunks a public page must not download: the identity client and validation, the signed-in menus, the map stack. */
const SIGNED_IN_CHUNKS = /\/assets\/(identity|zod|react-aria|signed-in-menus)-[^/]+\.js$/;
const MAP_CHUNKS = /\/assets\/(leaflet|proj4)-[^/]+\.(js|css)$/;

/** Every URL the page requests from now on (paths only). */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** Every URL the service worker's caches hold. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

test('a first anonymous visit to / downloads neither the identity client nor the map stack, nor does its service worker', async ({ page }) => {
  const requested = recordRequests(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  // The worker registers once the page has settled, then precaches the app shell.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cached = await cachedPaths(page);
  expect(cached.some((path) => /^\/assets\/index-[^/]+\.js$/.test(path)), 'the shell is precached').toBe(true);
  for (const path of [...requested, ...cached]) {
    expect(path).not.toMatch(SIGNED_IN_CHUNKS);
    expect(path).not.toMatch(MAP_CHUNKS);
  }

  // The identity client arrives when the visitor asks to sign in (and the pattern above names it).
  const identity = page.waitForRequest((request) => SIGNED_IN_CHUNKS.test(new URL(request.url()).pathname));
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await identity;
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});

test("Form A's first step loads no map stack; the monitoring holes page, which has a map, does", async ({ page }) => {
  await signIn(page, 'dl1234');
  await expect(page).toHaveURL(/\/Home$/);
  const requested = recordRequests(page);
  await page.goto('/Work');
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => MAP_CHUNKS.test(path))).toEqual([]);

  await chooseWorkType(page, ['New', 'Monitoring', 'Monitoring bores - one or more holes']);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  expect(requested.some((path) => /\/assets\/leaflet-[^/]+\.js$/.test(path))).toBe(true);
  // proj4 (coordinate entry in MGA) belongs to the location page only.
  expect(requested.filter((path) => /\/assets\/proj4-/.test(path))).toEqual([]);
});

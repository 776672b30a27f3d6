import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { AUTH_MESSAGES, BASE_MAP_MESSAGES, GENERAL_MESSAGES, LOCATION_MESSAGES, WORK_DECIDED_MESSAGES, WORK_MESSAGES } from '@driller/domain';
import { wcagCheck } from '../support/axe';
import { serveFixtureTiles } from '../support/base-map';
import { DEMO_PASSWORD } from '../support/session';
import { openHome, signedInState } from '../support/signed-in';
import { answerDialog, chooseWorkType, createBoreWork, expectWorkPage, SHOTS, workSteps } from '../support/work';

/** Approval works no other journey takes (seeded by the synthetic register). */
const WORKS = {
  csp: { number: '70WA851525', work: '1000182' },
  map: { number: '70WA851525', work: '1000189' },
  location: { number: '70WA851525', work: '1000196' },
} as const;

/** Every Content-Security-Policy violation the page reports, collected from the first script on. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      void (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    ),
  );
  return seen;
}

async function toLocationPage(page: Page): Promise<void> {
  await workSteps(page).getByRole('button', { name: /Enter Actual Bore Location/ }).click();
  await expectWorkPage(page, 'View Work Details', 'Enter Actual Bore Location');
}

const loadedTiles = (page: Page) => page.locator('.leaflet-tile-pane img.leaflet-tile-loaded');

/** Zooms the map out with its control to `zoom`, a level at a time (a press during the animation is lost). */
async function zoomOutTo(page: Page, zoom: number): Promise<void> {
  const settledAt = (z: number) =>
    page.evaluate(
      (level) => !document.querySelector('.leaflet-zoom-anim') && [...document.querySelectorAll('.leaflet-tile-pane img.leaflet-tile-loaded')].some((img) => (img as HTMLImageElement).src.includes(`/streets/${level}/`)),
      z,
    );
  for (let z = (await currentZoom(page)) - 1; z >= zoom; z -= 1) {
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => settledAt(z)).toBe(true);
  }
}

/**
 * The zoom of the level Leaflet shows on top (its container has the highest z-index), read from its
 * tiles' URLs. Not the last tile in the page: a level made while zooming out is reused on the way back
 * in, ahead of the levels made after it, which keep their tiles a while.
 */
async function currentZoom(page: Page): Promise<number> {
  const src = await page.evaluate(() => {
    const levels = [...document.querySelectorAll<HTMLElement>('.leaflet-tile-pane .leaflet-tile-container')];
    const top = levels.reduce<HTMLElement | null>((best, level) => (best && Number(best.style.zIndex) >= Number(level.style.zIndex) ? best : level), null);
    return top?.querySelector<HTMLImageElement>('img.leaflet-tile-loaded')?.src ?? '';
  });
  return Number(/\/streets\/(\d+)\//.exec(src)?.[1] ?? Number.NaN);
}

/** Drags the actual pin far (more than 20 m) from where it stands. */
async function dragPinFar(page: Page): Promise<void> {
  const pin = page.locator('.leaflet-marker-draggable').first();
  await page.getByTestId('work-map').scrollIntoViewIfNeeded();
  const box = await pin.boundingBox();
  if (!box) throw new Error('no pin on the map');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height + 20, { steps: 8 });
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height + 40, { steps: 8 });
  await page.mouse.up();
}

// Not about signing in: these start from the session the global setup signed in.
test.describe(() => {
  test.use({ storageState: signedInState('dl1234') });

  test('the Form A pages log no Content-Security-Policy violation', async ({ page }) => {
    const violations = await watchCsp(page);
    await serveFixtureTiles(page);
    await openHome(page);
    await page.goto('/Work');
    await chooseWorkType(page, ['New', 'Monitoring', 'Monitoring bores - one or more holes']);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expectWorkPage(page, 'Create New Work', 'Monitoring Holes');
    await page.getByRole('button', { name: 'Add new hole' }).click();

    await createBoreWork(page, WORKS.csp, 'CSP check');
    await workSteps(page).getByRole('button', { name: /Work Type/ }).click();
    await expectWorkPage(page, 'View Work Details', 'Work Type');
    await workSteps(page).getByRole('button', { name: /Assign Work/ }).click();
    await expectWorkPage(page, 'View Work Details', 'Assign Work');
    await toLocationPage(page);
    await answerDialog(page, WORK_MESSAGES.actualLocationNotSetConfirm);
    await expect(loadedTiles(page).first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the map shows the production bores near the pin and counts per square zoomed out, draws the configured base map, switches it in the gallery, hides it, goes full screen and says when tiles fail', async ({ page }) => {
    await serveFixtureTiles(page);
    await openHome(page);
    await createBoreWork(page, WORKS.map, 'Base map check');
    await toLocationPage(page);
    await answerDialog(page, WORK_MESSAGES.actualLocationNotSetConfirm);

    // Production bores: at the pin's zoom the works themselves (two other approvals' within a kilometre)...
    const map = page.getByTestId('work-map');
    const works = map.locator('.work-map__icon--production');
    const counts = map.getByRole('button', { name: /^[\d,]+ production bores? in this square: zoom in$/ });
    await expect(works).toHaveCount(2);
    await expect(counts).toHaveCount(0);
    await map.screenshot({ path: path.join(SHOTS, 'work-map-works-zoom-15.png') });
    // ...and zoomed out to the start zoom of a page without a pin, how many there are per square.
    await zoomOutTo(page, 9);
    await expect(counts.first()).toBeVisible();
    await expect(works).toHaveCount(0);
    await expect(map.locator('.work-map__count-square').first()).toBeVisible();
    await map.screenshot({ path: path.join(SHOTS, 'work-map-works-zoom-9.png') });
    const axe = await wcagCheck(page, '.work-map__count');
    expect(axe.violations.map((v) => `${v.id} (${v.impact ?? ''})`)).toEqual([]);
    // A bubble zooms in on its square: one level in, counted again in quarters.
    await counts.first().click();
    await expect.poll(() => currentZoom(page)).toBe(10);
    await expect(counts.first()).toBeVisible();

    const gallery = page.getByRole('group', { name: 'Base map gallery' });
    await expect(gallery.getByRole('button', { name: 'Streets' })).toHaveAttribute('aria-pressed', 'true');
    await expect(loadedTiles(page).first()).toBeVisible();
    await expect(loadedTiles(page).first()).toHaveAttribute('src', /\/streets\//);
    expect(await loadedTiles(page).first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(256);

    await gallery.getByRole('button', { name: 'Imagery' }).click();
    await expect(gallery.getByRole('button', { name: 'Imagery' })).toHaveAttribute('aria-pressed', 'true');
    await expect(loadedTiles(page).first()).toHaveAttribute('src', /\/imagery\//);

    await gallery.getByLabel('Base map').uncheck();
    await expect(page.locator('.leaflet-tile-pane img')).toHaveCount(0);
    await expect(gallery.getByRole('button', { name: 'Topographic' })).toBeDisabled();
    await gallery.getByLabel('Base map').check();
    await expect(loadedTiles(page).first()).toBeVisible();

    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.classList.contains('work-map') ?? false)).toBe(true);
    await page.getByRole('button', { name: 'Exit full screen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();

    await expect(page.getByText(BASE_MAP_MESSAGES.tilesFailed)).toHaveCount(0);
    await serveFixtureTiles(page, 'fail');
    await gallery.getByRole('button', { name: 'Topographic' }).click();
    await expect(page.getByRole('status').filter({ hasText: BASE_MAP_MESSAGES.tilesFailed })).toBeVisible();
  });

  test('the location page warns beside the distance, confirms on Save, and says when there is nothing to save', async ({ page }) => {
    await serveFixtureTiles(page);
    await openHome(page);
    await createBoreWork(page, WORKS.location, 'Location save check');
    // Saved work details: Save hides, and the page says why.
    await workSteps(page).getByRole('button', { name: /Assign Work/ }).click();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expect(page.getByText(WORK_DECIDED_MESSAGES.allSaved)).toBeVisible();

    await toLocationPage(page);
    await answerDialog(page, WORK_MESSAGES.actualLocationNotSetConfirm);
    await page.getByRole('button', { name: 'Drop pin' }).click();
    await expect(page.getByTestId('distance')).toHaveText(/m$/);
    await expect(page.getByTestId('distance-warning')).toHaveCount(0);
    await dragPinFar(page);
    // Beside the distance while the pin stands there, before any Save.
    await expect(page.getByTestId('distance-warning')).toHaveText(LOCATION_MESSAGES.farFromApproved);
    await expect(page.getByTestId('actual-latitude')).toHaveText(/^-\d+\.\d{6}$/);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await answerDialog(page, LOCATION_MESSAGES.farFromApproved);
    const lotConfirm = page.getByRole('alertdialog').filter({ hasText: LOCATION_MESSAGES.lotDpMismatch });
    if (await lotConfirm.isVisible({ timeout: 2_000 }).catch(() => false)) await answerDialog(page, LOCATION_MESSAGES.lotDpMismatch);
    await expect(page.getByRole('status').filter({ hasText: WORK_MESSAGES.submitted })).toBeVisible();
    await expectWorkPage(page, 'View Work Details', 'Enter Actual Bore Location');
    await expect(page.getByTestId('distance-warning')).toHaveText(LOCATION_MESSAGES.farFromApproved);

    // Nothing changed since: Save says so instead of saving again.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await answerDialog(page, GENERAL_MESSAGES.nothingToSave);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test('sign-in works when the portal is opened as 127.0.0.1 instead of PUBLIC_URL', async ({ page, baseURL }) => {
  const loopback = (baseURL ?? '').replace('localhost', '127.0.0.1');
  await page.goto(`${loopback}/`);
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  await page.getByLabel('E-mail address or username').fill('dl1234');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${loopback}/Home`);
  await expect(page.getByTestId('header-role')).toHaveText('Driller');
});

test.describe('sign-in that cannot start says so in the page', () => {
  test('the identity provider answers 429', async ({ page }) => {
    await page.route('**/idp/.well-known/openid-configuration', (route) => route.fulfill({ status: 429, body: 'Too Many Requests' }));
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.signInRateLimited })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the identity provider cannot be reached', async ({ page }) => {
    await page.route('**/idp/.well-known/openid-configuration', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.signInUnavailable })).toBeVisible();
    await page.unroute('**/idp/.well-known/openid-configuration');
    await page.getByRole('button', { name: 'Try signing in again' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  });
});

import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { WORK_MESSAGES } from '@driller/domain';
import { serveFixtureTiles } from '../support/base-map';
import { openHome, signedInState } from '../support/signed-in';
import { answerDialog, chooseWorkType, createBoreWork, expectWorkPage, workSteps } from '../support/work';
import { shotsDir } from '../support/shots-dir';
import { fullPageShot } from '../support/full-page-shot';

/** Not about signing in: starts from the session the global setup signed in. */
test.use({ storageState: signedInState('dl1234') });

/**
 * Form A at desktop and narrow widths, with the base map from fixture tiles, for review. A test run
 * writes them under .tmp/shots (see shotsDir).
 */
const DIR = shotsDir('form-a');
const WIDTHS = [1280, 800] as const;
const WORK = { number: '50WA484954', work: '1000280' } as const;

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // Leaflet re-lays its tiles after a resize.
    await page.waitForTimeout(400);
    // The page must fit the width: no sideways scrolling of the whole page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Nor may a grid hide columns behind a sideways scroll (the conditions grid at 800 px).
    const hiddenGridWidth = await page.evaluate(() => Math.max(0, ...Array.from(document.querySelectorAll('.app-grid'), (g) => g.scrollWidth - g.clientWidth)));
    expect(hiddenGridWidth).toBeLessThanOrEqual(1);
    await fullPageShot(page, path.join(DIR, `${name}-${width}.png`));
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('Form A pages at 1280 and 800 px', async ({ page }) => {
  test.setTimeout(120_000);
  await serveFixtureTiles(page);
  await openHome(page);

  await page.goto('/Work');
  await chooseWorkType(page, ['New', 'Monitoring', 'Monitoring bores - one or more holes']);
  await shoot(page, '0-work-type');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectWorkPage(page, 'Create New Work', 'Monitoring Holes');
  await page.getByRole('button', { name: 'Add new hole' }).click();
  await page.getByLabel('Row 1 latitude').fill('-32.339175');
  await page.getByLabel('Row 1 longitude').fill('148.514355');
  await expect(page.locator('.leaflet-tile-pane img.leaflet-tile-loaded').first()).toBeVisible();
  await shoot(page, '2-monitoring-holes');

  await createBoreWork(page, WORK, 'Screenshot bore');
  await shoot(page, '3-conditions');
  await workSteps(page).getByRole('button', { name: /Assign Work/ }).click();
  await expectWorkPage(page, 'View Work Details', 'Assign Work');
  await shoot(page, '1-assign-work');

  await workSteps(page).getByRole('button', { name: /Enter Actual Bore Location/ }).click();
  await answerDialog(page, WORK_MESSAGES.actualLocationNotSetConfirm);
  await page.getByRole('button', { name: 'Drop pin' }).click();
  // About 33 m north of the approved point: the warning shows beside the distance.
  const approved = Number(await page.getByTestId('approved-latitude').textContent());
  await page.getByLabel('Latitude', { exact: true }).fill((approved + 0.0003).toFixed(6));
  await page.getByRole('button', { name: 'Set location' }).click();
  await expect(page.getByTestId('distance-warning')).toBeVisible();
  await expect(page.locator('.leaflet-tile-pane img.leaflet-tile-loaded').first()).toBeVisible();
  await shoot(page, '4-location');
});

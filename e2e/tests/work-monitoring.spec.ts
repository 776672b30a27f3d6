import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { MONITORING_MESSAGES } from '@driller/domain';
import { seriousViolations } from '../support/axe';
import { openHome, signedInState } from '../support/signed-in';
import { SHOTS, chooseWorkType, expectWorkPage, shot } from '../support/work';

/** Not about signing in: starts from the session the global setup signed in. */
test.use({ storageState: signedInState('dl1234') });

async function fillHole(page: Page, n: number, hole: { lat: string; lng: string; name: string; type: string }) {
  await page.getByLabel(`Row ${n} latitude`).fill(hole.lat);
  await page.getByLabel(`Row ${n} longitude`).fill(hole.lng);
  await page.getByLabel(`Row ${n} work name`).fill(hole.name);
  await page.getByLabel(`Row ${n} hole type`).selectOption({ label: hole.type });
}

test('a driller records a monitoring work with two holes, one of them the pilot hole', async ({ page }) => {
  await openHome(page);
  await page.goto('/Work');
  await chooseWorkType(page, ['New', 'Monitoring', 'Monitoring bores - one or more holes']);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectWorkPage(page, 'Create New Work', 'Monitoring Holes');
  await expect(page.getByRole('heading', { name: 'Map View' })).toBeVisible();
  await expect(page.getByLabel('I have a work approval number.')).not.toBeChecked();
  await page.getByRole('textbox', { name: 'Reference no' }).fill('DUBBO-MB-12');

  await page.getByRole('button', { name: 'Add new hole' }).click();
  await page.getByRole('button', { name: 'Add new hole' }).click();
  await fillHole(page, 1, { lat: '-32.339175', lng: '148.514355', name: 'MB12 deep', type: 'Pilot hole (deepest hole)' });
  await fillHole(page, 2, { lat: '-32.339190', lng: '148.514380', name: 'MB12 shallow', type: 'Pilot hole (deepest hole)' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MONITORING_MESSAGES.multiplePilots })).toBeVisible();
  await shot(page, '2-monitoring-holes');

  await page.getByLabel('Row 2 hole type').selectOption({ label: 'Other' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/Work\?id=\d+$/);
  await expectWorkPage(page, 'View Work Details', 'Review Conditions of Approval');

  await page.getByRole('navigation', { name: 'Work steps' }).getByRole('button', { name: /Monitoring Holes/ }).click();
  await expect(page.getByLabel('Row 1 work name')).toHaveValue('MB12 deep');
  await expect(page.getByLabel('Row 2 hole type')).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: 'Reference no' })).toHaveValue('DUBBO-MB-12');
});

test('the holes table fits 1280 and 800 px: every column, the add and the delete buttons in view; an error link focuses the hole field', async ({ page }) => {
  await openHome(page);
  await page.goto('/Work');
  await chooseWorkType(page, ['New', 'Monitoring', 'Monitoring bores - one or more holes']);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('textbox', { name: 'Reference no' }).fill('ORANGE-MB-3');
  await page.getByRole('button', { name: 'Add new hole' }).click();
  await page.getByRole('button', { name: 'Add new hole' }).click();
  await fillHole(page, 1, { lat: '-33.283577', lng: '149.101273', name: 'MB3 deep', type: 'Pilot hole (deepest hole)' });
  await page.getByLabel('Row 2 latitude').fill('-33.283590');
  await page.getByLabel('Row 2 longitude').fill('149.101290');
  await page.getByLabel('Row 2 work name').fill('');
  await page.getByLabel('Row 2 hole type').selectOption({ label: 'Other' });

  // A row error in the summary links to the field of that row, in real Chromium too.
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('link', { name: 'Row#2 : Work Name is mandatory' }).click();
  await expect(page.getByLabel('Row 2 work name')).toBeFocused();
  await page.getByLabel('Row 2 work name').fill('MB3 shallow');

  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 800 });
    const table = page.getByRole('region', { name: 'Monitoring holes' });
    await table.scrollIntoViewIfNeeded();
    const controls = [
      page.getByRole('button', { name: 'Add new hole' }),
      page.getByRole('button', { name: /^Delete\s*row 1$/ }),
      page.getByRole('button', { name: /^Delete\s*row 2$/ }),
      page.getByLabel('Row 2 latitude'),
      page.getByLabel('Row 2 no of pipes'),
    ];
    for (const control of controls) {
      const box = await control.boundingBox();
      expect(box, `${width} px`).not.toBeNull();
      expect(box!.x, `${width} px`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${width} px`).toBeLessThanOrEqual(width);
    }
    const overflow = await table.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, `${width} px: the table does not scroll sideways`).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px: nor does the page`).toBeLessThanOrEqual(width);
    await table.screenshot({ path: path.join(SHOTS, `work-holes-table-${width}.png`) });
    expect(await seriousViolations(page, '[aria-label="Monitoring holes"]'), `${width} px: no serious accessibility violation in the table`).toEqual([]);
  }
});

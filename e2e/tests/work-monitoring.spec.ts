import { expect, test, type Page } from '@playwright/test';
import { MONITORING_MESSAGES } from '@driller/domain';
import { signIn } from '../support/session';
import { chooseWorkType, expectWorkPage, shot } from '../support/work';

async function fillHole(page: Page, n: number, hole: { lat: string; lng: string; name: string; type: string }) {
  await page.getByLabel(`Row ${n} latitude`).fill(hole.lat);
  await page.getByLabel(`Row ${n} longitude`).fill(hole.lng);
  await page.getByLabel(`Row ${n} work name`).fill(hole.name);
  await page.getByLabel(`Row ${n} hole type`).selectOption({ label: hole.type });
}

test('a driller records a monitoring work with two holes, one of them the pilot hole', async ({ page }) => {
  await signIn(page, 'dl1234');
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

import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { BCR_MESSAGES, WORK_MESSAGES } from '@driller/domain';
import { openBcrPage, pageLoaded } from './bcr';
import { SHOTS, chooseWorkType } from './work';
import { fullPageShot } from './full-page-shot';

/** Screenshots of the BCR pages of water entry design to pumping test, looked at before calling them done. */
export async function bcrShot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await pageLoaded(page);
  await fullPageShot(page, path.join(SHOTS, `bcr-${name}-${width}.png`));
}

export async function openBcr(page: Page, formAId: number): Promise<void> {
  await page.goto(`/BCR?id=${formAId}`);
}

/** Moves to a wizard page through the sidebar and waits for its title. */
export async function openPage(page: Page, title: string): Promise<void> {
  await openBcrPage(page, title);
  await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  await pageLoaded(page);
}

/** The row modal of a section, by its title. */
export const modal = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

/** The inline row panel of a section (beside its table, which carries the same name). */
export const panel = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: title, exact: true }).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** A section's row table, by its name. */
export const rowTable = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: title, exact: true }).filter({ has: page.getByRole('table') });

/** The n-th row of a table (1 for the first under the header). */
export const row = (table: Locator, n: number): Locator => table.getByRole('row').nth(n);

/**
 * Spec 2 "Annulus Fill / Seal": the section is Not Applicable at first, and once marked Applicable it waits
 * for the Bore Construction Design with its message and no rows to add. The mark stays unsaved.
 */
export async function expectAnnulusWaitsForCasing(page: Page): Promise<void> {
  await openPage(page, 'Annulus Fill / Seal');
  await expect(page.getByRole('radio', { name: 'Not Applicable' })).toBeChecked();
  await page.getByText('Applicable', { exact: true }).click();
  await expect(page.getByText(BCR_MESSAGES.annulusLocked)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add row' })).toHaveCount(0);
}

/**
 * The page's Save: posts its route and waits for the server's answer. The shell asks first when the
 * save raises warnings (e.g. completion dates against the approval's): they are confirmed.
 */
export async function pageSave(page: Page): Promise<void> {
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && /\/service\/api\/bcr\/save/.test(r.url()));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const question = page.getByRole('alertdialog').filter({ hasText: BCR_MESSAGES.confirmContinue });
  // Errors block the save: fail at once with them rather than wait out the test for an answer.
  const problem = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });
  const first = await Promise.race([
    answer.then(() => 'saved' as const),
    question.waitFor().then(() => 'asked' as const),
    problem.waitFor().then(() => 'refused' as const),
  ]);
  if (first === 'refused') throw new Error(`The save was refused: ${await problem.innerText()}`);
  if (first === 'asked') await question.getByRole('button', { name: 'OK' }).click();
  expect((await answer).status()).toBe(200);
}

/** Opening a report without an actual location asks to continue (once per load). */
export async function continueWithoutLocation(page: Page): Promise<void> {
  const question = page.getByRole('alertdialog').filter({ hasText: WORK_MESSAGES.actualLocationNotSetConfirm });
  const wizard = page.getByRole('navigation', { name: 'Report sections' });
  const first = await Promise.race([question.waitFor().then(() => 'asked' as const), wizard.waitFor().then(() => 'open' as const)]);
  if (first === 'asked') await question.getByRole('button', { name: 'OK' }).click();
}

/**
 * A monitoring work without an approval number: one hole of two pipes at a fixed point, its own BCR
 * for the journey that creates it. Returns its form id.
 */
export async function createTwoPipeMonitoringWork(page: Page, referenceNo: string, workName: string): Promise<number> {
  await page.goto('/Work');
  await chooseWorkType(page, ['New', 'Monitoring', 'Monitoring bores - one or more holes']);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('textbox', { name: 'Reference no' }).fill(referenceNo);
  await page.getByRole('button', { name: 'Add new hole' }).click();
  await page.getByLabel('Row 1 latitude').fill('-31.091540');
  await page.getByLabel('Row 1 longitude').fill('150.930810');
  await page.getByLabel('Row 1 work name').fill(workName);
  await page.getByLabel('Row 1 hole type').selectOption({ label: 'Pilot hole (deepest hole)' });
  await page.getByLabel('Row 1 no of pipes').fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/Work\?id=\d+$/);
  return Number(new URL(page.url()).searchParams.get('id'));
}

import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { BCR_MESSAGES } from '@driller/domain';
import { pageLoaded } from './bcr';
import { SHOTS, answerDialog, chooseWorkType, expectWorkPage, pickApprovalWork } from './work';
import { fullPageShot } from './full-page-shot';

/** Helpers of the BCR row-section journeys (e2e/tests/bcr-rows-journeys.spec.ts). */

/** Creates a work of the given type (Work Details 1 to 4 by label) up to its conditions page; returns its id. */
export async function createWork(page: Page, types: string[], approval: { number: string; work: string }, name: string): Promise<number> {
  await page.goto('/Work');
  await chooseWorkType(page, types);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await pickApprovalWork(page, approval.number, approval.work);
  await page.getByRole('textbox', { name: 'Work name' }).fill(name);
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page).toHaveURL(/\/Work\?id=\d+/);
  await expectWorkPage(page, 'View Work Details', 'Review Conditions of Approval');
  return Number(new URL(page.url()).searchParams.get('id'));
}

/** Opens the work's BCR, past the no-actual-location confirm. */
export async function openBcr(page: Page, formAId: number): Promise<void> {
  await page.goto(`/BCR?id=${formAId}`);
  await answerDialog(page, BCR_MESSAGES.actualLocationNotSetConfirm);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bore Construction Report');
}

export const sections = (page: Page) => page.getByRole('navigation', { name: 'Report sections' });

/** Goes to a page through the sidebar (opening it when closed). */
export async function openSection(page: Page, title: string): Promise<void> {
  const toggle = sections(page).getByRole('button', { name: 'Show sections' });
  if (await toggle.isVisible()) await toggle.click();
  await sections(page).getByRole('button', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await pageLoaded(page);
}

export const rowModal = (page: Page, title: string) => page.getByRole('dialog', { name: title });
export const table = (page: Page, title: string) => page.getByRole('region', { name: title });

/**
 * A full-page screenshot at 1280 and at 800 px wide, looked at before calling a page done. A page never
 * scrolls sideways (a wide table scrolls inside itself); with a modal open the page behind is not in use.
 */
export async function shots(page: Page, name: string): Promise<void> {
  const modalOpen = (await page.getByRole('dialog').count()) > 0;
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 800 });
    if (!modalOpen) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await fullPageShot(page, path.join(SHOTS, `bcr-rows-${name}-${width}.png`));
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Screenshots of a row page and of its modal (opened on a new row, then cancelled). */
export async function pageAndModalShots(page: Page, title: string, name: string, modalTitle = title): Promise<void> {
  await openSection(page, title);
  await shots(page, name);
  const addNext = table(page, modalTitle).getByRole('button', { name: /^Add next/ });
  await ((await addNext.count()) > 0 ? addNext : page.getByRole('button', { name: 'Add row' })).click();
  await expect(rowModal(page, modalTitle)).toBeVisible();
  await shots(page, `${name}-modal`);
  await rowModal(page, modalTitle).getByRole('button', { name: 'Cancel' }).click();
}

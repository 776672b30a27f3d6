import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { ADMIN_MESSAGES, gwNoUpdated } from '@driller/domain';
import { signIn } from '../support/session';
import { openHome, signedInState } from '../support/signed-in';
import { answerDialog } from '../support/work';
import { shotsDir } from '../support/shots-dir';
import { fullPageShot } from '../support/full-page-shot';

/** The seeded search volume (apps/server/src/platform/db/seed-search.ts): 265 reports on this approval. */
const APPROVAL = '70CW955405';
const SHOTS = shotsDir('search');

async function openSearch(page: Page) {
  await page.goto('/SearchBCR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Bore Construction Report');
}

async function searchBy(page: Page, label: 'Work Approval No.' | 'Groundwater No.', value: string) {
  const other = label === 'Work Approval No.' ? 'Groundwater No.' : 'Work Approval No.';
  await page.getByLabel(other).fill('');
  await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Search' }).click();
}

const grid = (page: Page) => page.getByTestId('bcr-search-grid');
const pager = (page: Page) => page.getByTestId('bcr-search-pager');

test.describe('Search Bore Construction Reports as the Super Admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'superadmin');
    await expect(page).toHaveURL(/\/Home$/);
  });

  test('pages through 265 reports of an approval number 100 at a time and exports them as CSV', async ({ page }) => {
    await openSearch(page);
    await searchBy(page, 'Work Approval No.', APPROVAL);
    await expect(pager(page)).toHaveText('Page 1 of 3 (1-100 of 265)');
    await expect(grid(page).locator('tbody tr')).toHaveCount(100);
    // The spec's column headers, verbatim (spec 3 "Search Bore Construction Reports").
    for (const name of ['BCR id', 'Work Details', 'GW No', 'Submitted Status', 'Last Submitted On', 'Last Edited On', 'Data Source']) {
      await expect(grid(page).getByRole('columnheader', { name, exact: true })).toHaveText(name);
    }
    await expect(grid(page).locator('tbody tr').first()).toContainText(APPROVAL);
    await page.screenshot({ path: `${SHOTS}/search-results-1280.png` });

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(pager(page)).toHaveText('Page 2 of 3 (101-200 of 265)');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(pager(page)).toHaveText('Page 3 of 3 (201-265 of 265)');
    await expect(grid(page).locator('tbody tr')).toHaveCount(65);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    // Sorting is the server's: GW No ascending starts the whole result again from its first page.
    await grid(page).getByRole('button', { name: /^GW No/ }).click();
    await expect(pager(page)).toHaveText('Page 1 of 3 (1-100 of 265)');
    await expect(grid(page).locator('tbody tr').first()).toContainText('GW500000');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const lines = readFileSync(file, 'utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('BCR id,Work Details,Work Name,GW No,Work Id,Work Approval No,Property Address,Driller Name,Drilling Company,Submitted Status,Last Submitted By,Last Submitted On,Last Submitted Time,Last Edited,Last Edited On,Data Source,Status');
    expect(lines).toHaveLength(266);
    expect(lines.slice(1).every((line) => line.includes(`,${APPROVAL},`))).toBe(true);
    expect(lines[1]).toContain(',GW500000,');

    await page.setViewportSize({ width: 800, height: 900 });
    await fullPageShot(page, `${SHOTS}/search-results-800.png`);
  });

  test('updates a GW No and decommissions a report from the search', async ({ page }, testInfo) => {
    // A retry takes another seeded report like it (submitted, the same work type): the first attempt renamed its own.
    const [from, to] = testInfo.retry === 0 ? ['GW500004', 'GW599004'] : ['GW500019', 'GW599019'];
    await openSearch(page);
    await searchBy(page, 'Groundwater No.', from);
    const row = grid(page).locator('tbody tr');
    await expect(row).toHaveCount(1);
    const bcrId = (await row.locator('td').nth(1).innerText()).trim();

    await row.getByRole('button', { name: `Update GW No of BCR ${bcrId}` }).click();
    const gwModal = page.getByRole('dialog', { name: 'Update Groundwater number' });
    await gwModal.getByLabel('Groundwater number').fill('');
    await gwModal.getByRole('button', { name: 'Submit' }).click();
    await expect(gwModal).toContainText(ADMIN_MESSAGES.gwNoMandatory);
    await gwModal.getByLabel('Groundwater number').fill(to);
    await page.screenshot({ path: `${SHOTS}/update-gw-no-1280.png` });
    await gwModal.getByRole('button', { name: 'Submit' }).click();
    await answerDialog(page, ADMIN_MESSAGES.confirmUpdateGwNo);
    await answerDialog(page, gwNoUpdated(to));
    await expect(grid(page)).toContainText('No data found.');
    await searchBy(page, 'Groundwater No.', to);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(bcrId);

    await row.getByRole('button', { name: `Decommission BCR ${bcrId}` }).click();
    const modal = page.getByRole('dialog', { name: 'Decommission Bore Construction Report' });
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(modal).toContainText(ADMIN_MESSAGES.decommissionDateRequired);
    await modal.getByLabel(/Decommissioned Date/).fill('31/02/2026');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(modal).toContainText(ADMIN_MESSAGES.invalidDate);
    await modal.getByLabel(/Decommissioned Date/).fill('03/02/2026');
    await page.screenshot({ path: `${SHOTS}/decommission-1280.png` });
    await modal.getByRole('button', { name: 'Submit' }).click();
    await answerDialog(page, ADMIN_MESSAGES.confirmDecommission);
    await answerDialog(page, ADMIN_MESSAGES.decommissioned);
    await expect(modal).toBeHidden();
  });

  test('asks edit or view when opening a submitted report: Cancel opens it to view, OK opens it for editing', async ({ page }) => {
    await openSearch(page);
    await searchBy(page, 'Groundwater No.', 'GW500006');
    const row = grid(page).locator('tbody tr');
    const bcrId = (await row.locator('td').nth(1).innerText()).trim();
    await row.getByRole('button', { name: `Open BCR ${bcrId}` }).click();
    await answerDialog(page, ADMIN_MESSAGES.openSubmittedEditOrView, 'Cancel');
    await expect(page).toHaveURL(/\/BCR\?id=\d+$/);

    // Ok opens it for editing (bcr/changebcrmode): the search then lists it In Progress.
    await openSearch(page);
    await searchBy(page, 'Groundwater No.', 'GW500009');
    await expect(row).toContainText('Submitted');
    const other = (await row.locator('td').nth(1).innerText()).trim();
    await row.getByRole('button', { name: `Open BCR ${other}` }).click();
    await answerDialog(page, ADMIN_MESSAGES.openSubmittedEditOrView, 'OK');
    await expect(page).toHaveURL(/\/BCR\?id=\d+$/);
    await openSearch(page);
    await searchBy(page, 'Groundwater No.', 'GW500009');
    await expect(row).toContainText('In Progress');
  });
});

test.describe('as the Regulator (not a leader)', () => {
  test.use({ storageState: signedInState('regulator') });

  test('sees no Delete on a Hydstra report, and the search at 800 px', async ({ page }) => {
    await openHome(page);
    await openSearch(page);
    await searchBy(page, 'Work Approval No.', APPROVAL);
    await expect(pager(page)).toHaveText('Page 1 of 3 (1-100 of 265)');
    await expect(grid(page)).toContainText('Hydstra');
    await expect(grid(page).getByRole('button', { name: /^Delete BCR/ })).toHaveCount(0);
    await expect(grid(page).getByRole('button', { name: /^(Decommission|Update GW No)/ })).toHaveCount(0);
    // The server refuses the delete too, whatever the page shows.
    const refused = await page.evaluate(async () => {
      const token = localStorage.getItem('Authorization');
      const res = await fetch('/service/api/bcr/deactivate', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ formAId: 1, version: 1 }) });
      return res.status;
    });
    expect(refused).toBe(403);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.screenshot({ path: `${SHOTS}/search-regulator-800.png` });
  });
});

import { expect, test, type Locator, type Page } from '../support/test';
import { ADMIN_DECIDED_MESSAGES } from '@driller/domain';
import { signIn } from '../support/session';
import { openHome, signedInState } from '../support/signed-in';
import { shot } from '../support/work';

const CURRENT_COLUMNS = [
  'Check out', 'View/Edit Work/BCR Offline', 'View/Edit BCR', 'View/Edit Work', 'View Pdf', 'BCR Id', 'Work Details', 'Work Name', 'GW No', 'Work Id', 'Work Approval No',
  'Property Address', 'Driller Name', 'Drilling Company', 'Status', 'Last Edited', 'Last Edited On', 'Delete BCR',
];
const PAST_COLUMNS = [
  'View Work/BCR Offline', 'View BCR', 'View Work', 'View Pdf', 'BCR Id', 'Work Details', 'Work Name', 'GW No', 'Work Id', 'Work Approval No', 'Property Address',
  'Driller Name', 'Drilling Company', 'Submitted By', 'Submitted On', 'Submitted Time', 'Last Edited', 'Last Edited On', 'Hydstra Status',
];

const grid = (page: Page, name: 'Current Works' | 'Past Works') => page.getByRole('table', { name });
const headers = async (table: Locator) => (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());

test.describe('The dashboard (/Home) of a driller', () => {
  test.use({ storageState: signedInState('dl1234') });

  test('lists Current Works and Past Works with the spec’s columns, opens a BCR and the Hydstra status', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('heading', { name: 'Current Works', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Past Works', level: 2 })).toBeVisible();
    const current = grid(page, 'Current Works');
    const past = grid(page, 'Past Works');
    await expect(past.getByRole('row', { name: /Demo bore - BCR submitted/ })).toBeVisible();
    expect(await headers(current)).toEqual(CURRENT_COLUMNS);
    expect(await headers(past)).toEqual(PAST_COLUMNS);
    await expect(page.getByText(ADMIN_DECIDED_MESSAGES.pastWorksNote)).toBeVisible();
    await expect(past.getByRole('row', { name: /Demo bore - BCR submitted/ })).toContainText('1000112');
    await shot(page, 'dashboard-driller-1280');
    await page.setViewportSize({ width: 800, height: 900 });
    await shot(page, 'dashboard-driller-800');
    await page.setViewportSize({ width: 1280, height: 800 });

    await past.getByRole('button', { name: 'Hydstra Status for Demo bore - BCR submitted' }).click();
    const modal = page.getByRole('dialog', { name: 'Bore Construction Report' });
    await expect(modal.getByRole('heading', { name: 'Hydstra status' })).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();

    await past.getByRole('link', { name: 'View BCR for Demo bore - BCR submitted' }).click();
    await expect(page).toHaveURL(/\/BCR\?id=\d+$/);
  });
});

test.describe('The dashboard (/Home) of the Super Admin', () => {
  test('has no Drilling Company column and no Past Works note, and pages Past Works 20 rows at a time', async ({ page }) => {
    await signIn(page, 'superadmin');
    await expect(page).toHaveURL(/\/Home$/);
    const past = grid(page, 'Past Works');
    await expect(past.getByRole('row')).toHaveCount(21);
    expect(await headers(past)).not.toContain('Drilling Company');
    expect(await headers(grid(page, 'Current Works'))).not.toContain('Drilling Company');
    await expect(page.getByText(ADMIN_DECIDED_MESSAGES.pastWorksNote)).toHaveCount(0);
    const rows = past.getByRole('row');
    const firstPage = await rows.allTextContents();
    const pages = page.getByRole('navigation', { name: 'Pages of Past Works' });
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages).toContainText('Page 2');
    await expect(rows.nth(1)).not.toHaveText(firstPage[1] ?? '');
    const secondPage = await rows.allTextContents();
    expect(secondPage.slice(1).filter((row) => firstPage.includes(row))).toEqual([]);
    await shot(page, 'dashboard-super-admin-page-2');
    // Previous goes back to the first page by the cursor kept for it. The other journeys submit BCRs
    // meanwhile and the Super Admin sees every work, so newer rows may have come in above: the first
    // page shows the rows it showed before, less those pushed down, and none of the second page's.
    await pages.getByRole('button', { name: 'Previous' }).click();
    await expect(pages).toContainText('Page 1');
    await expect(rows).toHaveCount(21);
    const again = (await rows.allTextContents()).slice(1);
    expect(again.filter((row) => secondPage.slice(1).includes(row))).toEqual([]);
    expect(again.filter((row) => firstPage.includes(row)).length).toBeGreaterThan(10);
  });
});

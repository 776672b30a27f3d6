import { expect, test, type Page } from '../support/test';
import { BASE_MAP_MESSAGES, BCR_MESSAGES, OFFLINE_DECIDED_MESSAGES, OFFLINE_MESSAGES, OFFLINE_STATE_LABELS, confirmUnlockMessage } from '@driller/domain';
import { TODAY } from '../support/bcr-complete';
import { continueWithoutLocation, openPage, rowTable } from '../support/bcr-pages-b';
import { openHome, signedInState, signedInWindow } from '../support/signed-in';
import { FIXTURE_TILE_HOST, serveFixtureTiles } from '../support/base-map';
import { answerDialog, chooseWorkType, expectWorkPage, shot, workSteps } from '../support/work';

/** A synthetic approval no other journey takes (a lock would refuse their saves), nor the seeded search reports. */
const OFFLINE_APPROVAL = '70WA895764';
// Unique to the attempt: a retry finds the first attempt's work beside its own.
const NAME = `Offline journey bore ${Date.now().toString(36)}`;

// A driller whose dashboard no other journey fills: her first page of Current Works keeps this work on it.
test.use({ storageState: signedInState('dl7302'), serviceWorkers: 'allow' });

const currentWorks = (page: Page) => page.getByRole('table', { name: 'Current Works' });
const selector = (page: Page) => currentWorks(page).getByRole('combobox', { name: `View/Edit Work/BCR Offline for ${NAME}` });
const checkOut = (page: Page) => currentWorks(page).getByRole('row', { name: new RegExp(NAME) }).getByRole('cell').first();

/** A new bore work on the approval's first work open to a Form A. */
async function createOfflineWork(page: Page): Promise<number> {
  await page.goto('/Work');
  await chooseWorkType(page, ['New', 'Production/Water supply bore', 'Drilled bore']);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const box = page.getByRole('textbox', { name: 'Work approval number' });
  await box.fill(OFFLINE_APPROVAL);
  await box.press('Enter');
  await page.getByRole('radio', { name: /^Select work/, disabled: false }).first().click();
  await page.getByRole('textbox', { name: 'Work name' }).fill(NAME);
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expectWorkPage(page, 'View Work Details', 'Review Conditions of Approval');
  return Number(new URL(page.url()).searchParams.get('id'));
}

/**
 * How long a state change may keep the selector busy. Making the first copy fetches the Work and BCR
 * screens' ~100 assets for the service worker and 147 map tiles around the work: 5-9 s on a quiet
 * machine, over the 15 s default when npm test's tiers share it (CI failed there, twice in a row). A
 * hang guard, not a speed limit.
 */
const COPY_TIMEOUT_MS = 60_000;

async function choose(page: Page, label: string, value: number) {
  await selector(page).selectOption({ label });
  await expect(selector(page)).toBeEnabled({ timeout: COPY_TIMEOUT_MS });
  await expect(selector(page)).toHaveValue(String(value));
}

test('a driller makes a work available offline, opens its BCR with no network, checks it out, is unlocked by the company admin, checks it out again, edits the BCR with no network, checks it in, and lets the copy go', async ({ page, context, browser }) => {
  test.slow();
  // The base map's tiles: those around the work are kept with the copy.
  await serveFixtureTiles(page);
  const formAId = await createOfflineWork(page);
  await openHome(page);
  await expect(selector(page)).toHaveValue('1');
  await expect(selector(page).getByRole('option')).toHaveText([OFFLINE_STATE_LABELS[1], OFFLINE_STATE_LABELS[2], OFFLINE_STATE_LABELS[3]]);

  // 1 to 2: the work and its BCR are kept on this device.
  await choose(page, 'View BCR offline', 2);
  await shot(page, 'offline-dashboard-view');

  // No network: the dashboard's link opens the BCR from the copy, read-only.
  await context.setOffline(true);
  await expect(page.getByText("You're offline!")).toBeVisible();
  await currentWorks(page).getByRole('link', { name: `View/Edit BCR for ${NAME}` }).click();
  await continueWithoutLocation(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('View Bore Construction Report');
  await expect(page.getByRole('heading', { level: 2, name: 'Summary', exact: true })).toBeVisible();
  await expect(page.getByText("You're offline: this is the copy of the report kept on this device.")).toBeVisible();
  await expect(page.getByLabel('Completion Date')).toBeDisabled();
  await shot(page, 'offline-bcr-view');
  // Every page's code came with the copy: another page opens with no network too.
  await openPage(page, 'Lithology');
  await expect(rowTable(page, 'Lithology')).toBeVisible();

  // Back on the dashboard with no network: the copy is listed, and its state cannot change offline.
  await page.goBack();
  await expect(selector(page)).toHaveValue('2');
  // Opened again with no network (a reload): the portal opens as the same user and still lists the copy.
  await page.reload();
  await expect(page.getByTestId('header-user-name')).toHaveText('Nina Kowalski');
  await expect(selector(page)).toHaveValue('2');
  await shot(page, 'offline-dashboard-reopened');
  // The work opens from the copy too, read-only.
  await currentWorks(page).getByRole('link', { name: `View/Edit Work for ${NAME}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('View Work Details');
  await expect(page.getByText('This work is read-only for you: you can view it but not change it.')).toBeVisible();
  await shot(page, 'offline-work-view');
  // Its map shows the base map tiles kept around the approved location (the tile service is out of reach).
  await page.unroute(`${FIXTURE_TILE_HOST}/**`);
  await workSteps(page).getByRole('button', { name: /Enter Actual Bore Location/ }).click();
  const keptTile = page.locator('.leaflet-tile-pane img.leaflet-tile-loaded').first();
  await expect(keptTile).toBeVisible();
  await expect(keptTile).toHaveAttribute('src', /^blob:/);
  await expect(page.getByText(BASE_MAP_MESSAGES.tilesFailed)).toHaveCount(0);
  // The steps do not change the address: Back returns to the dashboard.
  await shot(page, 'offline-work-map');
  await page.goBack();
  await selector(page).selectOption({ label: OFFLINE_STATE_LABELS[1] });
  await answerDialog(page, OFFLINE_MESSAGES.onlineToChangeStatus);
  await expect(selector(page)).toHaveValue('2');

  // Online again: check out (locked on the server for this device), then check in (released, copy kept).
  await context.setOffline(false);
  await page.reload();
  // The tile service still out of reach: the copy is taken again without its map, and the user is told.
  await selector(page).selectOption({ label: 'Edit BCR offline' });
  await answerDialog(page, OFFLINE_MESSAGES.assignedMapNotCached);
  await expect(selector(page)).toBeEnabled({ timeout: COPY_TIMEOUT_MS });
  await expect(selector(page)).toHaveValue('3');
  await serveFixtureTiles(page);
  await expect(checkOut(page)).toContainText('Locked By');
  await expect(selector(page).getByRole('option')).toHaveText([OFFLINE_STATE_LABELS[3], OFFLINE_STATE_LABELS[4]]);
  await shot(page, 'offline-dashboard-checked-out');
  // The work screen says why its Save and Next are off while the work is checked out, online too.
  await page.goto(`/Work?id=${formAId}`);
  await expect(page.getByText(OFFLINE_MESSAGES.lockedForOfflineEdit)).toBeVisible();
  await openHome(page);

  // The company admin sees the lock as "Locked By Nina Kowalski" and unlocks it, after the spec's warning.
  const admin = await signedInWindow(browser, 'companyadmin');
  const adminSelector = currentWorks(admin).getByRole('combobox', { name: `View/Edit Work/BCR Offline for ${NAME}` });
  await expect(adminSelector.getByRole('option')).toHaveText(['Locked By Nina Kowalski', OFFLINE_STATE_LABELS[11]]);
  await adminSelector.selectOption({ label: OFFLINE_STATE_LABELS[11] });
  await answerDialog(admin, confirmUnlockMessage('Nina Kowalski'));
  await expect(adminSelector).toHaveValue('1');
  await admin.context().close();

  // The driller's row still reads checked out here, without the server's lock; check in finds it
  // unlocked, and the copy goes (spec 3: "On sync, an already-unlocked BCR causes local data to be deleted").
  await page.reload();
  await expect(selector(page)).toHaveValue('3');
  await expect(checkOut(page)).not.toContainText('Locked By');
  await selector(page).selectOption({ label: OFFLINE_STATE_LABELS[4] });
  await answerDialog(page, OFFLINE_DECIDED_MESSAGES.alreadyUnlockedNothing);
  await expect(selector(page)).toHaveValue('1');

  // Checked out again. The same driller in another browser cannot check it in: the lock is this device's.
  await choose(page, 'Edit BCR offline', 3);
  const elsewhere = await signedInWindow(browser, 'dl7302');
  const elsewhereSelector = currentWorks(elsewhere).getByRole('combobox', { name: `View/Edit Work/BCR Offline for ${NAME}` });
  await expect(elsewhereSelector).toHaveValue('3');
  await elsewhereSelector.selectOption({ label: OFFLINE_STATE_LABELS[4] });
  await answerDialog(elsewhere, OFFLINE_MESSAGES.syncOtherDevice);
  await expect(elsewhereSelector).toHaveValue('3');
  await elsewhere.context().close();

  // Edited with no network: the save is kept on this device.
  await context.setOffline(true);
  await currentWorks(page).getByRole('link', { name: `View/Edit BCR for ${NAME}` }).click();
  await continueWithoutLocation(page);
  await expect(page.getByText(OFFLINE_DECIDED_MESSAGES.editingCheckedOutCopy)).toBeVisible();
  await page.getByLabel('Completion Date').fill(TODAY);
  await page.getByLabel('Completed Depth (m)').fill('60');
  await page.getByLabel('Bore Type').selectOption({ label: 'New' });
  await page.getByLabel('Assistant Driller(s)').fill('Olly Offline');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Warnings (the completion date against the approval's) are confirmed as online.
  const question = page.getByRole('alertdialog').filter({ hasText: BCR_MESSAGES.confirmContinue });
  if (await question.waitFor({ timeout: 3000 }).then(() => true, () => false)) await question.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Refreshing BCR data')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await answerDialog(page, BCR_MESSAGES.nothingToSave);
  await shot(page, 'offline-bcr-edit');
  // Opened again with no network, the report has the saved value.
  await page.reload();
  await continueWithoutLocation(page);
  await expect(page.getByLabel('Assistant Driller(s)')).toHaveValue('Olly Offline');

  // Online again, check in: the save made offline reaches the server, and the lock is released.
  await context.setOffline(false);
  await openHome(page);
  await expect(selector(page)).toHaveValue('3');
  await choose(page, 'Check in', 4);
  await expect(checkOut(page)).not.toContainText('Locked By');
  await currentWorks(page).getByRole('link', { name: `View/Edit BCR for ${NAME}` }).click();
  await continueWithoutLocation(page);
  await expect(page.getByLabel('Assistant Driller(s)')).toHaveValue('Olly Offline');
  await expect(page.getByText(OFFLINE_DECIDED_MESSAGES.editingCheckedOutCopy)).toHaveCount(0);
  const server = await page.request.get(`/service/api/bcr/${formAId}`, { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('Authorization'))}` } });
  expect((await server.json()).data.report.summary.assistantDriller).toBe('Olly Offline');
  // The BCR search marks the report kept on this device (spec 3: "cached ones are styled differently").
  await page.goto('/SearchBCR');
  await page.getByLabel('Work Approval No.').fill(OFFLINE_APPROVAL);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('bcr-search-grid').getByRole('link', { name: /\(available offline on this device\)/ })).toHaveCount(1);
  await openHome(page);

  // 4 to 1: the copy is deleted; offline, the BCR is then not available.
  await choose(page, 'Online only', 1);
  await page.reload();
  await expect(selector(page)).toHaveValue('1');

  // With no copy left, the BCR is not available with no network: the spec's message, then home.
  await context.setOffline(true);
  await page.goto(`/BCR?id=${formAId}`);
  await answerDialog(page, OFFLINE_MESSAGES.bcrNotOffline);
  await expect(page).toHaveURL(/\/Home$/);
  // A screen that needs the network, opened with none, says so on the offline page, with a way back to Home.
  await page.goto('/SearchBCR');
  await expect(page).toHaveURL(/\/Offline$/);
  await expect(page.getByRole('heading', { name: 'This page is not available offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveCount(0);
  await shot(page, 'offline-page');
  // Back online, the page asked for is a press away.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/SearchBCR$/);
  await expect(page.getByLabel('Work Approval No.')).toBeVisible();
});

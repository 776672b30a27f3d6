import { expect, test, type Page } from '../support/test';
import { BCR_MESSAGES, BCR_SERVER_MESSAGES } from '@driller/domain';
import { openHome, signedInState, signedInWindow } from '../support/signed-in';
import { answerDialog, createBoreWork } from '../support/work';
import { BCR_JOURNEY_WORK, bcrSections, bcrShot, expectBcrPage, findFormAIdOfWork, openBcrPage, sectionButton } from '../support/bcr';
import { TODAY } from '../support/bcr-complete';
import { createOwnCompleteDraft } from '../support/bcr-own-draft';

/**
 * The wizard shell: a complete draft walked and submitted, an incomplete report refused, read-only, a
 * stale save. Each journey makes its own complete draft (a copy of the seeded one), so the file can run
 * again on the same server; the seeded draft stays a draft for the journeys that read it.
 */
test.use({ storageState: signedInState('dl1234') });

const assistant = (page: Page) => page.getByRole('textbox', { name: 'Assistant Driller(s)' });

test('a save over a newer version of the BCR gets the stale message and keeps the edits', async ({ browser }) => {
  const first = await signedInWindow(browser, 'dl1234');
  const { formAId: id } = await createOwnCompleteDraft(first, 'BCR wizard - stale save');
  const second = await signedInWindow(browser, 'dl1234');
  for (const window of [first, second]) {
    await window.goto(`/BCR?id=${id}`);
    await expectBcrPage(window, 'Bore Construction Report', 'Summary');
  }

  await assistant(first).fill('Sam Hill');
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(first.getByRole('status').filter({ hasText: 'Refreshing BCR data' })).toHaveCount(0);
  await expect(assistant(first)).toHaveValue('Sam Hill');

  await assistant(second).fill('Jo Bloggs');
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  await answerDialog(second, /changed by someone else/);
  // Nothing is lost on screen: the user can copy their change before reloading.
  await expect(assistant(second)).toHaveValue('Jo Bloggs');
  await second.reload();
  await expect(assistant(second)).toHaveValue('Sam Hill');

  await first.context().close();
  await second.context().close();
});

test("the regulator enters the received date and marks a driller's complete draft for final submission", async ({ browser }) => {
  const regulator = await signedInWindow(browser, 'regulator');
  const driller = await signedInWindow(browser, 'dl1234');
  const { formAId: id } = await createOwnCompleteDraft(driller, 'BCR wizard - marked by the regulator');
  await driller.context().close();

  await regulator.goto(`/BCR?id=${id}`);
  await expectBcrPage(regulator, 'Bore Construction Report', 'Summary');
  const received = regulator.getByLabel('Received Date');
  // Received the day it was completed: a received date long after completion is a warning to confirm.
  await received.fill(TODAY);
  await regulator.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(regulator.getByRole('status').filter({ hasText: 'Refreshing BCR data' })).toHaveCount(0);
  await expect(received).toHaveValue(TODAY);

  await openBcrPage(regulator, 'Submit Bore Details');
  await expect(regulator.getByRole('region', { name: 'Error!' })).toHaveCount(0);
  await regulator.getByRole('button', { name: 'Mark for Submit' }).click();
  await answerDialog(regulator, BCR_MESSAGES.confirmMarkForFinalSubmission);
  await answerDialog(regulator, BCR_SERVER_MESSAGES.markedForFinalSubmission);
  await expect(regulator.getByRole('status').filter({ hasText: BCR_SERVER_MESSAGES.markedForFinalSubmission })).toBeVisible();
  await regulator.context().close();
});

test('the driller walks every page of a complete draft with Next, finds no errors and submits it', async ({ page }) => {
  await openHome(page);
  const { formAId: id, approval } = await createOwnCompleteDraft(page, 'BCR wizard - submitted');
  await page.goto(`/BCR?id=${id}`);
  await expectBcrPage(page, 'Bore Construction Report', 'Summary');
  await expect(page.getByRole('link', { name: approval.number })).toHaveAttribute('href', `/Work?id=${id}`);
  await expect(page.getByText('Fields marked * are mandatory')).toBeVisible();
  await bcrShot(page, 'summary-1280');

  const titles = (await bcrSections(page).getByRole('button').filter({ hasNotText: 'sections' }).allInnerTexts()).map((t) => t.replace(/^\d+\s*/, '').trim());
  expect(titles[0]).toBe('Summary');
  expect(titles.at(-1)).toBe('Submit Bore Details');
  expect(titles).not.toContain('Head Works');
  for (const title of titles.slice(1)) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expectBcrPage(page, 'Bore Construction Report', title);
  }
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Error!' })).toHaveCount(0);
  await bcrShot(page, 'submit-1280');

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await answerDialog(page, BCR_MESSAGES.confirmSubmit);
  await answerDialog(page, BCR_MESSAGES.submitted);
  await expectBcrPage(page, 'View Bore Construction Report', 'Submit Bore Details');
  await expect(page.getByRole('status').filter({ hasText: BCR_MESSAGES.submitted })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Comments' })).toBeDisabled();
  for (const name of ['Submit', 'Save Comments']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  // The submitted report's PDF still opens; its e-mail list is an input, disabled with the others.
  const pdf = page.getByRole('region', { name: 'Bore Construction Report (PDF)' });
  await expect(pdf.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  await expect(pdf.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
  await pdf.scrollIntoViewIfNeeded();
  await bcrShot(page, 'submitted-review-pdf-1280');

  await openBcrPage(page, 'Summary');
  await expect(page.getByLabel('Completion Date')).toBeDisabled();
  await expect(assistant(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: /Save|Cancel/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeVisible();
  await bcrShot(page, 'submitted-summary-1280');
});

test('an incomplete report lists its blocking errors and cannot be submitted; Read Only All sees it all disabled', async ({ page, browser }) => {
  await openHome(page);
  // The report is never saved here, so a run again opens the work the first run made.
  const id = (await findFormAIdOfWork(page, BCR_JOURNEY_WORK.work)) ?? (await createBoreWork(page, BCR_JOURNEY_WORK, 'BCR incomplete'));
  await page.goto(`/BCR?id=${id}`);
  await answerDialog(page, BCR_MESSAGES.actualLocationNotSetConfirm);
  await expectBcrPage(page, 'Bore Construction Report', 'Summary');

  await openBcrPage(page, 'Submit Bore Details');
  await expectBcrPage(page, 'Bore Construction Report', 'Submit Bore Details');
  const errors = page.getByRole('region', { name: 'Error!' });
  await expect(errors).toContainText('Summary');
  await expect(errors).toContainText(BCR_MESSAGES.mandatoryFieldsMissing);
  await expect(errors).toContainText(BCR_MESSAGES.setActualLocation);
  await expect(errors).toContainText(BCR_MESSAGES.acceptConditions);
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();
  await expect(sectionButton(page, 'Summary')).toHaveAccessibleName('Summary (has errors)');
  await bcrShot(page, 'incomplete-review-1280');

  await page.getByRole('button', { name: 'Save Comments' }).click();
  await answerDialog(page, BCR_MESSAGES.commentsRequired);
  // A section with errors opens its page from the banner.
  await errors.getByRole('button', { name: 'Summary' }).focus();
  await page.keyboard.press('Enter');
  await expectBcrPage(page, 'Bore Construction Report', 'Summary');
  await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeFocused();
  // Enter moves to the next field rather than submitting anything.
  await page.getByLabel('Completion Date').fill('1/2/2026');
  await page.getByLabel('Completion Date').press('Enter');
  await expect(page.getByLabel('Completed Depth (m)')).toBeFocused();

  await page.setViewportSize({ width: 800, height: 900 });
  await page.reload();
  await answerDialog(page, BCR_MESSAGES.actualLocationNotSetConfirm);
  await expect(bcrSections(page).getByRole('button', { name: 'Show sections' })).toHaveAttribute('aria-expanded', 'false');
  await bcrShot(page, 'summary-800');
  await openBcrPage(page, 'Submit Bore Details');
  // Under 992 px the sidebar closes again after a choice.
  await expect(bcrSections(page).getByRole('button', { name: 'Show sections' })).toBeVisible();
  await bcrShot(page, 'incomplete-review-800');

  const readOnly = await signedInWindow(browser, 'readonly');
  await readOnly.goto(`/BCR?id=${id}`);
  await answerDialog(readOnly, BCR_MESSAGES.actualLocationNotSetConfirm);
  await expectBcrPage(readOnly, 'View Bore Construction Report', 'Summary');
  await expect(readOnly.getByText('This report is read-only for you')).toBeVisible();
  await expect(readOnly.getByLabel('Completion Date')).toBeDisabled();
  await expect(readOnly.getByLabel('Completed Depth (m)')).toBeDisabled();
  await expect(readOnly.getByLabel('Bore Type')).toBeDisabled();
  await expect(readOnly.getByRole('button', { name: /Save|Cancel/ })).toHaveCount(0);
  await readOnly.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(readOnly.getByRole('heading', { level: 2 })).not.toHaveText('Summary');
  await bcrShot(readOnly, 'read-only-1280');
  await readOnly.context().close();
});

test('a BCR that cannot be loaded says so and goes home', async ({ page }) => {
  await openHome(page);
  await page.goto('/BCR?id=987654');
  await answerDialog(page, /./);
  await expect(page).toHaveURL(/\/Home$/);
  await page.goto('/BCR');
  await answerDialog(page, BCR_MESSAGES.loadFailed);
  await expect(page).toHaveURL(/\/Home$/);
});

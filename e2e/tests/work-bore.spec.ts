import { expect, test } from '../support/test';
import { LOCATION_MESSAGES, WORK_MESSAGES } from '@driller/domain';
import { openHome, signedInState } from '../support/signed-in';
import { APPROVAL, answerDialog, answerQuestion, chooseWorkType, expectWorkPage, pickApprovalWork, shot, workSteps } from '../support/work';

/** Not about signing in: starts from the session the global setup signed in. */
test.use({ storageState: signedInState('dl1234') });

test('a driller records a new bore from an approval, accepts the conditions, places the bore and opens its BCR', async ({ page }) => {
  await openHome(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Create New Work' }).click();
  await expectWorkPage(page, 'Create New Work', 'Work Type');
  // Only the first step is open on a new work.
  await expect(workSteps(page).getByRole('button', { name: /Review Conditions of Approval/ })).toBeDisabled();

  await chooseWorkType(page, ['New', 'Production/Water supply bore']);
  await page.getByRole('button', { name: 'Spearpoint Questionnaire' }).click();
  const questionnaire = page.getByRole('dialog', { name: 'Spearpoint Questionnaire' });
  await expect(questionnaire.getByRole('group')).toHaveCount(1);
  await answerQuestion(questionnaire, 1, 'No');
  await answerQuestion(questionnaire, 2, 'No');
  await answerQuestion(questionnaire, 3, 'More than 70mm');
  await answerQuestion(questionnaire, 4, 'No');
  await answerQuestion(questionnaire, 5, 'No');
  await answerQuestion(questionnaire, 6, 'Yes');
  await shot(page, '0-spearpoint-questionnaire');
  await answerDialog(page, WORK_MESSAGES.boreNotSpearpoint);
  // The bore answer is not kept: the radio is unchecked and the user picks the bore type.
  await expect(questionnaire.getByRole('group', { name: /^6\./ }).getByLabel('Yes')).not.toBeChecked();
  await questionnaire.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select all work attributes' })).toBeVisible();
  await chooseWorkType(page, ['New', 'Production/Water supply bore', 'Drilled bore']);
  await expect(page.getByLabel('Work Details 4')).toHaveCount(0);
  await shot(page, '0-work-type');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expectWorkPage(page, 'Create New Work', 'Assign Work');
  await page.getByRole('textbox', { name: 'Work approval number' }).press('Enter');
  await expect(page.getByText(WORK_MESSAGES.approvalNumberSearch)).toBeVisible();
  await pickApprovalWork(page, APPROVAL.number, APPROVAL.work);
  await expect(page.getByRole('radio', { name: `Select work ${APPROVAL.installedWork}` })).toBeDisabled();
  await expect(page.getByTestId('approved-lot-dp')).toHaveText(APPROVAL.lotDp);
  await expect(page.getByTestId('approval-issue-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByLabel('Driller', { exact: true })).toHaveValue(/\d+/);
  await page.getByRole('textbox', { name: 'Work name' }).fill('Walsh stock bore');
  await shot(page, '1-work-details');
  await page.getByRole('button', { name: 'Save & Next' }).click();

  await expect(page).toHaveURL(/\/Work\?id=\d+$/);
  const formAId = new URL(page.url()).searchParams.get('id');
  await expectWorkPage(page, 'View Work Details', 'Review Conditions of Approval');
  await expect(page.getByRole('status').filter({ hasText: WORK_MESSAGES.submitted })).toBeVisible();
  // The message belongs to the save: reloading the page does not say it again.
  await page.reload();
  await expectWorkPage(page, 'View Work Details', 'Review Conditions of Approval');
  await expect(page.getByRole('status').filter({ hasText: WORK_MESSAGES.submitted })).toHaveCount(0);
  const grid = page.getByTestId('conditions-grid');
  await expect(grid.getByRole('row')).not.toHaveCount(1);
  await expect(page.getByTestId('conditions-declaration')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectWorkPage(page, 'View Work Details', 'Enter Actual Bore Location');
  await answerDialog(page, WORK_MESSAGES.actualLocationNotSetConfirm);
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByText('I have read and accept the Conditions of Approval.').click();
  await expect(page.getByLabel('I have read and accept the Conditions of Approval.')).toBeChecked();
  await shot(page, '3-conditions');
  await page.getByRole('button', { name: 'Save & Next' }).click();

  await expectWorkPage(page, 'View Work Details', 'Enter Actual Bore Location');
  await page.getByRole('button', { name: 'Drop pin' }).click();
  const pin = page.locator('.leaflet-marker-draggable').first();
  await expect(pin).toBeVisible();
  const box = await pin.boundingBox();
  if (!box) throw new Error('no pin on the map');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height - 4, { steps: 8 });
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height + 10, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByTestId('distance')).toHaveText(/m$/);
  await expect(page.getByText(LOCATION_MESSAGES.farFromApproved).first()).toBeVisible();
  await expect(page.getByText(LOCATION_MESSAGES.lotDpMismatch).first()).toBeVisible();
  await shot(page, '4-location');

  await page.getByRole('button', { name: 'Save & Edit BCR' }).click();
  await answerDialog(page, LOCATION_MESSAGES.farFromApproved);
  await answerDialog(page, LOCATION_MESSAGES.lotDpMismatch);
  await expect(page).toHaveURL(new RegExp(`/BCR\\?id=${formAId}$`));

  // The saved work keeps the actual location and the 1280x800 map image uploaded with it.
  const token = await page.evaluate(() => localStorage.getItem('Authorization'));
  const saved = await page.request.get(`/service/api/work/${formAId}`, { headers: { authorization: `Bearer ${token}` } });
  const { formA } = (await saved.json()).payload;
  expect(formA.distance).toBeGreaterThan(20);
  expect(formA.mapDocumentId).toBeGreaterThan(0);
});

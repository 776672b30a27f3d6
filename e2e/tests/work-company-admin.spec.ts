import { expect, test } from '../support/test';
import { WORK_MESSAGES, companyAdminDeclaration } from '@driller/domain';
import { openHome, signedInState } from '../support/signed-in';
import { APPROVAL, SPARE_WORKS, answerDialog, chooseWorkType, expectWorkPage, freeApprovalWork, pickApprovalWork, shot } from '../support/work';

/** Not about signing in: starts from the session the global setup signed in. */
test.use({ storageState: signedInState('companyadmin') });

/** The journey's work, then spares for a retry: the first attempt leaves its work with Dan Walsh. */
const WORKS = [{ number: APPROVAL.number, work: APPROVAL.secondWork }, ...SPARE_WORKS.companyAdmin];

test('a company admin assigns a work to a driller and declares the conditions on the driller’s behalf', async ({ page }) => {
  await openHome(page);
  const approval = await freeApprovalWork(page, WORKS);
  await page.goto('/Work');
  await chooseWorkType(page, ['New', 'Production/Water supply bore', 'Drilled bore']);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await pickApprovalWork(page, approval.number, approval.work);
  await page.getByLabel('Driller', { exact: true }).selectOption({ label: 'Dan Walsh (DL 1234)' });
  await page.getByRole('textbox', { name: 'Work name' }).fill('Paddock 4 bore');
  await page.getByRole('button', { name: 'Save & Next' }).click();

  await expectWorkPage(page, 'View Work Details', 'Review Conditions of Approval');
  const declaration = page.getByTestId('conditions-declaration');
  await expect(declaration).toContainText(companyAdminDeclaration('Dan Walsh', 'DL 1234', '').split(' For help')[0] ?? '');
  await shot(page, '3-conditions-company-admin');
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please check the box to accept Conditions of Approval.' })).toBeVisible();
  await page.getByText('I have read and accept the Conditions of Approval.').click();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expectWorkPage(page, 'View Work Details', 'Enter Actual Bore Location');
  await answerDialog(page, WORK_MESSAGES.actualLocationNotSetConfirm);
  await page.getByRole('navigation', { name: 'Work steps' }).getByRole('button', { name: /Review Conditions/ }).click();
  await expect(page.getByLabel('I have read and accept the Conditions of Approval.')).toBeChecked();
});

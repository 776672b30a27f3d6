import { expect, test } from '../support/test';
import { openHome, signedInState, signedInWindow } from '../support/signed-in';
import { OTHER_APPROVALS, createBoreWork, expectWorkPage, shot, workSteps } from '../support/work';

/** Not about signing in: the driller and the Read Only All user start from the global setup's sessions. */
test.use({ storageState: signedInState('dl1234') });

test('a Read Only All user sees a work with every field and save disabled', async ({ page, browser }) => {
  await openHome(page);
  const id = await createBoreWork(page, OTHER_APPROVALS.readOnly, 'Read only check');

  const readOnly = await signedInWindow(browser, 'readonly');
  await readOnly.goto(`/Work?id=${id}`);
  await expect(readOnly.getByText('This work is read-only for you')).toBeVisible();
  await workSteps(readOnly).getByRole('button', { name: /Work Type/ }).click();
  await expectWorkPage(readOnly, 'View Work Details', 'Work Type');
  for (const n of [1, 2, 3]) await expect(readOnly.getByLabel(`Work Details ${n}`)).toBeDisabled();
  await shot(readOnly, '0-read-only');

  await workSteps(readOnly).getByRole('button', { name: /Assign Work/ }).click();
  await expect(readOnly.getByLabel('Driller', { exact: true })).toBeDisabled();
  await expect(readOnly.getByRole('textbox', { name: 'Work name' })).toBeDisabled();
  await expect(readOnly.getByRole('button', { name: /^Save/ })).toHaveCount(0);

  await workSteps(readOnly).getByRole('button', { name: /Review Conditions/ }).click();
  await expect(readOnly.getByLabel('I have read and accept the Conditions of Approval.')).toBeDisabled();

  await workSteps(readOnly).getByRole('button', { name: /Enter Actual Bore Location/ }).click();
  await expect(readOnly.getByRole('button', { name: 'Drop pin' })).toHaveCount(0);
  await expect(readOnly.getByRole('button', { name: 'Set actual location to approved location' })).toBeDisabled();
  await expect(readOnly.getByRole('button', { name: 'Save & Edit BCR' })).toHaveCount(0);
  await readOnly.context().close();
});

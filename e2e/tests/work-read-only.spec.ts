import { expect, test } from '@playwright/test';
import { signIn, signOut } from '../support/session';
import { OTHER_APPROVALS, createBoreWork, expectWorkPage, shot, workSteps } from '../support/work';

test('a Read Only All user sees a work with every field and save disabled', async ({ page }) => {
  await signIn(page, 'dl1234');
  const id = await createBoreWork(page, OTHER_APPROVALS.readOnly, 'Read only check');
  await signOut(page);

  await signIn(page, 'readonly');
  await page.goto(`/Work?id=${id}`);
  await expect(page.getByText('This work is read-only for you')).toBeVisible();
  await workSteps(page).getByRole('button', { name: /Work Type/ }).click();
  await expectWorkPage(page, 'View Work Details', 'Work Type');
  for (const n of [1, 2, 3]) await expect(page.getByLabel(`Work Details ${n}`)).toBeDisabled();
  await shot(page, '0-read-only');

  await workSteps(page).getByRole('button', { name: /Assign Work/ }).click();
  await expect(page.getByLabel('Driller', { exact: true })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Work name' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);

  await workSteps(page).getByRole('button', { name: /Review Conditions/ }).click();
  await expect(page.getByLabel('I have read and accept the Conditions of Approval.')).toBeDisabled();

  await workSteps(page).getByRole('button', { name: /Enter Actual Bore Location/ }).click();
  await expect(page.getByRole('button', { name: 'Drop pin' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Set actual location to approved location' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save & Edit BCR' })).toHaveCount(0);
});

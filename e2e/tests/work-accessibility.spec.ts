import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { openHome, signedInState } from '../support/signed-in';
import { APPROVAL, chooseWorkType, expectWorkPage, pickApprovalWork } from '../support/work';

/** Not about signing in: starts from the session the global setup signed in. */
test.use({ storageState: signedInState('dl1234') });

test('the work type and work details pages have no serious accessibility violations', async ({ page }) => {
  await openHome(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Create New Work' }).click();
  await expectWorkPage(page, 'Create New Work', 'Work Type');
  await chooseWorkType(page, ['New', 'Production/Water supply bore', 'Drilled bore']);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectWorkPage(page, 'Create New Work', 'Assign Work');
  await pickApprovalWork(page, APPROVAL.number, APPROVAL.work);
  expect(await seriousViolations(page)).toEqual([]);
});

import { expect, test } from '../support/test';
import { transferConfirm } from '@driller/domain';
import { openHome, signedInState } from '../support/signed-in';
import { OTHER_APPROVALS, SPARE_WORKS, answerDialog, createBoreWork, expectWorkPage, freeApprovalWork } from '../support/work';

/** Not about signing in: starts from the session the global setup signed in. */
test.use({ storageState: signedInState('dca.driller@demo.driller-portal.example') });

/** The journey's work, then spares for a retry: the first attempt leaves its work with Dan Walsh. */
const WORKS = [OTHER_APPROVALS.transfer, ...SPARE_WORKS.transfer];

test('a company admin driller transfers an unsubmitted work to another driller of the company', async ({ page }) => {
  await openHome(page);
  const approval = await freeApprovalWork(page, WORKS);
  const id = await createBoreWork(page, approval, 'Transfer me');
  await page.getByRole('navigation', { name: 'Work steps' }).getByRole('button', { name: /Assign Work/ }).click();
  await expectWorkPage(page, 'View Work Details', 'Assign Work');
  const driller = page.getByLabel('Driller', { exact: true });
  const before = await driller.inputValue();
  const message = transferConfirm({ workId: approval.work, approvalNo: approval.number, toDriller: 'Dan Walsh', fromDriller: 'Kate Brennan' });

  await driller.selectOption({ label: 'Dan Walsh (DL 1234)' });
  await answerDialog(page, message, 'Cancel');
  await expect(driller).toHaveValue(before);

  await driller.selectOption({ label: 'Dan Walsh (DL 1234)' });
  await answerDialog(page, message, 'OK');
  await expect(page).toHaveURL(new RegExp(`/Work\\?id=\\d+$`));
  await expectWorkPage(page, 'View Work Details', 'Assign Work');
  await expect(page.getByLabel('Driller', { exact: true }).locator('option:checked')).toHaveText('Dan Walsh (DL 1234)');
  expect(id).toBeGreaterThan(0);
});

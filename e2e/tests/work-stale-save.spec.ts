import { expect, test, type Page } from '../support/test';
import { WORK_DECIDED_MESSAGES, WORK_MESSAGES } from '@driller/domain';
import { signedInWindow } from '../support/signed-in';
import { OTHER_APPROVALS, createBoreWork, expectWorkPage, workSteps } from '../support/work';

async function openWorkDetails(page: Page, id: number): Promise<void> {
  await page.goto(`/Work?id=${id}`);
  await workSteps(page)
    .getByRole('button', { name: /Assign Work/ })
    .click();
  await expectWorkPage(page, 'View Work Details', 'Assign Work');
}

test('a save over a newer version is refused with the stale message and keeps the edits until reload', async ({
  browser,
}) => {
  // Two browser windows of the same driller, each with its own storage, from the global setup's session.
  const first = await signedInWindow(browser, 'dl1234');
  const id = await createBoreWork(first, OTHER_APPROVALS.staleSave, 'Stale check');
  const second = await signedInWindow(browser, 'dl1234');

  // Both open the same version of the work.
  await openWorkDetails(first, id);
  await openWorkDetails(second, id);
  const workName = (page: Page) => page.getByRole('textbox', { name: 'Work name' });
  await expect(workName(second)).toHaveValue('Stale check');

  await workName(first).fill('Renamed in the first window');
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(first.getByRole('status').filter({ hasText: WORK_MESSAGES.submitted })).toBeVisible();

  await workName(second).fill('Renamed in the second window');
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(second.getByText(WORK_DECIDED_MESSAGES.staleVersion)).toBeVisible();
  // Nothing is lost on screen: the user can copy their change before reloading.
  await expect(workName(second)).toHaveValue('Renamed in the second window');

  await second.reload();
  await expectWorkPage(second, 'View Work Details', 'Assign Work');
  await expect(workName(second)).toHaveValue('Renamed in the first window');

  await first.context().close();
  await second.context().close();
});

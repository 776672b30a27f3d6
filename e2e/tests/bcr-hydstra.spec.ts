import { expect, test } from '../support/test';
import { openHome, signedInState } from '../support/signed-in';
import { DEMO_BCR, bcrShot, expectBcrPage, formAIdOfWork, openBcrPage } from '../support/bcr';
import { seriousViolations } from '../support/axe';

/** The export of a submitted BCR to Hydstra, as the driller sees it on the report's review page. */
test.use({ storageState: signedInState('dl1234') });

test('the submitted BCR shows its Hydstra export: the files sent, the run date, the status and no errors', async ({ page }) => {
  await openHome(page);
  const id = await formAIdOfWork(page, DEMO_BCR.submittedWork);
  await page.goto(`/BCR?id=${id}`);
  await expectBcrPage(page, 'View Bore Construction Report', 'Summary');
  await openBcrPage(page, 'Submit Bore Details');

  const panel = page.getByRole('region', { name: 'Hydstra status' });
  // The seeded submission waits in the outbox until the server's worker sends it (it polls every few seconds).
  const item = (term: string) => panel.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd');
  await expect(item('Export')).toHaveText('Sent', { timeout: 30_000 });
  await expect(item('Status')).toHaveText('Success');
  await expect(item('Errors')).toHaveText('None');
  await expect(item('Run date')).toHaveText(/^\d\d\/\d\d\/\d{4}$/);
  await expect(item('Run time')).toHaveText(/^\d\d:\d\d:\d\d$/);
  const stem = `${DEMO_BCR.approval}_${DEMO_BCR.submittedWork}_${id}`;
  await expect(item('Export file')).toHaveText(new RegExp(`^${stem}\\.json, created \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d:\\d\\d$`));
  await expect(item('Files sent').getByRole('listitem')).toHaveText([
    `${stem}.json`,
    ...['HOLE', 'PIPE', 'CASING', 'LITHOLOGY', 'AQUIFER', 'GRAVEL', 'DEVELOP', 'TREATMENT', 'PUMPTEST'].map((t) => `${stem}_${t}.csv`),
  ]);
  await panel.scrollIntoViewIfNeeded();
  await bcrShot(page, 'hydstra-status');
  expect(await seriousViolations(page)).toEqual([]);
});

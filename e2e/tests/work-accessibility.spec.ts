import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openHome, signedInState } from '../support/signed-in';
import { APPROVAL, chooseWorkType, expectWorkPage, pickApprovalWork } from '../support/work';

/** Not about signing in: starts from the session the global setup signed in. */
test.use({ storageState: signedInState('dl1234') });

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

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

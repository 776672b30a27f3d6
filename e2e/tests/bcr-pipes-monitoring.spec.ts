import { expect, test, type Page } from '../support/test';
import { BCR_MESSAGES } from '@driller/domain';
import { openHome, signedInState, signedInWindow } from '../support/signed-in';
import { bcrShot, continueWithoutLocation, createTwoPipeMonitoringWork, modal, openBcr, openPage, pageSave, row, rowTable } from '../support/bcr-pages-b';
import { seriousViolations } from '../support/axe';

/** Not about signing in: starts from the session the global setup signed in. */
test.use({ storageState: signedInState('dl1234') });

async function addCasing(page: Page, pipe: number, to: string) {
  await page.getByRole('button', { name: 'Add row' }).click();
  const casing = modal(page, `Water Entry Design - Pipe ${pipe}`);
  await casing.getByLabel('Type', { exact: true }).selectOption({ label: 'Casing' });
  await casing.getByLabel('To (m)').fill(to);
  await casing.getByLabel('Material', { exact: true }).selectOption({ label: 'PVC Class 12' });
  await casing.getByLabel('Outer Diameter (mm)').fill('50');
  await casing.getByLabel('Wall Thickness (mm)').fill('4');
  await casing.getByLabel('Method of Fixing').selectOption({ label: 'Screwed' });
  await casing.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(casing).toHaveCount(0);
}

async function addPumpingTest(page: Page, pipe: number, type: string) {
  await page.getByRole('button', { name: 'Add row' }).click();
  const test1 = modal(page, `Pumping Test - Pipe ${pipe}`);
  await test1.getByLabel('Test Type').selectOption({ label: type });
  await test1.getByLabel('Date').fill('02/03/2024');
  await test1.getByLabel('Duration of Test (hours)').fill('3');
  await test1.getByLabel('Duration of Test (minutes)').selectOption({ label: '00' });
  await test1.getByLabel('Recovery Time Taken (hours)').fill('1');
  await test1.getByLabel('Recovery Time Taken (minutes)').selectOption({ label: '15' });
  await test1.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(test1).toHaveCount(0);
}

const pipeLink = (page: Page, pipe: number) => page.getByRole('navigation', { name: 'Pipe No' }).getByRole('link', { name: `Pipe ${pipe}` });

test('a monitoring work with two pipes keeps each pipe’s water entry design and pumping tests apart', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await openHome(page);
  const formAId = await createTwoPipeMonitoringWork(page, 'PAGES-B-MB-2', 'MB2 nested');
  await openBcr(page, formAId);
  await continueWithoutLocation(page);

  await openPage(page, 'Water Entry Design');
  await expect(pipeLink(page, 1)).toHaveAttribute('aria-current', 'true');
  await addCasing(page, 1, '10');
  // The pipe selector works by keyboard alone.
  await pipeLink(page, 2).focus();
  await page.keyboard.press('Enter');
  await expect(pipeLink(page, 2)).toHaveAttribute('aria-current', 'true');
  await expect(rowTable(page, 'Water Entry Design - Pipe 2')).toContainText(BCR_MESSAGES.noData);
  await addCasing(page, 2, '20');
  await bcrShot(page, 'water-entry-design-pipes');
  expect(await seriousViolations(page)).toEqual([]);
  await pageSave(page);

  await openPage(page, 'Pumping Test');
  await addPumpingTest(page, 1, 'Single Stage (constant rate)');
  // A single stage first test takes no further test on that pipe.
  await expect(rowTable(page, 'Pumping Test - Pipe 1').getByRole('button', { name: /Add next/ })).toHaveCount(0);
  await pipeLink(page, 2).click();
  await addPumpingTest(page, 2, 'Multiple Stage (stepped down)');
  await expect(rowTable(page, 'Pumping Test - Pipe 2').getByRole('button', { name: /Add next/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await pageSave(page);

  await page.reload();
  await continueWithoutLocation(page);
  await openPage(page, 'Water Entry Design');
  const pipe1 = rowTable(page, 'Water Entry Design - Pipe 1');
  await expect(pipe1.getByRole('row')).toHaveCount(2);
  await expect(row(pipe1, 1)).toContainText('10');
  await pipeLink(page, 2).click();
  const pipe2 = rowTable(page, 'Water Entry Design - Pipe 2');
  await expect(pipe2.getByRole('row')).toHaveCount(2);
  await expect(row(pipe2, 1)).toContainText('20');

  await openPage(page, 'Pumping Test');
  await expect(row(rowTable(page, 'Pumping Test - Pipe 1'), 1)).toContainText('Single Stage');
  await pipeLink(page, 2).click();
  await expect(rowTable(page, 'Pumping Test - Pipe 2').getByRole('row')).toHaveCount(2);
  await expect(row(rowTable(page, 'Pumping Test - Pipe 2'), 1)).toContainText('Multiple Stage');
  await page.setViewportSize({ width: 800, height: 900 });
  await bcrShot(page, 'pumping-test-pipes');

  // A read-only user (the page disabled) still looks at each pipe.
  const reader = await signedInWindow(browser, 'readonly');
  await openBcr(reader, formAId);
  await continueWithoutLocation(reader);
  await openPage(reader, 'Water Entry Design');
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('View Bore Construction Report');
  await pipeLink(reader, 2).click();
  const readOnly2 = rowTable(reader, 'Water Entry Design - Pipe 2');
  await expect(row(readOnly2, 1)).toContainText('20');
  await expect(readOnly2.getByRole('button', { name: /Edit/ })).toBeDisabled();
  await bcrShot(reader, 'water-entry-design-read-only');
});

import { expect, type Locator, type Page } from '@playwright/test';
import { BCR_MESSAGES, WORK_MESSAGES } from '@driller/domain';
import { answerDialog, expectWorkPage } from './work';
import { modal, openPage, pageSave, row, rowTable } from './bcr-pages-b';

/** Helpers of the "Done means" journey: a drilled, cased and screened bore's BCR completed and submitted. */

/** Fills a modal's or panel's fields by label: a select by its option's label, anything else by typing. */
export async function fillModal(dialog: Locator, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    const field = dialog.getByLabel(label, { exact: true });
    if ((await field.evaluate((el) => el.tagName, undefined, { timeout: 15_000 })) === 'SELECT') await field.selectOption({ label: value });
    else await field.fill(value);
  }
}

/**
 * From the new work's conditions page: accepts the conditions, drops the pin at the approved point and
 * opens the BCR with "Save & Edit BCR", so the report can be submitted (spec 2 section 5).
 */
export async function acceptConditionsAndPlaceBore(page: Page, formAId: number): Promise<void> {
  await page.getByText('I have read and accept the Conditions of Approval.').click();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expectWorkPage(page, 'View Work Details', 'Enter Actual Bore Location');
  await answerDialog(page, WORK_MESSAGES.actualLocationNotSetConfirm);
  await page.getByRole('button', { name: 'Drop pin' }).click();
  await expect(page.getByTestId('distance')).toHaveText(/m$/);
  await page.getByRole('button', { name: 'Save & Edit BCR' }).click();
  await expect(page).toHaveURL(new RegExp(`/BCR\\?id=${formAId}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Summary', exact: true })).toBeVisible();
}

/** Today as the journeys' browser and the server see it (Sydney), DD/MM/YYYY. */
export const TODAY = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

/**
 * Every field of the Summary a driller enters: completed at 60 m, drilled (Drilling Details) to 62. The
 * conditions were accepted today, and a bore is completed on or after that (spec 2 section 5).
 */
export async function fillSummary(page: Page): Promise<void> {
  await openPage(page, 'Summary');
  await page.getByLabel('Completion Date').fill(TODAY);
  await page.getByLabel('Completed Depth (m)').fill('60');
  await page.getByLabel('Bore Type').selectOption({ label: 'New' });
  await page.getByLabel('Assistant Driller(s)').fill('Sam Hill, Jo Bloggs');
  await page.getByLabel('Site Chosen By').selectOption({ label: 'Hydrogeologist' });
  await page.getByLabel('Yield (L/s)').fill('2.5');
  await page.getByLabel('SWL (m)').fill('12');
  await page.getByLabel('Salinity TDS').fill('800');
  await page.getByLabel('Salinity Unit').selectOption({ label: 'mg/L' });
  await page.getByLabel('Salinity Conductivity (uS/cm)').fill('1250');
  await page.getByLabel('DDL (m)').fill('20');
  await page.getByLabel('Duration Hours').selectOption({ label: '04' });
  await page.getByLabel('Duration Minutes').selectOption({ label: '30' });
  await pageSave(page);
}

/** Two strata down to the drilled depth, through the row modal's Save & Add. */
export async function fillLithology(page: Page): Promise<void> {
  await openPage(page, 'Lithology');
  await page.getByRole('button', { name: 'Add row' }).click();
  const stratum = modal(page, 'Lithology');
  await fillModal(stratum, { 'Depth To (m)': '30', 'Rock Type': 'Clay' });
  await stratum.getByRole('button', { name: 'Save & Add' }).click();
  await expect(stratum.getByLabel('Depth From (m)')).toHaveValue('30');
  await fillModal(stratum, { 'Depth To (m)': '62', 'Rock Type': 'Sand' });
  await stratum.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(stratum).toHaveCount(0);
  await expect(row(rowTable(page, 'Lithology'), 2)).toContainText('Sand');
  await pageSave(page);
}

/** Casing support once the casing exists; a 13 m centraliser spacing is a warning the save confirms. */
export async function fillCasingSupport(page: Page): Promise<void> {
  await openPage(page, 'Casing Support');
  await expect(page.getByText(BCR_MESSAGES.casingSupportLocked)).toHaveCount(0);
  await page.getByLabel('Casing Support Method', { exact: true }).selectOption({ label: 'Cement grout' });
  await page.getByLabel('Type of Casing Bottom').selectOption({ label: 'Closed end' });
  await page.getByLabel('Sump Installed').selectOption({ label: 'No' });
  await page.getByLabel('Pressure Cemented').selectOption({ label: 'No' });
  await page.getByLabel('Centralisers Installed').selectOption({ label: 'Yes' });
  await page.getByLabel('Centraliser Spacing (m)').fill('13');
  await expect(page.getByText(BCR_MESSAGES.centraliserSpacingOver6m)).toBeVisible();
  await page.getByLabel('Casing Protector Cemented in Place').selectOption({ label: 'Yes' });
  await pageSave(page);
}

/**
 * The review page's Submit: each warning its banner lists is confirmed in its own dialog (in the
 * banner's order), then the submit's confirmation and the success alert. Answers the exception reason
 * codes stored with the submission.
 */
export async function submitConfirmingWarnings(page: Page): Promise<string[]> {
  const warnings = await page.getByRole('region', { name: 'Warning!' }).getByRole('listitem').allInnerTexts();
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/bcr/savesubmitboredetails'));
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  for (const warning of warnings) await answerDialog(page, warning);
  await answerDialog(page, BCR_MESSAGES.confirmSubmit);
  const body = (await (await answer).json()) as { data: { submission: { exceptionReasonCodes: string[] } } };
  await answerDialog(page, BCR_MESSAGES.submitted);
  return body.data.submission.exceptionReasonCodes;
}

import { expect, test, type Page } from '../support/test';
import { BCR_MESSAGES } from '@driller/domain';
import { openHome, signedInState } from '../support/signed-in';
import { answerDialog, chooseWorkType, expectWorkPage, freeApprovalWork, pickApprovalWork } from '../support/work';
import { bcrShot, expectAnnulusWaitsForCasing, modal, openPage, pageSave, rowTable } from '../support/bcr-pages-b';
import { acceptConditionsAndPlaceBore, fillModal } from '../support/bcr-complete';

/** Not about signing in: starts from the session the global setup signed in. */
test.use({ storageState: signedInState('dl1234') });

/** Works of a synthetic approval no other journey takes; a retry finds the first one held and takes the next. */
const WORKS = [
  { number: '90WA437067', work: '1002072' },
  { number: '90WA437067', work: '1002079' },
] as const;

/** A drilled bore in fractured rock left open through rock (work attribute 4), up to its empty BCR. */
async function createOpenThroughRockBore(page: Page): Promise<void> {
  const approval = await freeApprovalWork(page, WORKS);
  await page.goto('/Work');
  await chooseWorkType(page, ['New', 'Production/Water supply bore', 'Drilled bore - fractured rock', 'Open through rock']);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await pickApprovalWork(page, approval.number, approval.work);
  await page.getByRole('textbox', { name: 'Work name' }).fill('Open through rock bore');
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page).toHaveURL(/\/Work\?id=\d+/);
  await expectWorkPage(page, 'View Work Details', 'Review Conditions of Approval');
  await acceptConditionsAndPlaceBore(page, Number(new URL(page.url()).searchParams.get('id')));
}

/** A steel casing from the surface to 20 m, in a section's row modal. */
async function addCasing(page: Page, title: string, fields: Record<string, string>): Promise<void> {
  await page.getByRole('button', { name: 'Add row' }).click();
  const casing = modal(page, title);
  await fillModal(casing, { ...fields, 'To (m)': '20', Material: 'Steel - Seamless', 'Method of Fixing': 'Welded' });
  await casing.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(casing).toHaveCount(0);
  await pageSave(page);
}

test('an open through rock bore: casing support and annulus fill wait for the casing, the casing bottom is Open end, and the review names what the work type forbids or needs', async ({ page }) => {
  test.setTimeout(300_000);
  await openHome(page);
  await createOpenThroughRockBore(page);

  // Spec 2 "Casing Support" and "Annulus Fill / Seal": nothing to enter before the casing / liner details.
  await openPage(page, 'Casing Support');
  await expect(page.getByText(BCR_MESSAGES.casingSupportLocked)).toBeVisible();
  await expect(page.getByLabel('Casing Support Method', { exact: true })).toBeDisabled();
  // Nothing to save while it waits: only Previous and Next, as on a page without edit rights.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save & Next', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeEnabled();
  await bcrShot(page, 'casing-support-waiting');
  await expectAnnulusWaitsForCasing(page);

  await openPage(page, 'Bore Construction Design');
  await addCasing(page, 'Casing / Liner Details', { 'OD (mm)': '140', 'Wall Thickness (mm)': '5', 'ID (mm)': '130' });

  // Open through rock: the casing bottom is Open end, and a driller cannot change it.
  await openPage(page, 'Casing Support');
  await expect(page.getByText(BCR_MESSAGES.casingSupportLocked)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  const bottom = page.getByLabel('Type of Casing Bottom');
  await expect(bottom.locator('option:checked')).toHaveText('Open end');
  await expect(bottom).toBeDisabled();

  // Annulus fill opens with the casing; a section with saved rows cannot be marked Not Applicable.
  await openPage(page, 'Annulus Fill / Seal');
  await expect(page.getByText(BCR_MESSAGES.annulusLocked)).toHaveCount(0);
  await page.getByRole('button', { name: 'Add row' }).click();
  const fill = modal(page, 'Annulus Fill / Seal');
  await fillModal(fill, { 'Fill Type': 'Cement grout', 'To (m)': '20' });
  await fill.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(fill).toHaveCount(0);
  await pageSave(page);
  await page.getByText('Not Applicable', { exact: true }).click();
  await answerDialog(page, BCR_MESSAGES.notApplicableBlocked);
  await expect(page.getByRole('radio', { name: 'Applicable', exact: true })).toBeChecked();

  // Bore development marked Not Applicable after a chemical was saved keeps no chemical (nor prints one).
  await openPage(page, 'Bore Development');
  await page.getByText('Applicable', { exact: true }).click();
  await page.getByLabel('Chemical Used').selectOption({ label: 'Yes' });
  await page.getByLabel('Chemical Name').fill('Sodium polyphosphate');
  await pageSave(page);
  await page.getByText('Not Applicable', { exact: true }).click();
  await expect(page.getByLabel('Chemical Name')).toHaveCount(0);
  await bcrShot(page, 'bore-development-not-applicable');
  await pageSave(page);
  await page.reload();
  await openPage(page, 'Bore Development');
  await expect(page.getByRole('radio', { name: 'Not Applicable', exact: true })).toBeChecked();
  await page.getByText('Applicable', { exact: true }).click();
  await expect(page.getByLabel('Chemical Used')).toHaveValue('');
  await page.getByText('Not Applicable', { exact: true }).click();

  // Disinfection marked Applicable with no rows; a water entry casing the work type does not allow.
  await openPage(page, 'Disinfection on Completion');
  await page.getByText('Applicable', { exact: true }).click();
  await pageSave(page);
  await openPage(page, 'Water Entry Design');
  await addCasing(page, 'Water Entry Design', { Type: 'Casing', 'Outer Diameter (mm)': '140', 'Wall Thickness (mm)': '5', 'Inner Diameter (mm)': '130' });

  // Spec 2 section 5, review page blocking errors, under their sections.
  await openPage(page, 'Submit Bore Details');
  const errors = page.getByRole('region', { name: 'Error!' });
  await expect(errors).toContainText(BCR_MESSAGES.wedRemoveOpenThroughRock);
  await expect(errors).toContainText('Disinfection on Completion cannot be empty');
  await expect(errors).not.toContainText('Annulus Fill / Seal cannot be empty');
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();

  // A saved casing row removed waits for the save with the spec's note.
  await openPage(page, 'Bore Construction Design');
  await expect(page.getByText(BCR_MESSAGES.casingLinerMarkedForRemove)).toHaveCount(0);
  await rowTable(page, 'Casing / Liner Details').getByRole('button', { name: /Remove\s*row 1/ }).click();
  await expect(page.getByText(BCR_MESSAGES.casingLinerMarkedForRemove)).toBeVisible();
});

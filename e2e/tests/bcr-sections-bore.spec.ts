import { expect, test, type Page } from '../support/test';
import { BCR_MESSAGES } from '@driller/domain';
import { openHome, signedInState } from '../support/signed-in';
import { answerDialog, createBoreWork } from '../support/work';
import { bcrSections, expectBcrPage, sectionButton } from '../support/bcr';
import { bcrShot, expectAnnulusWaitsForCasing, modal, openPage, panel, pageSave, row, rowTable } from '../support/bcr-pages-b';
import { seriousViolations } from '../support/axe';
import { acceptConditionsAndPlaceBore, fillCasingSupport, fillLithology, fillModal, fillSummary, submitConfirmingWarnings } from '../support/bcr-complete';

/** Not about signing in: starts from the session the global setup signed in. */
test.use({ storageState: signedInState('dl1234') });

/** An approval work no other journey takes (a synthetic approval of the seeded register). */
const APPROVAL_WORK = { number: '40WA797279', work: '1004046' } as const;

/**
 * The pages the later sections measure against: the summary (completed depth 60), drilled to 62, the
 * strata, a zone, the casing and its support.
 */
async function fillBasics(page: Page) {
  await fillSummary(page);

  await openPage(page, 'Drilling Details');
  await page.getByRole('button', { name: 'Add row' }).click();
  await fillModal(modal(page, 'Drilling Details'), { 'To (m)': '62', 'Hole Diameter (mm)': '200', 'Drilling Method': 'Rotary - Air' });
  await modal(page, 'Drilling Details').getByRole('button', { name: 'Save', exact: true }).click();
  await pageSave(page);
  await fillLithology(page);

  await openPage(page, 'Water Bearing Zones');
  await page.getByRole('button', { name: 'Add row' }).click();
  await fillModal(modal(page, 'Water Bearing Zones'), { 'From (m)': '40', 'To (m)': '50' });
  await modal(page, 'Water Bearing Zones').getByRole('button', { name: 'Save', exact: true }).click();
  await pageSave(page);

  // Annulus fill waits for the Bore Construction Design's casing. Its mark stays unsaved for now.
  await expectAnnulusWaitsForCasing(page);

  await openPage(page, 'Bore Construction Design');
  await page.getByRole('button', { name: 'Add row' }).click();
  await fillModal(modal(page, 'Casing / Liner Details'), {
    Material: 'Steel - Seamless',
    'OD (mm)': '140',
    'Wall Thickness (mm)': '5',
    'To (m)': '40',
    'Method of Fixing': 'Welded',
  });
  // ID is filled from OD and wall thickness once a field other than ID is left for another (To).
  await expect(modal(page, 'Casing / Liner Details').getByLabel('ID (mm)')).toHaveValue('130');
  await modal(page, 'Casing / Liner Details').getByRole('button', { name: 'Save', exact: true }).click();
  await pageSave(page);
  await fillCasingSupport(page);
}

async function fillWaterEntryDesign(page: Page) {
  await openPage(page, 'Water Entry Design');
  await expect(page.getByText(BCR_MESSAGES.gravelPackHint)).toBeVisible();
  await page.getByRole('button', { name: 'Add row' }).click();
  const casing = modal(page, 'Water Entry Design');
  await fillModal(casing, { Type: 'Casing' });
  await expect(casing.getByText(BCR_MESSAGES.aboveSurfaceLevelHint)).toBeVisible();
  await expect(casing.getByLabel('Opening Type')).toHaveCount(0);
  await fillModal(casing, { 'From (m)': '-0.5', 'To (m)': '40', Material: 'Steel - Seamless', 'Outer Diameter (mm)': '140', 'Wall Thickness (mm)': '3.5' });
  // Of outer diameter, wall thickness and inner diameter (the spec's words) the missing one is filled when a field
  // is left; the one the focus moves into is left to the user until they leave it blank.
  await casing.getByLabel('Wall Thickness (mm)').press('Tab');
  await expect(casing.getByLabel('Inner Diameter (mm)')).toBeFocused();
  await expect(casing.getByLabel('Inner Diameter (mm)')).toHaveValue('');
  await casing.getByLabel('Inner Diameter (mm)').press('Tab');
  await casing.getByLabel('Method of Fixing').selectOption({ label: 'Welded' });
  await expect(casing.getByLabel('Inner Diameter (mm)')).toHaveValue('133');
  await bcrShot(page, 'water-entry-design-modal-casing');
  await casing.getByRole('button', { name: 'Save & Add' }).click();
  // A thin steel wall is a warning to confirm, not an error: Cancel keeps the modal open to correct it.
  await answerDialog(page, 'The minimum wall thickness for steel casing is 3.6 mm.', 'Cancel');
  await casing.getByLabel('Wall Thickness (mm)').fill('5');
  await casing.getByLabel('Inner Diameter (mm)').fill('130');
  await casing.getByRole('button', { name: 'Save & Add' }).click();

  const screen = modal(page, 'Water Entry Design');
  await expect(screen.getByLabel('From (m)')).toHaveValue('40');
  // A new row takes the last casing row's material and fixing.
  await expect(screen.getByLabel('Material')).toHaveValue('8');
  await fillModal(screen, { Type: 'Screen' });
  await expect(screen.getByLabel('Stabilising Fill Type')).toHaveValue('1');
  await fillModal(screen, {
    'To (m)': '55',
    Material: 'PVC Class 12',
    'Outer Diameter (mm)': '140',
    'Wall Thickness (mm)': '8',
    'Water Entry Design Type': 'Manufactured screen',
    'Water Bearing Zone': '40 - 50',
    'Opening Type': 'Machine slotted',
  });
  await screen.getByLabel('Wall Thickness (mm)').press('Tab');
  await screen.getByLabel('Inner Diameter (mm)').press('Tab');
  await expect(screen.getByLabel('Inner Diameter (mm)')).toHaveValue('124');
  await expect(screen.getByLabel('Screen Aperture (mm)')).toHaveCount(0);
  await fillModal(screen, { 'Slot Length (mm)': '50', 'Slot Width (mm)': '1.25', 'Slot Alignment': 'Vertical', 'Stabilising Fill Type': 'Artificial Gravel Pack' });
  await bcrShot(page, 'water-entry-design-modal-screen');
  await screen.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(screen).toHaveCount(0);

  const table = rowTable(page, 'Water Entry Design');
  await expect(row(table, 1)).toContainText('Casing');
  await expect(row(table, 2)).toContainText('Machine slotted');
  await expect(row(table, 2)).toContainText('Artificial Gravel Pack');

  // Artificial Gravel Pack opens the Gravel Pack, with its shared method of placement.
  await expect(page.getByText(BCR_MESSAGES.gravelPackHint)).toHaveCount(0);
  await page.getByLabel('Method of Placement').selectOption({ label: 'Tremie pipe' });
  const gravel = rowTable(page, 'Gravel Pack');
  await gravel.getByRole('button', { name: 'Add row' }).click();
  const pack = modal(page, 'Gravel Pack');
  // Spec 2 section 4: gravel pack adds a next row only after an existing (saved) row.
  await expect(pack.getByRole('button', { name: 'Save & Add' })).toHaveCount(0);
  await bcrShot(page, 'gravel-pack-modal-new');
  await fillModal(pack, { Type: 'Rounded', Grade: 'Graded', 'Bentonite/Grout Seal': 'No', 'Grain Size From (mm)': '1', 'Grain Size To (mm)': '20', 'Depth From (m)': '35', 'Depth To (m)': '55' });
  await pack.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pack.getByText('Please enter a value for Grain Size-To that should be atleast 30mm greater than Grain Size - From.')).toBeVisible();
  await pack.getByLabel('Grain Size To (mm)').fill('40');
  await pack.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(pack).toHaveCount(0);
  await bcrShot(page, 'water-entry-design');
  await pageSave(page);
}

async function fillAnnulus(page: Page) {
  await openPage(page, 'Annulus Fill / Seal');
  // The mark chosen before three other pages were saved is still there (those saves keep unsaved edits).
  await expect(page.getByRole('radio', { name: 'Applicable', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Add row' }).click();
  const fill = modal(page, 'Annulus Fill / Seal');
  await expect(fill.getByLabel('From (m)')).toHaveValue('0');
  await fillModal(fill, { 'Fill Type': 'Cement grout', 'To (m)': '40', 'Quantity': '120', Unit: 'Litres' });
  await fill.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(fill.getByText(BCR_MESSAGES.annulusGravelOverlap)).toBeVisible();
  await fill.getByLabel('To (m)').fill('35');
  await fill.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(fill).toHaveCount(0);
  await bcrShot(page, 'annulus-fill-seal');
  await pageSave(page);
}

async function fillPanels(page: Page) {
  await openPage(page, 'Bore Development');
  await page.getByText('Applicable', { exact: true }).click();
  await page.getByLabel('Chemical Used').selectOption({ label: 'Yes' });
  await page.getByLabel('Chemical Name').fill('Sodium polyphosphate');
  await page.getByRole('button', { name: 'Add row' }).click();
  const development = panel(page, 'Bore Development');
  await fillModal(development, { Method: 'Airlifting', 'Duration Hours': '2', 'Duration Minutes': '30' });
  await development.getByRole('button', { name: 'Save', exact: true }).click();
  await bcrShot(page, 'bore-development');
  await pageSave(page);

  await openPage(page, 'Disinfection on Completion');
  await page.getByText('Applicable', { exact: true }).click();
  // By keyboard alone: Add row, then each field, Enter moving on, and Enter on the panel's Save.
  await page.getByRole('button', { name: 'Add row' }).focus();
  await page.keyboard.press('Enter');
  const disinfection = panel(page, 'Disinfection on Completion');
  await page.keyboard.press('Tab');
  await expect(disinfection.getByLabel('Chemicals Used')).toBeFocused();
  for (const value of ['Chlorine', '10', 'Poured']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  }
  await expect(disinfection.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(disinfection).toHaveCount(0);
  await bcrShot(page, 'disinfection');
  await pageSave(page);

  await openPage(page, 'Work Partly Backfilled');
  // Drilled to 62, completed at 60: the work is partly backfilled, set by the page.
  await expect(page.getByRole('checkbox', { name: 'Work Partly Backfilled' })).toBeChecked();
  await page.getByLabel('Original Depth of Work (m)').fill('62');
  await page.getByRole('button', { name: 'Add row' }).click();
  const backfill = panel(page, 'Backfill');
  // Looked up by their labels as the spec names them, each field is the one element found.
  await expect(page.getByLabel('Work Partly Backfilled', { exact: true })).toHaveCount(1);
  await expect(page.getByLabel('Fill Type')).toHaveCount(1);
  await fillModal(backfill, { 'Fill Type': 'Gravel', 'From Depth (m)': '60', 'To Depth (m)': '62' });
  await backfill.getByRole('button', { name: 'Save', exact: true }).click();
  await bcrShot(page, 'work-partly-backfilled');
  await pageSave(page);
}

async function fillPumpingTest(page: Page) {
  await openPage(page, 'Pumping Test');
  await page.getByRole('button', { name: 'Add row' }).click();
  const test1 = modal(page, 'Pumping Test');
  // Minutes start at 00 (spec 2 section 9).
  await expect(test1.getByLabel('Recovery Time Taken (minutes)')).toHaveValue('00');
  await fillModal(test1, {
    'Test Type': 'Multiple Stage (stepped down)',
    Date: '01/01/2099',
    'Pumping Rate (L/s)': '2.5',
    'Duration of Test (hours)': '4',
    'Duration of Test (minutes)': '00',
    'Recovery Time Taken (hours)': '1',
  });
  await test1.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(test1.getByText('Please enter a value for date not in future.')).toBeVisible();
  await fillModal(test1, { Date: '02/03/2024', 'Recovery Time Taken (minutes)': '30' });
  await bcrShot(page, 'pumping-test-modal');
  await test1.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(test1).toHaveCount(0);
  await bcrShot(page, 'pumping-test');
  await pageSave(page);
}

/** The visible pages of a drilled bore, in the sidebar's order (Head Works and Excavation Details are hidden). */
const PAGES = [
  ['Summary', 'summary'],
  ['Drilling Details', 'drilling-details'],
  ['Lithology', 'lithology'],
  ['Water Bearing Zones', 'water-bearing-zones'],
  ['Bore Construction Design', 'bore-construction-design'],
  ['Casing Support', 'casing-support'],
  ['Water Entry Design', 'water-entry-design'],
  ['Annulus Fill / Seal', 'annulus-fill-seal'],
  ['Bore Development', 'bore-development'],
  ['Disinfection on Completion', 'disinfection'],
  ['Work Partly Backfilled', 'work-partly-backfilled'],
  ['Pumping Test', 'pumping-test'],
  ['Submit Bore Details', 'review'],
] as const;

/** What the reload found: each section as saved. */
async function expectSavedReport(page: Page) {
  await openPage(page, 'Summary');
  await expect(page.getByLabel('Assistant Driller(s)')).toHaveValue('Sam Hill, Jo Bloggs');
  await expect(page.getByLabel('Salinity TDS (mg/L)')).toHaveValue('800');
  await expect(page.getByLabel('Salinity Conductivity (uS/cm)')).toHaveValue('1250');
  await openPage(page, 'Lithology');
  await expect(row(rowTable(page, 'Lithology'), 2)).toContainText('Sand');
  await openPage(page, 'Bore Construction Design');
  await expect(row(rowTable(page, 'Casing / Liner Details'), 1).getByRole('cell', { name: '130', exact: true })).toHaveCount(1);
  await openPage(page, 'Casing Support');
  await expect(page.getByLabel('Centraliser Spacing (m)')).toHaveValue('13');
  await openPage(page, 'Water Entry Design');
  await expect(row(rowTable(page, 'Water Entry Design'), 1)).toContainText('-0.5');
  await expect(row(rowTable(page, 'Water Entry Design'), 2)).toContainText('40 - 50');
  await expect(row(rowTable(page, 'Gravel Pack'), 1)).toContainText('Rounded');
  await expect(page.getByLabel('Method of Placement')).toHaveValue('2');
  await openPage(page, 'Annulus Fill / Seal');
  await expect(row(rowTable(page, 'Annulus Fill / Seal'), 1)).toContainText('Cement grout');
  expect(await seriousViolations(page)).toEqual([]);
  await openPage(page, 'Bore Development');
  await expect(page.getByLabel('Chemical Name')).toHaveValue('Sodium polyphosphate');
  await expect(row(rowTable(page, 'Bore Development'), 1)).toContainText('02:30');
  await rowTable(page, 'Bore Development').getByRole('button', { name: /Edit\s*row 1/ }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await panel(page, 'Bore Development').getByRole('button', { name: 'Cancel' }).click();
  await openPage(page, 'Disinfection on Completion');
  await expect(row(rowTable(page, 'Disinfection on Completion'), 1)).toContainText('Chlorine');
  await openPage(page, 'Work Partly Backfilled');
  await expect(row(rowTable(page, 'Backfill'), 1)).toContainText('Gravel');
  expect(await seriousViolations(page)).toEqual([]);
  await openPage(page, 'Pumping Test');
  await expect(row(rowTable(page, 'Pumping Test'), 1)).toContainText('02/03/2024');
  await expect(row(rowTable(page, 'Pumping Test'), 1)).toContainText('01:30');
}

/**
 * Every page of the filled report, walked with the sidebar at 1280 and at 800 px (looked at before
 * calling a page done): usable without sideways scrolling of the page; the row modals at 800 px.
 */
async function pageShots(page: Page) {
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 1000 });
    for (const [title, name] of PAGES) {
      await openPage(page, title);
      await bcrShot(page, name);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${title} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
  // Under 992 px the sidebar opens above the page and closes again after a choice.
  await bcrSections(page).getByRole('button', { name: 'Show sections' }).click();
  await bcrShot(page, 'sidebar-open');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
  await sectionButton(page, 'Water Entry Design').click();
  await expect(bcrSections(page).getByRole('button', { name: 'Show sections' })).toBeVisible();
  for (const [pageTitle, table, name] of [
    ['Water Entry Design', 'Gravel Pack', 'gravel-pack-modal'],
    ['Annulus Fill / Seal', 'Annulus Fill / Seal', 'annulus-fill-seal-modal'],
    ['Pumping Test', 'Pumping Test', 'pumping-test-modal'],
  ] as const) {
    await openPage(page, pageTitle);
    await rowTable(page, table).getByRole('button', { name: /Edit\s*row 1/ }).click();
    await expect(modal(page, table)).toBeVisible();
    await bcrShot(page, name);
    await modal(page, table).getByRole('button', { name: 'Cancel' }).click();
  }
  await openPage(page, 'Water Entry Design');
  await rowTable(page, 'Water Entry Design').getByRole('button', { name: /Edit\s*row 2/ }).click();
  await expect(modal(page, 'Water Entry Design').getByLabel('Slot Length (mm)')).toHaveValue('50');
  await bcrShot(page, 'water-entry-design-modal-screen');
  await modal(page, 'Water Entry Design').getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a driller completes and submits a BCR for a drilled, cased and screened bore with gravel pack (every page filled, warnings confirmed)', async ({ page }) => {
  // A hang guard: 53 s on an idle machine, 246-284 s in CI runs whose tiers shared a slow 2-core host.
  test.setTimeout(600_000);
  await openHome(page);
  const formAId = await createBoreWork(page, APPROVAL_WORK, 'Pages-b bore');
  await acceptConditionsAndPlaceBore(page, formAId);
  // The empty report's sidebar: every visible page (no Head Works), the Summary red until it is filled.
  const titles = await bcrSections(page).getByRole('button').filter({ hasNotText: 'sections' }).allInnerTexts();
  expect(titles.map((t) => t.replace(/^\d+\s*/, '').replace(/\s+/g, ' ').trim())).toEqual(PAGES.map(([title]) => (title === 'Summary' ? 'Summary (has errors)' : title)));
  await fillBasics(page);
  await fillWaterEntryDesign(page);
  await fillAnnulus(page);
  await fillPanels(page);
  await fillPumpingTest(page);

  await page.reload();
  await expectBcrPage(page, 'Bore Construction Report', 'Summary');
  await expectSavedReport(page);
  await pageShots(page);

  // Pumping Test's Next is the review: no errors, the warnings the report carries, each confirmed on Submit.
  await openPage(page, 'Pumping Test');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectBcrPage(page, 'Bore Construction Report', 'Submit Bore Details');
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Error!' })).toHaveCount(0);
  const warnings = page.getByRole('region', { name: 'Warning!' });
  await expect(warnings).toContainText('Casing Support');
  await expect(warnings).toContainText(BCR_MESSAGES.centraliserSpacingOver6m);
  await expect(warnings).toContainText('is more than 3 years after the approval issue date');
  await bcrShot(page, 'review-warnings');
  const codes = await submitConfirmingWarnings(page);
  expect(codes).toEqual(expect.arrayContaining(['BCR_W_CENTRALISER_SPACING_6M', 'BCR_W_COMPLETION_3Y_AFTER_ISSUE']));

  await expectBcrPage(page, 'View Bore Construction Report', 'Submit Bore Details');
  await expect(page.getByRole('status').filter({ hasText: BCR_MESSAGES.submitted })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Comments' })).toBeDisabled();
  for (const name of ['Submit', 'Save Comments']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await bcrShot(page, 'submitted-review');
  for (const [title, field] of [['Summary', 'Completion Date'], ['Casing Support', 'Centraliser Spacing (m)']] as const) {
    await openPage(page, title);
    await expect(page.getByLabel(field)).toBeDisabled();
    await expect(page.getByRole('button', { name: /Save|Cancel/ })).toHaveCount(0);
  }
  await openPage(page, 'Pumping Test');
  await expect(rowTable(page, 'Pumping Test').getByRole('button', { name: /Edit\s*row 1/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add row' })).toHaveCount(0);
});

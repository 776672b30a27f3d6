import { expect, test } from '../support/test';
import { BCR_MESSAGES } from '@driller/domain';
import { createWork, openBcr, rowModal, table } from '../support/bcr-rows';
import { openBcrPage, sectionButton } from '../support/bcr';
import { TODAY } from '../support/bcr-complete';
import { pageSave } from '../support/bcr-pages-b';
import { openHome, signedInState } from '../support/signed-in';
import { freeApprovalWork } from '../support/work';

/**
 * A lined well's report (spec 2 section 5 "Excavation"): the lining follows the lining above it, so the
 * first one runs from the surface down to the completed depth inside the excavation. A stratum that a
 * shorter excavation leaves below the excavated depth shows its error on the Lithology page the sidebar
 * marks red. The works are this journey's own; a retry takes the next free one.
 */
const WORKS = ['1003885', '1003892', '1003899', '1003906'].map((work) => ({ number: '70WA442089', work }));

test.use({ storageState: signedInState('dl1234') });

test('a driller lines a well down to its completed depth, and finds a stratum left below the excavation marked on its row', async ({ page }) => {
  await openHome(page);
  const formAId = await createWork(page, ['New', 'Production/Water supply bore', 'Excavated well', 'Lined'], await freeApprovalWork(page, WORKS), 'Lined well');
  await openBcr(page, formAId);
  await page.getByLabel('Completion Date').fill(TODAY);
  await page.getByLabel('Completed Depth (m)').fill('4.5');
  await page.getByLabel('Bore Type').selectOption({ label: 'New' });
  await pageSave(page);

  await openBcrPage(page, 'Excavation Details');
  await page.getByRole('button', { name: 'Add row' }).click();
  const modal = rowModal(page, 'Excavation Details');
  await modal.getByLabel('Excavation or Lining').selectOption({ label: 'Excavation' });
  await modal.getByLabel('Bore Shape').selectOption({ label: 'Round' });
  await modal.getByLabel('Drilling Method').selectOption({ label: 'Excavator' });
  await modal.getByLabel('To (m)').fill('5');
  await modal.getByLabel('Diameter (mm)').fill('1200');
  await modal.getByRole('button', { name: 'Save & Add' }).click();
  // The lining starts at the surface again and ends at the completed depth, above the excavated depth.
  await modal.getByLabel('Excavation or Lining').selectOption({ label: 'Lining' });
  await modal.getByLabel('Material').selectOption({ label: 'Concrete rings' });
  await expect(modal.getByLabel('From (m)')).toHaveValue('0');
  await modal.getByLabel('To (m)').fill('4.5');
  await modal.getByLabel('Diameter (mm)').fill('1000');
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(modal).toHaveCount(0);
  await pageSave(page);

  await openBcrPage(page, 'Lithology');
  await page.getByRole('button', { name: 'Add row' }).click();
  const stratum = rowModal(page, 'Lithology');
  await stratum.getByLabel('Depth To (m)').fill('5');
  await stratum.getByLabel('Rock Type').selectOption({ label: 'Clay' });
  await stratum.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(stratum).toHaveCount(0);
  await pageSave(page);

  // The excavation turns out shallower: the saved stratum now goes below the excavated depth.
  await openBcrPage(page, 'Excavation Details');
  await table(page, 'Excavation Details').getByRole('button', { name: 'Edit row 1' }).click();
  await modal.getByLabel('To (m)').fill('4.8');
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(modal).toHaveCount(0);
  await pageSave(page);

  const message = '"Depth To" must be less than or equal to "Excavated Depth"';
  await expect(sectionButton(page, 'Lithology')).toHaveAccessibleName('Lithology (has errors)');
  await openBcrPage(page, 'Lithology');
  await expect(table(page, 'Lithology').getByText(message)).toBeVisible();
  await table(page, 'Lithology').getByRole('button', { name: 'Edit row 1' }).click();
  await expect(stratum.getByLabel('Depth To (m)')).toHaveAttribute('aria-invalid', 'true');
  await expect(stratum.getByText(message)).toBeVisible();
  await stratum.getByLabel('Depth To (m)').fill('4.8');
  await stratum.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(stratum).toHaveCount(0);
  await pageSave(page);
  await expect(sectionButton(page, 'Lithology')).toHaveAccessibleName('Lithology');

  // The review asks for no lining: the well has one.
  await openBcrPage(page, 'Submit Bore Details');
  await expect(page.getByRole('heading', { level: 2, name: 'Submit Bore Details' })).toBeVisible();
  await expect(page.getByText(BCR_MESSAGES.liningRequired)).toHaveCount(0);
  await expect(page.getByText(/Row No#\d+: .*Lining/)).toHaveCount(0);
});

import { expect, test } from '../support/test';
import { signedInState, signedInWindow } from '../support/signed-in';
import { newDrillerIdentity, shootCompanies, signUpDriller } from '../support/companies';
import { answerDialog } from '../support/work';

test('a new driller assigns themselves to a company', async ({ page }) => {
  const who = newDrillerIdentity('Ava');
  await signUpDriller(page, who);
  await expect(page.getByRole('heading', { name: 'Assign myself to a company', level: 1 })).toBeVisible();
  const company = page.getByLabel('Company');
  // Drilling companies only: the regulator's own organisation is not offered.
  await expect(company.locator('option', { hasText: 'WaterNSW' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Please select company from dropdown list')).toBeVisible();
  await company.selectOption({ label: 'Western Plains Bores Pty Ltd' });
  await shootCompanies(page, 'associate-organisation');
  await page.getByRole('button', { name: 'Assign' }).click();
  await answerDialog(page, 'User assigned to the company');

  await expect(page).toHaveURL(/\/Home$/);
  await expect(page.getByTestId('header-organisation')).toHaveText('Western Plains Bores Pty Ltd');
  await page.goto('/AssociateOrganisation');
  await expect(page.getByTestId('current-company')).toHaveText('Western Plains Bores Pty Ltd');
  await page.getByLabel('Company').selectOption({ label: 'Western Plains Bores Pty Ltd' });
  await page.getByRole('button', { name: 'Assign' }).click();
  await answerDialog(page, 'User already assigned to company');
});

test('a company admin assigns a driller to their company and removes them', async ({ page, browser }) => {
  const who = newDrillerIdentity('Ben');
  await signUpDriller(page, who);
  const name = `${who.first} ${who.last}`;

  const admin = await signedInWindow(browser, 'companyadmin');
  await admin.goto('/MapDrillerWithOrganisation');
  await expect(
    admin.getByRole('heading', { name: 'Assign Driller To Company / Registered business', level: 1 }),
  ).toBeVisible();
  const company = admin.getByLabel('Company');
  // A company admin manages their own company only.
  await expect(company.locator('option')).toHaveText(['Please select', 'Aquifer Drilling Pty Ltd']);
  await admin.getByRole('button', { name: 'Go' }).click();
  await expect(admin.getByText('Please select company from dropdown list')).toBeVisible();
  await company.selectOption({ label: 'Aquifer Drilling Pty Ltd' });
  await admin.getByRole('button', { name: 'Go' }).click();
  const grid = admin.getByTestId('assign-grid');
  await expect(grid).toContainText('Dan Walsh');
  await expect(grid).not.toContainText(name);

  await admin.getByRole('button', { name: 'Assign driller' }).click();
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(grid).toContainText('Please select driller from the dropdown list.');
  await admin.getByRole('button', { name: 'Assign driller' }).click();
  await answerDialog(admin, 'Please edit/remove the first row before adding new driller.');
  await admin.getByLabel('Driller to assign').selectOption({ label: `${name} (${who.licence})` });
  await shootCompanies(admin, 'assign-driller-new-row');
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await answerDialog(admin, 'Driller is assigned to the company.');
  await expect(grid.getByRole('row', { name: new RegExp(name) })).toContainText(who.licence);
  await expect(admin.getByLabel('Driller to assign')).toHaveCount(0);
  await shootCompanies(admin, 'assign-driller-grid');

  // Cancel keeps the driller; OK removes them.
  await admin.getByRole('button', { name: `Remove ${name}` }).click();
  await answerDialog(admin, 'Do you want to remove this driller from company?', 'Cancel');
  await expect(grid).toContainText(name);
  await admin.getByRole('button', { name: `Remove ${name}` }).click();
  await answerDialog(admin, 'Do you want to remove this driller from company?');
  await answerDialog(admin, 'Driller is removed from the company.');
  await expect(grid).not.toContainText(name);
  await expect(grid).toContainText('Dan Walsh');
  await admin.context().close();
});

test.describe('companies as the regulator', () => {
  test.use({ storageState: signedInState('regulator') });

  test('searches the company list and creates a company through the business-register lookup', async ({
    page,
  }) => {
    await page.goto('/Organisation');
    await expect(
      page.getByRole('heading', { name: 'Company / Registered business', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Company list' })).toBeVisible();
    const grid = page.getByTestId('company-grid');
    await expect(grid).toContainText('Aquifer Drilling Pty Ltd');
    // The regulator edits no company (the edit icon is the Super Admin's and each company admin's own).
    await expect(grid.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await shootCompanies(page, 'company-list');

    const searchName = page.getByRole('search').getByLabel('Company name', { exact: true });
    await searchName.fill('western');
    await searchName.press('Enter');
    await expect(grid.getByRole('row')).toHaveCount(2);
    await expect(grid).toContainText('Western Plains Bores Pty Ltd');

    await page.getByRole('button', { name: 'Create new company' }).click();
    await expect(page.getByRole('heading', { name: 'Create new company' })).toBeVisible();
    await page.getByLabel('Company name', { exact: true }).fill('Dubb');
    await page.getByRole('button', { name: 'Search Company' }).click();
    await expect(page.getByText('Please enter atleast 5 characters to search.')).toBeVisible();

    await page.getByLabel('Company name', { exact: true }).fill('Drilling');
    await page.getByRole('button', { name: 'Search Company' }).click();
    const results = page.getByRole('region', { name: 'Business register results' });
    await expect(results.getByRole('row')).toHaveCount(26);
    await expect(results).toContainText('*Note: Max results displayed are 25. Please refine your search');

    await page.getByLabel('Company name', { exact: true }).fill('Dubbo');
    await page.getByRole('button', { name: 'Search Company' }).click();
    await expect(results).not.toContainText('*Note');
    const picks = results.getByRole('button', { name: /^Select / });
    const count = await picks.count();
    expect(count).toBeGreaterThan(1);
    // A retried run finds its first pick already made, so each run picks its own.
    const pick = picks.nth(Math.floor(Math.random() * count));
    const chosen = ((await pick.getAttribute('aria-label')) ?? '').replace(/^Select /, '');
    await pick.click();
    await expect(page.getByLabel('Company name', { exact: true })).toHaveValue(chosen);
    await expect(page.getByLabel('ABN/ACN')).toHaveValue(/^\d{2} \d{3} \d{3} \d{3}$/);

    // A changed ABN no longer matches the register.
    const abn = await page.getByLabel('ABN/ACN').inputValue();
    await page.getByLabel('ABN/ACN').fill('11111111111');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('The company name and ABN/ACN does not match from the search results.'),
    ).toBeVisible();
    await page.getByLabel('ABN/ACN').fill(abn);
    await page.getByLabel('Phone').fill('02 6884 1000');
    await page.getByLabel('Email').fill('office@example.test');
    await shootCompanies(page, 'company-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await answerDialog(page, 'Company data submitted successfully');
    await expect(page).toHaveURL(/\/Home$/);

    await page.goto('/Organisation');
    await page.getByRole('search').getByLabel('Company name', { exact: true }).fill(chosen);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(grid.getByRole('row', { name: new RegExp(chosen) })).toContainText('02 6884 1000');
  });
});

test.describe('companies as a company admin', () => {
  test.use({ storageState: signedInState('companyadmin') });

  test('opens their own company for update, name locked, and sees only their edit icon in the list', async ({
    page,
  }) => {
    await page.goto('/Organisation');
    await expect(page.getByRole('heading', { name: 'Update company' })).toBeVisible();
    await expect(page.getByLabel('Company name', { exact: true })).toHaveValue('Aquifer Drilling Pty Ltd');
    await expect(page.getByLabel('Company name', { exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Search Company' })).toHaveCount(0);
    await expect(page.getByLabel('Active', { exact: true })).toBeChecked();
    await expect(page.getByLabel('Deactivate')).not.toBeChecked();
    await shootCompanies(page, 'company-update');
    await page.getByRole('button', { name: 'Back' }).click();
    const grid = page.getByTestId('company-grid');
    await expect(grid.getByRole('button', { name: /^Edit / })).toHaveText(['Edit']);
    await expect(grid.getByRole('button', { name: 'Edit Aquifer Drilling Pty Ltd' })).toBeVisible();
  });
});

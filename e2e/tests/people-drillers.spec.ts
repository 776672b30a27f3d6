import path from 'node:path';
import { expect, test, type Browser, type Page } from '../support/test';
import { ADMIN_MESSAGES, PEOPLE_MESSAGES, confirmCompanyChangeMessage } from '@driller/domain';
import { signIn } from '../support/session';
import { answerDialog } from '../support/work';
import { signedInState, signedInWindow } from '../support/signed-in';
import { shotsDir } from '../support/shots-dir';
import { fullPageShot } from '../support/full-page-shot';

/** Final screenshots of Manage Driller / Manage User, looked at and kept with the docs. */
const SHOTS = shotsDir('people');

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 800 });
    await fullPageShot(page, path.join(SHOTS, `${name}-${width}.png`));
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Searches the business register on the Create Company page and picks one of its answers at random (a
 * retried run, or another journey, may have made a pick already, so each run picks its own): its name.
 */
async function pickFromRegister(page: Page, name: string): Promise<string> {
  await page.getByLabel('Company name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Search Company' }).click();
  const picks = page
    .getByRole('region', { name: 'Business register results' })
    .getByRole('button', { name: /^Select / });
  await expect(picks.first()).toBeVisible();
  const pick = picks.nth(Math.floor(Math.random() * (await picks.count())));
  const chosen = ((await pick.getAttribute('aria-label')) ?? '').replace(/^Select /, '');
  await pick.click();
  return chosen;
}

/** The new driller's password-set e-mail, from the embedded mailbox: choose a password, then sign in. */
async function firstSignIn(browser: Browser, email: string, login: string, name: string): Promise<void> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const mailFor = async () => {
    const messages: { to: string[]; subject: string; text: string }[] = await (
      await page.request.get('/dev/mailbox/messages')
    ).json();
    return messages.find((message) => message.to.includes(email));
  };
  await expect.poll(async () => (await mailFor())?.subject).toBe('Your Driller Portal account');
  const link = /https?:\/\/\S+\/idp\/reset\/\S+/.exec((await mailFor())?.text ?? '')?.[0] ?? '';
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Bore&Water42');
  await page.getByLabel('Confirm new password').fill('Bore&Water42');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await signIn(page, login, 'Bore&Water42');
  await expect(page).toHaveURL(/\/Home$/);
  await expect(page.getByTestId('header-user-name')).toHaveText(name);
  await context.close();
}

test.use({ storageState: signedInState('regulator') });

test('the Regulator creates a driller (licence rules refused, then accepted), who signs in; finds and updates them', async ({
  page,
  browser,
}) => {
  // A licence, username, e-mail and surname of this run's own: sign-up journeys register drillers too,
  // and a retry must not meet the driller its first attempt created.
  const run = 5000 + (Date.now() % 4000);
  const licence = `DL ${run}`;
  const username = `dl${run}`;
  const email = `mia.cooper.${run}@example.test`;
  const surname = `Cooper${String(run).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '')}`;
  await page.goto('/ManageDriller');
  await expect(page.getByRole('heading', { level: 1, name: 'Driller details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Search Driller' })).toBeVisible();
  await shots(page, 'driller-0-search');

  await page.getByRole('button', { name: 'Create New' }).click();
  await expect(page.getByRole('heading', { name: 'Create New Driller' })).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Active' });
  await page.getByLabel('First name').fill('Mia');
  await page.getByLabel('Last name').fill(surname);
  await page.getByLabel('Drilling licence no').fill('DL 0123');
  await page.getByLabel('Licence class').selectOption({ label: 'Class 2' });
  await page.getByLabel('Drilling licence from date').fill('01/07/2025');
  await expect(page.getByLabel('Drilling licence expiry date')).toHaveValue('01/07/2028');
  await page.locator('label', { hasText: 'Rotary air' }).click();
  await expect(page.getByLabel('Rotary air')).toBeChecked();
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#driller-drillerLicenseNo-error')).toHaveText(ADMIN_MESSAGES.nswLicence);
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    ADMIN_MESSAGES.nswLicence,
  );
  await shots(page, 'driller-2-licence-refused');

  await page.getByLabel('Driller type').selectOption({ label: 'Interstate Driller' });
  await page.getByLabel('Drilling licence no').fill(licence);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#driller-drillerLicenseNo-error')).toHaveText(ADMIN_MESSAGES.interstateLicence);

  await page.getByLabel('Driller type').selectOption({ label: 'NSW Driller' });
  await page.getByLabel('Drilling licence from date').fill('01/07/2099');
  await page.getByRole('button', { name: 'Save' }).click();
  await answerDialog(page, ADMIN_MESSAGES.activeFutureFrom);

  await page.getByLabel('Drilling licence from date').fill('01/07/2025');
  await page.getByLabel('Company / Registered business').selectOption({ label: 'Aquifer Drilling Pty Ltd' });
  await page.getByRole('button', { name: 'Save' }).click();
  // The spec's message on a line of its own, the invitation below it.
  await expect(page.getByRole('alertdialog').getByText(ADMIN_MESSAGES.dataSaved, { exact: true })).toBeVisible();
  await expect(page.getByRole('alertdialog').getByText(PEOPLE_MESSAGES.invitationSent)).toBeVisible();
  await answerDialog(page, ADMIN_MESSAGES.dataSaved);
  await expect(page.getByRole('heading', { name: 'Update Driller' })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeDisabled();
  await shots(page, 'driller-2-update');
  await firstSignIn(browser, email, username, `Mia ${surname}`);

  await page.goto('/ManageDriller');
  await page.getByLabel('Last name').fill(surname.toLowerCase());
  await page.getByLabel('Last name').press('Enter');
  const results = page.getByTestId('driller-results');
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(results).toContainText(licence);
  await expect(results).toContainText('01/07/2028');
  await shots(page, 'driller-1-results');
  await results.getByRole('button', { name: new RegExp(`Edit Mia ${surname}`) }).click();
  const company = page.getByLabel('Company / Registered business');
  await company.selectOption({ label: 'Western Plains Bores Pty Ltd' });
  await answerDialog(page, confirmCompanyChangeMessage('Western Plains Bores Pty Ltd'), 'Cancel');
  await expect(company.locator('option:checked')).toHaveText('Aquifer Drilling Pty Ltd');
  await page.getByLabel('Work mobile').fill('0400 123 456');
  await page.getByRole('button', { name: 'Save' }).click();
  await answerDialog(page, ADMIN_MESSAGES.dataSaved);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(results).toContainText(licence);

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByLabel('Last name').fill('Nobody here');
  await page.getByRole('button', { name: 'Search' }).click();
  await answerDialog(page, ADMIN_MESSAGES.drillerNotFound);
  await expect(page.getByRole('heading', { name: 'Search Driller' })).toBeVisible();
});

test('Read Only All sees a driller form with every field disabled and no Create New or Save', async ({
  browser,
}) => {
  const page = await signedInWindow(browser, 'readonly');
  await page.goto('/ManageDriller');
  await expect(page.getByRole('heading', { name: 'Search Driller' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New' })).toHaveCount(0);
  await page.getByLabel('Licence number').fill('DL 1234');
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByTestId('driller-results')
    .getByRole('button', { name: /View Dan Walsh/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Update Driller' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Dan');
  for (const label of [
    'First name',
    'Last name',
    'Work email',
    'Status',
    'Drilling licence no',
    'Company / Registered business',
  ]) {
    await expect(page.getByLabel(label)).toBeDisabled();
  }
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await shots(page, 'driller-2-read-only');
  await page.context().close();
});

test('a driller opens their own profile from View Profile and may change contact details only', async ({
  browser,
}) => {
  const page = await signedInWindow(browser, 'dl1234');
  await page.goto('/ManageDriller?page=viewprofile');
  await expect(page.getByRole('heading', { name: 'Update Driller' })).toBeVisible();
  await expect(page.getByLabel('Drilling licence no')).toHaveValue('DL 1234');
  await expect(page.getByLabel('Drilling licence no')).toBeDisabled();
  await expect(page.getByLabel('Status')).toBeDisabled();
  await expect(page.getByLabel('Work mobile')).toBeEnabled();
  await shots(page, 'driller-viewprofile');
  await page.context().close();
});

test('the Regulator creates a non-driller user, whose role decides the company choices', async ({ page }) => {
  // A username and e-mail of this attempt's own: a retry must not meet the user its first attempt created.
  const run = String(Date.now()).slice(-6);
  await page.goto('/ManageUser');
  await expect(page.getByRole('heading', { level: 1, name: 'Non driller user details' })).toBeVisible();
  await shots(page, 'user-0-search');
  await page.getByRole('button', { name: 'Create New' }).click();
  await expect(page.getByRole('heading', { name: 'Create New User' })).toBeVisible();
  await page.getByLabel('Role').selectOption({ label: 'Drilling Company Admin' });
  await expect(page.getByLabel('Company / Registered business').locator('option')).toContainText([
    'Select',
    'Aquifer Drilling Pty Ltd',
    'Western Plains Bores Pty Ltd',
  ]);
  await page.getByLabel('Role').selectOption({ label: 'Hydrogeologist' });
  await expect(page.getByLabel('Company / Registered business').locator('option')).toContainText([
    'Select',
    'WaterNSW',
  ]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#user-firstName-error')).toHaveText(ADMIN_MESSAGES.required);
  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('Last name').fill('Shah');
  await page.getByLabel('Work email').fill(`priya.shah.${run}@example.test`);
  await page.getByLabel('Company / Registered business').selectOption({ label: 'WaterNSW' });
  await page.getByLabel('Username').fill(`pshah${run}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await answerDialog(page, ADMIN_MESSAGES.dataSaved);
  await expect(page.getByRole('heading', { name: 'Update User' })).toBeVisible();
  await shots(page, 'user-2-update');

  await page.getByLabel('Status').selectOption({ label: 'Inactive' });
  await page.getByRole('button', { name: 'Save' }).click();
  await answerDialog(page, ADMIN_MESSAGES.confirmInactive, 'Cancel');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByLabel('First name').fill('priya');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('user-results')).toContainText('Active');
  await shots(page, 'user-1-results');
});

test('a company change waits while the driller has reports pending under the present company', async ({
  page,
}) => {
  await page.goto('/ManageDriller');
  await page.getByLabel('Licence number').fill('DL 1234');
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByTestId('driller-results')
    .getByRole('button', { name: /Edit Dan Walsh/ })
    .click();
  const company = page.getByLabel('Company / Registered business');
  await company.selectOption({ label: 'Western Plains Bores Pty Ltd' });
  await answerDialog(page, ADMIN_MESSAGES.pendingBcrCompanyChange);
  await expect(company.locator('option:checked')).toHaveText('Aquifer Drilling Pty Ltd');
});

test('Manage User has the same Create Company page: back on the user form with the new company chosen', async ({ page }) => {
  await page.goto('/ManageUser');
  await page.getByRole('button', { name: 'Create New' }).click();
  await page.getByLabel('Role').selectOption({ label: 'Drilling Company Admin' });
  await page.getByLabel('First name').fill('Cara');
  await page.getByRole('button', { name: 'Create Company' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Company' })).toBeVisible();
  // A district no other journey searches: two journeys picking the same business would make the second save a duplicate.
  const chosen = await pickFromRegister(page, 'Mudgee');
  await page.getByLabel('Email').fill('office@example.test');
  await page.getByRole('button', { name: 'Save' }).click();
  await answerDialog(page, ADMIN_MESSAGES.companySaved);

  await expect(page.getByRole('heading', { name: 'Create New User' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Cara');
  await expect(page.getByLabel('Role').locator('option:checked')).toHaveText('Drilling Company Admin');
  await expect(page.getByLabel('Company / Registered business').locator('option:checked')).toHaveText(chosen);
  await shots(page, 'user-3-company-created');
});

test('Create Company finds the business in the register, saves it, and comes back to the driller form with it chosen', async ({
  page,
}) => {
  await page.goto('/ManageDriller');
  await page.getByRole('button', { name: 'Create New' }).click();
  await page.getByLabel('First name').fill('Tess');
  await page.getByLabel('Work mobile').fill('0412 000 111');
  await page.getByRole('button', { name: 'Create Company' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Company' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(ADMIN_MESSAGES.required).first()).toBeVisible();

  const chosen = await pickFromRegister(page, 'Tamworth');
  await expect(page.getByLabel('Company name', { exact: true })).toHaveValue(chosen);
  await page.getByLabel('Email').fill('office@');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(ADMIN_MESSAGES.invalidEmail)).toBeVisible();
  await page.getByLabel('Email').fill('office@example.test');
  await shots(page, 'driller-3-create-company');
  await page.getByRole('button', { name: 'Save' }).click();
  await answerDialog(page, ADMIN_MESSAGES.companySaved);

  await expect(page.getByRole('heading', { name: 'Create New Driller' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Tess');
  await expect(page.getByLabel('Work mobile')).toHaveValue('0412 000 111');
  await expect(page.getByLabel('Company / Registered business').locator('option:checked')).toHaveText(chosen);
});

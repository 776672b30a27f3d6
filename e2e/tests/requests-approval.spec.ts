import { expect, test, type APIRequestContext, type Browser, type Page } from '../support/test';
import { ADMIN_MENU, ADMIN_MESSAGES, ROLE, visibleMenu } from '@driller/domain';
import { seriousViolations } from '../support/axe';
import { DEMO_PASSWORD, signIn, signOut } from '../support/session';
import { shotsDir } from '../support/shots-dir';
import { fullPageShot } from '../support/full-page-shot';

const SUPER_ADMIN_EMAIL = 'superadmin@demo.driller-portal.example';
const PASSWORD = 'Bores&Water7';
const SHOTS = shotsDir('requests');

/** The newest e-mail to the Super Admin that mentions `who`, and the registerverify link in it. */
async function approverLink(request: APIRequestContext, who: string, screen: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const messages: { text: string }[] = await (await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(SUPER_ADMIN_EMAIL)}`)).json();
      const mail = messages.find((m) => m.text.includes(who));
      link = new RegExp(`https?://\\S+${screen}\\?registerverify=[\\w-]+`).exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** The Super Admin follows the e-mailed link in a browser of their own, signing in on the way. */
async function superAdminOpens(browser: Browser, link: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await page.getByLabel('E-mail address or username').fill('superadmin');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}

async function shoot(page: Page, name: string) {
  await fullPageShot(page, `${SHOTS}/${name}-1280.png`);
  await page.setViewportSize({ width: 800, height: 800 });
  await fullPageShot(page, `${SHOTS}/${name}-800.png`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a company admin sign-up is approved by the Super Admin through the e-mailed link, and the new user signs in', async ({ page, browser, request }) => {
  const suffix = String(Date.now()).slice(-6);
  const email = `cam.ferris.${suffix}@example.test`;
  const username = `camferris${suffix}`;
  await page.goto('/');
  await page.locator('label', { hasText: /^Company Admin$/ }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill('Cam');
  await page.getByLabel('Last name').fill('Ferris');
  await page.getByLabel('Work e-mail address').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Drilling company name').fill(`Deep Bores ${suffix} Pty Ltd`);
  await page.getByLabel('Company ABN or ACN').fill('12 345 678 901');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  const dialog = page.waitForEvent('dialog');
  await page.getByRole('button', { name: 'Create account' }).click();
  await (await dialog).accept();
  await expect(page).toHaveURL(/\/$/);

  const admin = await superAdminOpens(browser, await approverLink(request, email, '/UserRegistrationRequest'));
  await expect(admin.getByRole('heading', { name: 'Update Registration requests' })).toBeVisible();
  // The link opened the request, and its token has left the address bar.
  await expect(admin).toHaveURL(/\/UserRegistrationRequest$/);
  await expect(admin.getByText(email)).toBeVisible();
  // A pending request opens with its status cleared: the reviewer must choose.
  const status = admin.getByLabel('Status');
  await expect(status).toHaveValue('');
  expect(await seriousViolations(admin)).toEqual([]);

  // The pre-check a second after Save: a status chosen, then comments to reject.
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(ADMIN_MESSAGES.selectStatus, { exact: true })).toBeVisible();
  await status.selectOption({ label: 'Rejected' });
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Required', { exact: true })).toBeVisible();
  await shoot(admin, 'registration-review');

  await status.selectOption({ label: 'Approved' });
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('User registration is approved and user created successfully.')).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Registration requests list' })).toBeVisible();
  const row = admin.getByTestId('requests-grid').getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Approved');
  expect(await seriousViolations(admin)).toEqual([]);
  await shoot(admin, 'registration-list');

  // The seeded queue: two sign-ups still waiting, and one refused with the reason the applicant is given.
  const grid = admin.getByTestId('requests-grid');
  await expect(grid.getByRole('row', { name: /Megan Doyle/ })).toContainText('Pending');
  await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Rejected' });
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(grid.getByRole('row', { name: /Grace Tan/ })).toContainText('Rejected');
  await expect(grid).not.toContainText(email);
  await expect(grid).not.toContainText('Megan Doyle');

  await signIn(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/Home$/);
  await expect(page.getByTestId('header-user-name')).toHaveText('Cam Ferris');
  await expect(page.getByTestId('header-role')).toHaveText('Drilling Company Admin');
  await expect(page.getByTestId('header-organisation')).toHaveText(`Deep Bores ${suffix} Pty Ltd`);
});

test('a driller requests Drilling Company Admin access, the Super Admin grants it, and the driller gets the company admin menus', async ({ page, browser, request }) => {
  const licence = `DL ${1000 + (Date.now() % 9000)}`;
  // The rows are found by this e-mail: a retry's applicant is another Ivy Moss.
  const email = `ivy.moss.${licence.slice(3)}@example.test`;
  await page.goto('/');
  await page.locator('label', { hasText: /^Driller$/ }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill('Ivy');
  await page.getByLabel('Last name').fill('Moss');
  await page.getByLabel('Work e-mail address').fill(email);
  await page.getByLabel('Driller licence number').fill(licence);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/AssociateOrganisation$/);

  await page.goto('/DCAAccessRequest');
  await expect(page.getByRole('heading', { name: "Portal 'Drilling Company Admin access' requests by Driller", level: 1 })).toBeVisible();
  await expect(page.getByText('No DCA requests found.')).toBeVisible();
  await page.getByRole('button', { name: 'Create New DCA access requests' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please select company from dropdown list')).toBeVisible();
  await page.getByLabel('Company').selectOption({ label: 'Western Plains Bores Pty Ltd' });
  await page.getByLabel('Comments').fill('I run the Griffith crew for Western Plains.');
  await page.getByLabel('Supporting documents').setInputFiles({ name: 'authority letter.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% letter\n%%EOF\n') });
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'dca-create');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText("Your request for 'Drilling Company Admin' access has been sent for review.")).toBeVisible();
  await expect(page.getByTestId('requests-grid').getByRole('row', { name: new RegExp(email) })).toContainText('Pending');
  await expect(page.getByRole('button', { name: 'Create New DCA access requests' })).toHaveCount(0);
  await shoot(page, 'dca-list-driller');

  const admin = await superAdminOpens(browser, await approverLink(request, email, '/DCAAccessRequest'));
  await expect(admin.getByRole('heading', { name: 'Update DCA access requests' })).toBeVisible();
  await expect(admin).toHaveURL(/\/DCAAccessRequest$/);
  await expect(admin.getByText('I run the Griffith crew for Western Plains.')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'authority letter.pdf' })).toBeVisible();
  await shoot(admin, 'dca-review');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(ADMIN_MESSAGES.selectStatusApprovedRejected, { exact: true })).toBeVisible();
  await admin.getByLabel('Status').selectOption({ label: 'Approved' });
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText("Driller is granted 'Drilling Company Admin' access successfully.")).toBeVisible();
  await expect(admin.getByTestId('requests-grid').getByRole('row', { name: new RegExp(email) })).toContainText('Approved');
  // The seeded queue beside it: a driller of another company waiting, and one refused.
  await expect(admin.getByTestId('requests-grid').getByRole('row', { name: /Sam Whitfield/ })).toContainText('Pending');
  await expect(admin.getByTestId('requests-grid').getByRole('row', { name: /Nina Kowalski/ })).toContainText('Rejected');
  await shoot(admin, 'dca-list-admin');

  // The grant shows from the next sign-in: the token carries the company-admin flag.
  await signOut(page);
  await signIn(page, licence.replace(' ', '').toLowerCase(), PASSWORD);
  await expect(page).toHaveURL(/\/Home$/);
  await expect(page.getByTestId('header-role')).toHaveText('Driller(Company Admin)');
  await expect(page.getByTestId('header-organisation')).toHaveText('Western Plains Bores Pty Ltd');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('button', { name: 'Admin' }).click();
  const shown = await page.getByRole('menu', { name: 'Admin' }).getByRole('menuitem').allTextContents();
  expect(shown.map((text) => text.trim())).toEqual(visibleMenu(ADMIN_MENU, { roleId: ROLE.driller, isDCA: true }).map((item) => item.label));
  expect(shown.map((text) => text.trim())).toContain('Assign Driller To Company / Registered business');
});

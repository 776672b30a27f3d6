import { expect, test } from '../support/test';
import { ADMIN_MENU, MAIN_MENU, ROLE, visibleMenu, type RoleId } from '@driller/domain';
import { signIn, signOut } from '../support/session';

interface DemoRole {
  login: string;
  name: string;
  organisation: string;
  role: string;
  roleId: RoleId;
  isDCA: boolean;
}

const DEMO_ROLES: DemoRole[] = [
  { login: 'superadmin', name: 'Sarah Mitchell', organisation: 'WaterNSW', role: 'Super Admin', roleId: ROLE.superAdmin, isDCA: false },
  { login: 'companyadmin', name: 'Craig Donovan', organisation: 'Aquifer Drilling Pty Ltd', role: 'Drilling Company Admin', roleId: ROLE.drillingCompanyAdmin, isDCA: false },
  { login: 'regulator', name: 'Rachel Nguyen', organisation: 'WaterNSW', role: 'Regulator', roleId: ROLE.regulator, isDCA: false },
  { login: 'readonly', name: 'Oliver Reid', organisation: 'WaterNSW', role: 'Read Only All', roleId: ROLE.readOnlyAll, isDCA: false },
  { login: 'dl1234', name: 'Dan Walsh', organisation: 'Aquifer Drilling Pty Ltd', role: 'Driller', roleId: ROLE.driller, isDCA: false },
  { login: 'dca.driller@demo.driller-portal.example', name: 'Kate Brennan', organisation: 'Aquifer Drilling Pty Ltd', role: 'Driller(Company Admin)', roleId: ROLE.driller, isDCA: true },
  { login: 'hydro', name: 'Hugh Parker', organisation: 'WaterNSW', role: 'Hydrogeologist', roleId: ROLE.hydrogeologist, isDCA: false },
];

for (const demo of DEMO_ROLES) {
  test(`${demo.role} signs in and sees their header and only their menus`, async ({ page }) => {
    await signIn(page, demo.login);
    await expect(page).toHaveURL(/\/Home$/);
    await expect(page.getByTestId('header-user-name')).toHaveText(demo.name);
    await expect(page.getByTestId('header-organisation')).toHaveText(demo.organisation);
    await expect(page.getByTestId('header-role')).toHaveText(demo.role);

    const subject = { roleId: demo.roleId, isDCA: demo.isDCA };
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    for (const item of MAIN_MENU) {
      const link = nav.getByRole('link', { name: item.label, exact: true });
      if (visibleMenu([item], subject).length) await expect(link).toBeVisible();
      else await expect(link).toHaveCount(0);
    }
    const expectedAdmin = visibleMenu(ADMIN_MENU, subject).map((item) => item.label);
    await nav.getByRole('button', { name: 'Admin' }).click();
    const shown = await page.getByRole('menu', { name: 'Admin' }).getByRole('menuitem').allTextContents();
    expect(shown.map((text) => text.trim())).toEqual(expectedAdmin);
    await page.keyboard.press('Escape');

    await signOut(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  });
}

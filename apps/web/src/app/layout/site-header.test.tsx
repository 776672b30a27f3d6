import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MENU, AUTH_MESSAGES, ROLE } from '@driller/domain';
import { makeAuthState, makeUser } from '../../test/auth-fixtures';
import { renderWithAuth } from '../../test/render-with-auth';
import { preloadBeforeAll } from '../../test/preload-before-all';
import { LazyAccountMenu, LazyAdminMenu } from './lazy-menus';
import { SiteHeader } from './site-header';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// The signed-in menus are a chunk of their own (react-aria), which the header loads at the first idle
// moment: loaded here before the first test, they then appear at that moment.
preloadBeforeAll(LazyAdminMenu.preload, LazyAccountMenu.preload);
const LAZY_CHUNK = { timeout: 25_000 };

async function adminMenuLabels(): Promise<string[]> {
  await userEvent.click(await screen.findByRole('button', { name: 'Admin' }, LAZY_CHUNK));
  const menu = await screen.findByRole('menu', { name: 'Admin' });
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

const labels = (...paths: string[]) =>
  ADMIN_MENU.filter((item) => paths.includes(item.path)).map((item) => item.label);

describe('SiteHeader', () => {
  it('shows a driller their name, organisation and role, and the admin items a driller may use', async () => {
    renderWithAuth(<SiteHeader />, makeAuthState(makeUser()));

    expect(screen.getByTestId('header-user-name').textContent).toBe('Jane Citizen');
    expect(screen.getByTestId('header-organisation').textContent).toBe('Western Plains Drilling Pty Ltd');
    expect(screen.getByTestId('header-role').textContent).toBe('Driller');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Create New Work' }).getAttribute('href')).toBe('/Work');
    expect(await adminMenuLabels()).toEqual(
      labels('/ManageDriller', '/Organisation', '/DCAAccessRequest', '/SearchBCR'),
    );
  });

  it("labels a driller who is a company admin 'Driller(Company Admin)' and adds the company-admin items", async () => {
    renderWithAuth(<SiteHeader />, makeAuthState(makeUser({ isDCA: true })));

    expect(screen.getByTestId('header-role').textContent).toBe('Driller(Company Admin)');
    expect(await adminMenuLabels()).toEqual(
      labels(
        '/ManageDriller',
        '/ManageUser',
        '/Organisation',
        '/MapDrillerWithOrganisation',
        '/DCAAccessRequest',
        '/SearchBCR',
      ),
    );
  });

  it("gives Super Admin every admin item and hides the 'Blank Company' organisation", async () => {
    const user = makeUser({
      firstName: 'Sam',
      lastName: 'Admin',
      roleId: ROLE.superAdmin,
      organisationName: 'Blank Company',
    });
    renderWithAuth(<SiteHeader />, makeAuthState(user));

    expect(screen.getByTestId('header-user-name').textContent).toBe('Sam Admin');
    expect(screen.queryByTestId('header-organisation')).toBeNull();
    expect(screen.getByTestId('header-role').textContent).toBe('Super Admin');
    expect(await adminMenuLabels()).toEqual(ADMIN_MENU.map((item) => item.label));
  });

  it('marks Create New Work current on /Work, and no main menu item on an opened work', () => {
    const { unmount } = renderWithAuth(<SiteHeader />, makeAuthState(makeUser()), '/Work');
    const newWork = screen.getByRole('link', { name: 'Create New Work' });
    expect(newWork.getAttribute('aria-current')).toBe('page');
    unmount();

    renderWithAuth(<SiteHeader />, makeAuthState(makeUser()), '/Work?id=12');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current')),
    ).toEqual([]);
  });

  it('hides Create New Work and Driller details from a hydrogeologist', async () => {
    renderWithAuth(
      <SiteHeader />,
      makeAuthState(makeUser({ roleId: ROLE.hydrogeologist, organisationName: '  ' })),
    );

    expect(screen.queryByTestId('header-organisation')).toBeNull();
    expect(screen.getByTestId('header-role').textContent).toBe('Hydrogeologist');
    expect(screen.queryByRole('link', { name: 'Create New Work' })).toBeNull();
    expect(await adminMenuLabels()).not.toContain('Driller details');
  });

  it('offers View Profile, Change Password and Logout in the user menu', async () => {
    const auth = makeAuthState(makeUser());
    renderWithAuth(<SiteHeader />, auth);

    await userEvent.click(await screen.findByRole('button', { name: 'User menu' }, LAZY_CHUNK));
    const menu = await screen.findByRole('menu', { name: 'User menu' });
    expect(within(menu).getByRole('menuitem', { name: 'View Profile' }).getAttribute('href')).toBe(
      '/ManageDriller?page=viewprofile',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Change Password' }));
    expect(auth.changePassword).toHaveBeenCalledTimes(1);
  });

  it('shows the online status and follows online/offline events', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithAuth(<SiteHeader />, makeAuthState(null));
    expect(screen.getByTestId('online-status').textContent).toBe(AUTH_MESSAGES.online);

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByTestId('online-status').textContent).toBe(AUTH_MESSAGES.offline);
  });

  it('shows no user details or admin menu when signed out', () => {
    const auth = makeAuthState(null);
    renderWithAuth(<SiteHeader />, auth);

    expect(screen.queryByTestId('header-user-name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Helpful links' })).toBeDefined();
    expect(screen.getByRole('link', { name: /Driller Portal/ }).getAttribute('href')).toBe('/');
  });
});

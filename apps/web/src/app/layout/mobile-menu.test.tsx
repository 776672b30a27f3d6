import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAuthState, makeUser } from '../../test/auth-fixtures';
import { renderWithAuth } from '../../test/render-with-auth';
import { MobileMenu } from './mobile-menu';

afterEach(cleanup);

describe('MobileMenu', () => {
  it('opens the drawer with the signed-in user and their menus, and closes it when a link is followed', async () => {
    renderWithAuth(<MobileMenu user={makeUser()} />, makeAuthState(makeUser()));
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();

    await userEvent.click(open);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(within(drawer).getByText('Jane Citizen')).toBeDefined();
    expect(within(drawer).getByRole('heading', { name: 'Admin' })).toBeDefined();

    await userEvent.click(within(drawer).getByRole('link', { name: 'Create New Work' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(open.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers Sign in to an anonymous visitor and closes with its close button', async () => {
    const onSignIn = vi.fn();
    renderWithAuth(<MobileMenu user={null} onSignIn={onSignIn} />, makeAuthState(null));
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).queryByRole('heading', { name: 'Admin' })).toBeNull();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });
});

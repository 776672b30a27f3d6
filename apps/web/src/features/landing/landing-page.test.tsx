import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { AUTH_MESSAGES, PENDING_SIGNUP_STORAGE_KEY, SIGNUP_ACTION, USER_TYPE } from '@driller/domain';
import { makeAuthState, makeUser } from '../../test/auth-fixtures';
import { renderWithAuth } from '../../test/render-with-auth';
import type { AuthState } from '../../lib/auth/auth-context';
import { LandingPage } from './landing-page';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderLanding(auth: AuthState) {
  return renderWithAuth(
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/Home" element={<p>Home screen</p>} />
    </Routes>,
    auth,
  );
}

describe('LandingPage', () => {
  it('keeps Create account disabled until Driller or Company Admin is chosen, then signs up as that type', async () => {
    const auth = makeAuthState(null);
    renderLanding(auth);
    const create = screen.getByRole('button', { name: 'Create account' });
    expect(create).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('radio', { name: 'Company Admin' }));
    expect(create).toHaveProperty('disabled', false);
    await userEvent.click(create);
    expect(auth.signUp).toHaveBeenCalledWith(USER_TYPE.companyAdmin);

    await userEvent.click(screen.getByRole('radio', { name: 'Driller' }));
    await userEvent.click(create);
    expect(auth.signUp).toHaveBeenLastCalledWith(USER_TYPE.driller);
  });

  it('signs an existing user in', async () => {
    const auth = makeAuthState(null);
    renderLanding(auth);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(auth.signIn).toHaveBeenCalledTimes(1);
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('explains Company Admin in a tooltip', async () => {
    renderLanding(makeAuthState(null));
    const info = screen.getByRole('button', { name: 'About Company Admin' });
    for (let presses = 0; presses < 20 && document.activeElement !== info; presses += 1)
      await userEvent.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe(AUTH_MESSAGES.companyAdminTooltip);
  });

  it('sends a signed-in visitor to /Home', () => {
    renderLanding(makeAuthState(makeUser()));
    expect(screen.getByText('Home screen')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  });

  it('sends the app to /Home when a sign-up is waiting to be continued', () => {
    localStorage.setItem(PENDING_SIGNUP_STORAGE_KEY, SIGNUP_ACTION.driller);
    renderLanding(makeAuthState(null));
    expect(screen.getByText('Home screen')).toBeDefined();
  });

  it('shows a spinner while the session is being read', () => {
    renderLanding(makeAuthState(null, { status: 'loading' }));
    expect(screen.getByRole('status').textContent).toContain('Checking your sign-in');
  });
});

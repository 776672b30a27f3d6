import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AUTH_MESSAGES, ROLE } from '@driller/domain';
import '../../test/jsdom-polyfills';
import { makeAuthState, makeUser } from '../../test/auth-fixtures';
import { AuthContext, type AuthState } from '../../lib/auth/auth-context';
import type * as Connectivity from '../../lib/connectivity';
import { routes } from './router';
import { AssociateOrganisationScreen, OfflineScreen } from './screens';
import { preloadBeforeAll } from '../../test/preload-before-all';

// Reachability is module state: a screen's failed fetch in one test (jsdom has no server) must not send
// the next test's screen to /Offline.
const connectivity = vi.hoisted(() => ({ reachable: true }));
vi.mock('../../lib/connectivity', async (original) => ({ ...(await original<typeof Connectivity>()), isReachable: () => connectivity.reachable }));

afterEach(cleanup);
// The lazy screens these tests open.
preloadBeforeAll(AssociateOrganisationScreen.preload, OfflineScreen.preload);

function renderAt(path: string, auth: AuthState) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return router;
}

describe('routes', () => {
  it('routes an admin screen to its own page under its spec title', async () => {
    renderAt('/AssociateOrganisation', makeAuthState(makeUser()));
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).textContent).toBe(
      'Assign myself to a company',
    );
    expect(screen.queryByText(/coming release/)).toBeNull();
  });

  it('shows Home with a notice instead of a screen the role may not use', async () => {
    renderAt('/UserRegistrationRequest', makeAuthState(makeUser({ roleId: ROLE.driller })));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome, Jane');
    expect(screen.getByRole('alert').textContent).toContain(AUTH_MESSAGES.forbidden);
  });

  it('matches letter case exactly and shows Home for any other path, without redirecting', async () => {
    const router = renderAt('/searchbcr', makeAuthState(makeUser()));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome, Jane');
    expect(router.state.location.pathname).toBe('/searchbcr');
  });

  it('opens spec 2\'s lower-case /bcr?id= at the report\'s route, keeping the query', () => {
    const router = renderAt('/bcr?id=42', makeAuthState(makeUser()));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/BCR?id=42');
  });

  it("lists the role's screens as quick links on Home", async () => {
    renderAt('/Home', makeAuthState(makeUser({ roleId: ROLE.superAdmin })));
    const main = await screen.findByRole('main');
    expect(main.querySelectorAll('.app-card a')).toHaveLength(8);
  });

  it('sends an anonymous visitor of a signed-in route to sign in', async () => {
    const auth = makeAuthState(null);
    renderAt('/Work', auth);
    expect(await screen.findByText('Redirecting you to sign in')).toBeDefined();
    expect(auth.signIn).toHaveBeenCalledTimes(1);
  });

  it('waits for the session before deciding', async () => {
    const auth = makeAuthState(null, { status: 'loading' });
    renderAt('/Work', auth);
    expect(await screen.findByText('Checking your sign-in')).toBeDefined();
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('sends a screen that needs the network, opened with none, to the offline page; Home still opens', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const router = renderAt('/SearchBCR', makeAuthState(makeUser()));
      expect((await screen.findByRole('link', { name: 'Go to Home' }, { timeout: 10_000 })).getAttribute('href')).toBe('/Home');
      expect(router.state.location.pathname).toBe('/Offline');
      expect(screen.getByText('This page is not available offline')).toBeDefined();
      cleanup();
      renderAt('/Home', makeAuthState(makeUser()));
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome, Jane');
    } finally {
      onLine.mockRestore();
    }
  });

  it('serves the offline page publicly with a way back to Home', async () => {
    renderAt('/Offline', makeAuthState(null));
    expect((await screen.findByRole('link', { name: 'Go to Home' }, { timeout: 10_000 })).getAttribute('href')).toBe('/Home');
  });
});

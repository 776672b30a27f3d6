import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES } from '@driller/domain';
import { makeUser } from '../../test/auth-fixtures';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';
import { openIdentity, register, resumeSession } from './identity';

// The identity chunk (oidc-client-ts, API client, zod) stands in for the provider: the test is about when it is loaded.
vi.mock('./identity', () => ({ openIdentity: vi.fn(), resumeSession: vi.fn(), register: vi.fn() }));

const signinRedirect = vi.fn(async () => undefined);
const identity = { manager: { signinRedirect }, resource: 'http://localhost:3000/service/api' };

function Probe() {
  const { status, user, signInProblem, signIn } = useAuth();
  return (
    <>
      <p data-testid="status">{status}</p>
      <p data-testid="user">{user?.firstName ?? ''}</p>
      <p data-testid="problem">{signInProblem ?? ''}</p>
      <button type="button" onClick={() => void signIn()}>
        Sign in
      </button>
    </>
  );
}

function renderProvider() {
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
}

beforeEach(() => {
  vi.mocked(openIdentity).mockResolvedValue(identity as never);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.clearAllMocks();
});

describe('AuthProvider', () => {
  it('treats a first visit as anonymous at once, without loading the identity client', async () => {
    renderProvider();
    expect(screen.getByTestId('status').textContent).toBe('anonymous');
    await act(async () => undefined);
    expect(openIdentity).not.toHaveBeenCalled();
  });

  it('loads the identity client when the visitor signs in, and sends them to the provider', async () => {
    renderProvider();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(openIdentity).toHaveBeenCalledTimes(1);
    expect(signinRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ extraQueryParams: { resource: identity.resource }, state: { returnTo: '/' } }),
    );
  });

  it('resumes a stored session and registers its user', async () => {
    localStorage.setItem('oidc.user:http://localhost:3000/idp:web', '{}');
    const user = makeUser({ firstName: 'Dan' });
    vi.mocked(resumeSession).mockResolvedValue({ access_token: 'token' } as never);
    vi.mocked(register).mockResolvedValue({ kind: 'signedIn', user, outcome: { kind: 'continue' } });
    renderProvider();
    expect(screen.getByTestId('status').textContent).toBe('loading');
    expect(await screen.findByText('signedIn')).toBeDefined();
    expect(screen.getByTestId('user').textContent).toBe('Dan');
  });

  it('says why sign-in could not start and tries again on the next attempt', async () => {
    vi.mocked(openIdentity).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderProvider();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('problem').textContent).toBe(AUTH_MESSAGES.signInUnavailable);

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(openIdentity).toHaveBeenCalledTimes(2);
    expect(signinRedirect).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('problem').textContent).toBe('');
  });
});

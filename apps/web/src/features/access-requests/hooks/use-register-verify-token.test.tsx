import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { useRegisterVerifyToken } from './use-register-verify-token';

afterEach(cleanup);

function Probe() {
  const token = useRegisterVerifyToken();
  const { search } = useLocation();
  return <p data-testid="probe">{`${token ?? 'none'}|${search}`}</p>;
}

function renderAt(entry: string) {
  const router = createMemoryRouter([{ path: '/UserRegistrationRequest', element: <Probe /> }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useRegisterVerifyToken', () => {
  it.each(['registerverify', 'RegisterVerify', 'REGISTERVERIFY'])('takes the token of ?%s= and removes it from the address', async (param) => {
    const router = renderAt(`/UserRegistrationRequest?${param}=abc-123&page=1`);
    expect(await screen.findByText('abc-123|?page=1')).toBeDefined();
    expect(router.state.location.search).toBe('?page=1');
    // Replaced, not pushed: Back does not bring the token back.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves an address without a token alone', async () => {
    const router = renderAt('/UserRegistrationRequest?page=1');
    expect(await screen.findByText('none|?page=1')).toBeDefined();
    expect(router.state.historyAction).toBe('POP');
  });
});

import './jsdom-polyfills';
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AuthContext, type AuthState } from '../lib/auth/auth-context';

/** Renders UI inside a router at `path` with the given auth state, as the app shell would. */
export function renderWithAuth(ui: ReactElement, auth: AuthState, path = '/'): RenderResult {
  return render(
    <AuthContext.Provider value={auth}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AuthContext.Provider>,
  );
}

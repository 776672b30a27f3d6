import type { ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider';

/**
 * App-wide providers: the signed-in session. Server state (lib/server-state.tsx) is provided by the
 * screens that fetch, so the public pages do not load TanStack Query.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>;
}

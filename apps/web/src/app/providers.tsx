import type { ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider';
import type { IdentityLoader } from '../lib/auth/identity-loader';

/**
 * App-wide providers: the signed-in session. Server state (lib/server-state.tsx) is provided by the
 * screens that fetch, so the public pages do not load TanStack Query.
 */
export function AppProviders({ identity, children }: { identity?: IdentityLoader; children: ReactNode }) {
  return <AuthProvider loader={identity}>{children}</AuthProvider>;
}

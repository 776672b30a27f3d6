import { createContext, useContext } from 'react';
import type { CurrentUser, UserType } from '@driller/domain';

/**
 * What the rest of the app knows about sign-in. The provider (auth-provider.tsx) fills it from the
 * OpenID Connect session; components only read it.
 */
export interface AuthState {
  /** 'loading' until the stored session has been read and the user registered with the backend. */
  status: 'loading' | 'anonymous' | 'signedIn';
  user: CurrentUser | null;
  /** Why the last sign-in could not start (shown in the page); null when it did or none was tried. */
  signInProblem: string | null;
  signIn: () => Promise<void>;
  /** Opens the provider's sign-up page for the chosen user type. */
  signUp: (userType: UserType) => Promise<void>;
  signOut: () => Promise<void>;
  changePassword: () => Promise<void>;
  editProfile: () => Promise<void>;
  /** Completes the provider's redirect back to /auth/callback; resolves to where to go next, or null when signed out. */
  finishSignIn: () => Promise<string | null>;
  /** The provider answered with an error (the user cancelled): forget the pending sign-up. */
  abandonSignIn: () => void;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}

import { vi } from 'vitest';
import { ROLE, type CurrentUser } from '@driller/domain';
import type { AuthState } from '../lib/auth/auth-context';

/** A signed-in user for tests; override what the test is about. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    subject: 'user-1',
    userId: 1,
    firstName: 'Jane',
    lastName: 'Citizen',
    email: 'jane.citizen@example.com',
    roleId: ROLE.driller,
    isDCA: false,
    organisationName: 'Western Plains Drilling Pty Ltd',
    drillerLicenseNo: 'DL12345',
    workMobile: '0400 000 000',
    drillingClass: '1',
    userName: 'jane.citizen',
    ...overrides,
  };
}

/** The value the AuthContext would carry: signed in when given a user, anonymous otherwise. */
export function makeAuthState(user: CurrentUser | null, overrides: Partial<AuthState> = {}): AuthState {
  return {
    status: user ? 'signedIn' : 'anonymous',
    user,
    signInProblem: null,
    signIn: vi.fn(async () => {}),
    signUp: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    changePassword: vi.fn(async () => {}),
    editProfile: vi.fn(async () => {}),
    finishSignIn: vi.fn(async () => (user ? '/Home' : null)),
    abandonSignIn: vi.fn(),
    ...overrides,
  };
}

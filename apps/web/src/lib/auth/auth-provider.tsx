import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { User, UserManager } from 'oidc-client-ts';
import {
  AUTH_MESSAGES,
  PENDING_SIGNUP_STORAGE_KEY,
  SIGNUP_ACTION,
  USER_TYPE,
  hasRole,
  tokenUserFromClaims,
  type CurrentUser,
  type TokenUser,
  type UserType,
} from '@driller/domain';
import { ApiError } from '../api/client';
import { TOKEN_STORAGE_KEY, onUnauthorised } from '../api/transport';
import { AuthContext, type AuthState } from './auth-context';
import { registerUser } from './register-user';
import { signInProblemMessage } from './sign-in-settings';
import { createUserManager, decodeJwtPayload, loadAuthSettings } from './user-manager';

type Policy = 'signup' | 'changepassword' | 'profileedit';

interface Session {
  status: AuthState['status'];
  user: CurrentUser | null;
}

interface Manager {
  instance: UserManager;
  resource: string;
}

const ASSOCIATE_ORGANISATION = '/AssociateOrganisation';

function here(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Keeps the token where the API client (and the spec) expect it, and the user it belongs to. A token
 * without a role (a Company Admin registration awaiting approval) still registers, to hear it is pending.
 */
function adopt(oidcUser: User): TokenUser {
  localStorage.setItem(TOKEN_STORAGE_KEY, oidcUser.access_token);
  return tokenUserFromClaims(decodeJwtPayload(oidcUser.access_token));
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading', user: null });
  const manager = useRef<Manager | null>(null);
  // Why sign-in could not start (settings or provider unreachable, 429); shown in the page, never silent.
  const [signInProblem, setSignInProblem] = useState<string | null>(null);
  // The callback screen may mount before the settings have loaded: it waits on this.
  const [ready] = useState(() => Promise.withResolvers<Manager>());

  const redirect = useCallback(async (policy?: Policy, extra: Record<string, string> = {}) => {
    setSignInProblem(null);
    try {
      const m = manager.current;
      if (!m) throw new Error('The sign-in settings could not be loaded.');
      await m.instance.signinRedirect({
        extraQueryParams: { resource: m.resource, ...(policy ? { policy } : {}), ...extra },
        state: { returnTo: policy === 'signup' ? '/Home' : here() },
      });
    } catch (error) {
      setSignInProblem(signInProblemMessage(error));
    }
  }, []);

  // The page stays as it is while the browser leaves for the provider's end-session endpoint: marking
  // the session anonymous first would make the signed-in guard start a new sign-in in the same moment.
  const signOut = useCallback(async () => {
    const m = manager.current;
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    const user = await m?.instance.getUser();
    if (m && user) {
      await m.instance.signoutRedirect({ id_token_hint: user.id_token });
      return;
    }
    await m?.instance.removeUser();
    setSession({ status: 'anonymous', user: null });
  }, []);

  /**
   * Registration after every sign-in; its refusals sign the user out with the spec's message.
   * Returns where a fresh sign-in lands, or null when the user was signed out.
   */
  const complete = useCallback(
    async (oidcUser: User): Promise<string | null> => {
      const user = adopt(oidcUser);
      try {
        const outcome = await registerUser(user);
        localStorage.removeItem(PENDING_SIGNUP_STORAGE_KEY);
        // A token without a role never enters the portal, whatever the registration answered.
        if (outcome.kind === 'signOut' || !hasRole(user)) {
          window.alert(outcome.kind === 'signOut' ? outcome.message : AUTH_MESSAGES.loginFailed);
          await signOut();
          return null;
        }
        setSession({ status: 'signedIn', user });
        return outcome.kind === 'associateOrganisation' ? ASSOCIATE_ORGANISATION : '';
      } catch (error) {
        const message = error instanceof ApiError && error.body?.message ? error.body.message : AUTH_MESSAGES.loginFailed;
        window.alert(message);
        await signOut();
        return null;
      }
    },
    [signOut],
  );

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const settings = await loadAuthSettings();
        const instance = createUserManager(settings);
        manager.current = { instance, resource: settings.resource };
        ready.resolve(manager.current);
        instance.events.addUserLoaded((renewed) => {
          const user = adopt(renewed);
          if (hasRole(user)) setSession((s) => (s.status === 'signedIn' ? { ...s, user } : s));
        });
        // A failed silent renewal signs the user in again, as the spec asks.
        instance.events.addSilentRenewError(() => void redirect());
        onUnauthorised(async () => Boolean(await instance.signinSilent().catch(() => null)));
        if (window.location.pathname === '/auth/callback') return; // the callback screen completes it
        const stored = await instance.getUser();
        const live = stored && !stored.expired ? stored : stored?.refresh_token ? await instance.signinSilent().catch(() => null) : null;
        if (cancelled) return;
        if (live) await complete(live);
        else setSession({ status: 'anonymous', user: null });
      } catch (error) {
        if (cancelled) return;
        if (!manager.current) setSignInProblem(signInProblemMessage(error));
        setSession({ status: 'anonymous', user: null });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [complete, redirect, ready]);

  const state = useMemo<AuthState>(
    () => ({
      status: session.status,
      user: session.user,
      signInProblem,
      signIn: async () => {
        const pending = localStorage.getItem(PENDING_SIGNUP_STORAGE_KEY);
        if (pending) return redirect('signup', { user_type: pending === SIGNUP_ACTION.admin ? USER_TYPE.companyAdmin : USER_TYPE.driller });
        return redirect();
      },
      signUp: async (userType: UserType) => {
        localStorage.setItem(PENDING_SIGNUP_STORAGE_KEY, userType === USER_TYPE.companyAdmin ? SIGNUP_ACTION.admin : SIGNUP_ACTION.driller);
        return redirect('signup', { user_type: userType });
      },
      signOut,
      changePassword: () => redirect('changepassword'),
      editProfile: () => redirect('profileedit'),
      finishSignIn: async () => {
        const m = await ready.promise;
        const oidcUser = await m.instance.signinRedirectCallback();
        const landing = await complete(oidcUser);
        if (landing === null) return null;
        const returnTo = (oidcUser.state as { returnTo?: string } | undefined)?.returnTo;
        return landing || (returnTo && returnTo !== '/' ? returnTo : '/Home');
      },
      abandonSignIn: () => {
        localStorage.removeItem(PENDING_SIGNUP_STORAGE_KEY);
        setSession({ status: 'anonymous', user: null });
      },
    }),
    [session, signInProblem, redirect, signOut, complete, ready],
  );

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

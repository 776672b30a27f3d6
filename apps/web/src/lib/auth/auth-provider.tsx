import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setOfflineOwner } from '../offline/offline-owner';
import type { User } from 'oidc-client-ts';
import { PENDING_SIGNUP_STORAGE_KEY, SIGNUP_ACTION, USER_TYPE, type CurrentUser, type UserType } from '@driller/domain';
import { TOKEN_STORAGE_KEY } from '../api/transport';
import { AuthContext, type AuthState } from './auth-context';
import { identityLoader, type Connection, type IdentityLoader } from './identity-loader';
import { signInProblemMessage } from './sign-in-settings';
import { CALLBACK_PATH, hasSessionToResume } from './stored-session';
import { forgetUser, offlineUser, rememberUser } from './offline-session';

type Policy = 'signup' | 'changepassword' | 'profileedit';

interface Session {
  status: AuthState['status'];
  user: CurrentUser | null;
}

const ASSOCIATE_ORGANISATION = '/AssociateOrganisation';

function here(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * The signed-in session for the whole app. The identity client (oidc-client-ts, the API client, zod)
 * is a separate chunk (`identity.ts`), loaded only when there is a session to resume, on the sign-in
 * callback, or when the visitor starts a sign-in: an anonymous first visit never downloads it.
 */
export function AuthProvider({ children, loader: given }: { children: ReactNode; loader?: IdentityLoader }) {
  const [session, setSession] = useState<Session>(() =>
    hasSessionToResume(window.location.pathname) ? { status: 'loading', user: null } : { status: 'anonymous', user: null },
  );
  // Why sign-in could not start (settings or provider unreachable, 429); shown in the page, never silent.
  const [signInProblem, setSignInProblem] = useState<string | null>(null);
  // main.tsx passes the loader it may already have started; tests get their own.
  const [loader] = useState(() => given ?? identityLoader());

  const redirect = useCallback(
    async (policy?: Policy, extra: Record<string, string> = {}) => {
      setSignInProblem(null);
      try {
        const { identity } = await loader.connect();
        await identity.manager.signinRedirect({
          extraQueryParams: { resource: identity.resource, ...(policy ? { policy } : {}), ...extra },
          state: { returnTo: policy === 'signup' ? '/Home' : here() },
        });
      } catch (error) {
        setSignInProblem(signInProblemMessage(error));
      }
    },
    [loader],
  );
  useEffect(
    () =>
      loader.listen({
        onRenewed: (user) => setSession((s) => (s.status === 'signedIn' ? { ...s, user } : s)),
        // A failed silent renewal signs the user in again, as the spec asks.
        onRenewFailed: () => void redirect(),
      }),
    [loader, redirect],
  );

  // The page stays as it is while the browser leaves for the provider's end-session endpoint: marking
  // the session anonymous first would make the signed-in guard start a new sign-in in the same moment.
  const signOut = useCallback(async () => {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    forgetUser();
    const manager = loader.current()?.identity.manager;
    const user = await manager?.getUser();
    if (manager && user) {
      await manager.signoutRedirect({ id_token_hint: user.id_token });
      return;
    }
    await manager?.removeUser();
    setSession({ status: 'anonymous', user: null });
  }, [loader]);

  /**
   * Registration after every sign-in; its refusals sign the user out with the spec's message.
   * Returns where a fresh sign-in lands, or null when the user was signed out.
   */
  const complete = useCallback(
    async (oidcUser: User, { module }: Connection): Promise<string | null> => {
      const registration = await module.register(oidcUser);
      if (registration.kind === 'refused') {
        window.alert(registration.message);
        await signOut();
        return null;
      }
      setSession({ status: 'signedIn', user: registration.user });
      rememberUser(registration.user);
      return registration.outcome.kind === 'associateOrganisation' ? ASSOCIATE_ORGANISATION : '';
    },
    [signOut],
  );

  useEffect(() => {
    // Nothing stored and not the callback: the visitor is anonymous and nothing needs loading.
    if (!hasSessionToResume(window.location.pathname)) return;
    let cancelled = false;
    void (async () => {
      try {
        const opened = await loader.connect();
        if (window.location.pathname === CALLBACK_PATH) return; // the callback screen completes it
        const live = await opened.module.resumeSession(opened.identity);
        if (cancelled) return;
        if (live) await complete(live, opened);
        else setSession({ status: 'anonymous', user: null });
      } catch (error) {
        if (cancelled) return;
        // No network: the session kept in this browser opens as its user (lib/auth/offline-session.ts).
        const offline = offlineUser(error);
        if (offline) return setSession({ status: 'signedIn', user: offline });
        if (!loader.current()) setSignInProblem(signInProblemMessage(error));
        setSession({ status: 'anonymous', user: null });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [complete, loader]);

  // The copies made available offline that the page may read are the signed-in user's. Set while
  // rendering, not in an effect: the pages' effects run first and read the copies on mount.
  setOfflineOwner(session.user?.subject ?? null);

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
        const opened = await loader.connect();
        const oidcUser = await opened.identity.manager.signinRedirectCallback();
        const landing = await complete(oidcUser, opened);
        if (landing === null) return null;
        const returnTo = (oidcUser.state as { returnTo?: string } | undefined)?.returnTo;
        return landing || (returnTo && returnTo !== '/' ? returnTo : '/Home');
      },
      abandonSignIn: () => {
        localStorage.removeItem(PENDING_SIGNUP_STORAGE_KEY);
        setSession({ status: 'anonymous', user: null });
      },
    }),
    [session, signInProblem, redirect, signOut, complete, loader],
  );

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

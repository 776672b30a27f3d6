import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AUTH_MESSAGES, can, routeAction } from '@driller/domain';
import { useAuth } from '../../lib/auth/auth-context';
import { Loader } from '../../components/ui/loader';
import { HomeScreen } from './screens';

/**
 * Gate of the signed-in routes: waits for the session, sends anonymous visitors to the identity
 * provider, and shows Home (with a notice) instead of a screen the role may not use.
 */
export function SignedInRoute({ path, children }: { path: string; children: ReactNode }) {
  const { status, user, signIn, signInProblem } = useAuth();
  const { search } = useLocation();

  useEffect(() => {
    if (status === 'anonymous') void signIn();
  }, [status, signIn]);

  if (status === 'loading') return <Loader label="Checking your sign-in" />;
  // The layout says why sign-in could not start; no endless 'Redirecting' spinner under it.
  if (signInProblem && status === 'anonymous') return null;
  if (status === 'anonymous' || !user) return <Loader label="Redirecting you to sign in" />;

  const action = routeAction(path, search);
  if (action && !can(user, action)) return <HomeScreen notice={AUTH_MESSAGES.forbidden} />;
  return <>{children}</>;
}

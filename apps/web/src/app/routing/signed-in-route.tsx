import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AUTH_MESSAGES, can, routeAction } from '@driller/domain';
import { useAuth } from '../../lib/auth/auth-context';
import { readOnline } from '../../lib/use-online-status';
import { Loader } from '../../components/ui/loader';
import { HomeScreen } from './screens';

/**
 * Gate of the signed-in routes: waits for the session, sends anonymous visitors to the identity
 * provider, and shows Home (with a notice) instead of a screen the role may not use. A screen that needs
 * the network, opened with none, goes to /Offline (spec 3 routes); only Home, the Work and the BCR open
 * from the copies made available offline. Judged when the screen opens: one already open stays when the
 * connection drops, so nothing typed into it is lost.
 */
export function SignedInRoute({ path, worksOffline = false, children }: { path: string; worksOffline?: boolean; children: ReactNode }) {
  const { status, user, signIn, signInProblem } = useAuth();
  const { pathname, search } = useLocation();
  // Offline as the header says it: the browser's word, or no answer from the server to the page's last
  // request. Judged once the session is known (a page opened with no network has failed to fetch its
  // settings by then), and not again while the screen is open.
  const sessionKnown = status !== 'loading';
  const offlineOnOpen = useMemo(() => sessionKnown && !worksOffline && !readOnline(), [sessionKnown, worksOffline]);

  useEffect(() => {
    if (status === 'anonymous' && !offlineOnOpen) void signIn();
  }, [status, signIn, offlineOnOpen]);

  // The page asked for goes along: /Offline offers it again once online.
  if (offlineOnOpen) return <Navigate to="/Offline" replace state={{ from: `${pathname}${search}` }} />;
  if (status === 'loading') return <Loader label="Checking your sign-in" />;
  // The layout says why sign-in could not start; no endless 'Redirecting' spinner under it.
  if (signInProblem && status === 'anonymous') return null;
  if (status === 'anonymous' || !user) return <Loader label="Redirecting you to sign in" />;

  const action = routeAction(path, search, user);
  if (action && !can(user, action)) return <HomeScreen notice={AUTH_MESSAGES.forbidden} />;
  return <>{children}</>;
}

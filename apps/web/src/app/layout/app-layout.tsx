import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { installEnterToNextField } from '../../lib/enter-to-next-field';
import { Loader } from '../../components/ui/loader';
import { BackToTop } from './back-to-top';
import { MAIN_CONTENT_ID, SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { SignInProblem } from './sign-in-problem';
import { ScreenErrorBoundary } from './screen-error-boundary';

/** The shell around every route: header, the routed screen (lazy-loaded), footer, back to top. */
export function AppLayout() {
  useEffect(() => installEnterToNextField(document), []);
  const { pathname } = useLocation();

  return (
    <div className="app-shell">
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1}>
        <SignInProblem />
        <ScreenErrorBoundary key={pathname}>
          <Suspense fallback={<Loader label="Loading page" />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      <SiteFooter />
      <BackToTop />
    </div>
  );
}

import { Suspense, useEffect } from 'react';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';
import { RouterProvider } from 'react-aria-components';
import { installEnterToNextField } from '../../lib/enter-to-next-field';
import { Loader } from '../../components/ui/loader';
import { BackToTop } from './back-to-top';
import { MAIN_CONTENT_ID, SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { SignInProblem } from './sign-in-problem';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** The shell around every route: header, the routed screen (lazy-loaded), footer, back to top. */
export function AppLayout() {
  const navigate = useNavigate();
  useEffect(() => installEnterToNextField(document), []);

  return (
    // react-aria's menu items navigate through react-router instead of reloading the page.
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <div className="app-shell">
        <SiteHeader />
        <main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1}>
          <SignInProblem />
          <Suspense fallback={<Loader label="Loading page" />}>
            <Outlet />
          </Suspense>
        </main>
        <SiteFooter />
        <BackToTop />
      </div>
    </RouterProvider>
  );
}

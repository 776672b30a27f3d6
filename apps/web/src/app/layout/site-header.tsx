import { Suspense } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { GovernmentLogo } from '../../components/ui/government-logo';
import { SITE_TITLE } from '../../components/ui/page-frame';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { OnlineStatus } from './online-status';
import { LazyAccountMenu, useSignedInMenus } from './lazy-menus';
import { AccountMenuOutline } from './menu-outlines';
import { UserSummary } from './user-summary';

export const MAIN_CONTENT_ID = 'main-content';

/** Skip link, NSW masthead, the product header with the signed-in user, and the menus (spec 1 "App shell"). */
export function SiteHeader() {
  const { status, user, signIn } = useAuth();
  const signedInUser = status === 'signedIn' ? user : null;
  const homePath = signedInUser ? '/Home' : '/';
  const menusReady = useSignedInMenus(signedInUser !== null);

  return (
    <>
      <nav className="nsw-skip" aria-label="Skip link">
        <a href={`#${MAIN_CONTENT_ID}`}>
          <span>Skip to content</span>
        </a>
      </nav>
      <div className="nsw-masthead">
        <div className="nsw-container app-masthead">
          <p>A NSW Government website</p>
          <OnlineStatus />
        </div>
      </div>
      <header className="nsw-header app-header">
        <div className="nsw-header__container">
          <div className="app-header__inner">
            <div className="app-header__menu">
              <MobileMenu
                user={signedInUser}
                onSignIn={status === 'anonymous' ? () => void signIn() : undefined}
              />
            </div>
            <Link to={homePath} className="app-header__brand">
              <GovernmentLogo className="app-header__logo" />
              <span className="app-header__divider" aria-hidden="true" />
              <span className="app-header__name">
                <span className="nsw-header__title">{SITE_TITLE}</span>
                <span className="nsw-header__description">Water bore work and construction reports</span>
              </span>
            </Link>
            <div className={`app-header__account${signedInUser ? '' : ' app-header__account--anonymous'}`}>
              {signedInUser ? (
                <>
                  <UserSummary user={signedInUser} withTestIds />
                  {menusReady ? (
                    <Suspense fallback={<AccountMenuOutline />}>
                      <LazyAccountMenu user={signedInUser} />
                    </Suspense>
                  ) : (
                    <AccountMenuOutline />
                  )}
                </>
              ) : status === 'anonymous' ? (
                <button
                  type="button"
                  className="nsw-button nsw-button--dark app-header__sign-in"
                  onClick={() => void signIn()}
                >
                  Sign in
                </button>
              ) : null}
            </div>
          </div>
        </div>
      </header>
      <MainNav user={signedInUser} />
    </>
  );
}

import { Navigate } from 'react-router';
import { PENDING_SIGNUP_STORAGE_KEY } from '@driller/domain';
import { useAuth } from '../../lib/auth/auth-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Loader } from '../../components/ui/loader';
import { SITE_TITLE } from '../../components/ui/page-frame';
import { Icon } from '../../components/ui/icon';
import { NewUserPanel } from './new-user-panel';
import { BeforeYouStart } from './before-you-start';

function hasPendingSignup(): boolean {
  try {
    return window.localStorage.getItem(PENDING_SIGNUP_STORAGE_KEY) !== null;
  } catch {
    // Storage can be blocked (private mode, policy); then there is nothing pending to continue.
    return false;
  }
}

/** The public start page (spec 1 route "/"): new users create an account, existing users sign in. */
export function LandingPage() {
  const { status, signIn, signUp } = useAuth();
  useDocumentTitle(SITE_TITLE);

  // Signed-in visitors, and a sign-up waiting to be continued, belong on Home.
  if (status === 'signedIn' || hasPendingSignup()) return <Navigate to="/Home" replace />;
  if (status === 'loading') return <Loader label="Checking your sign-in" />;

  return (
    <>
      <section className="nsw-hero-banner nsw-hero-banner--dark app-hero">
        <div className="nsw-hero-banner__container">
          <div className="nsw-hero-banner__wrapper">
            <div className="nsw-hero-banner__content">
              <h1>{SITE_TITLE}</h1>
              <p className="nsw-intro">
                For licensed water bore drillers in New South Wales. Record drilling work against your water
                work approval and submit Bore Construction Reports online, in the office or in the field.
              </p>
            </div>
            <div className="nsw-hero-banner__links">
              <div className="nsw-hero-banner__list app-hero__list">
                <p className="nsw-hero-banner__sub-title">With the portal you can</p>
                <ul>
                  <li>Record work (Form A) against an approval</li>
                  <li>Mark the actual bore location on a map</li>
                  <li>Complete and submit Bore Construction Reports</li>
                  <li>Keep working when you are out of coverage</li>
                </ul>
              </div>
            </div>
          </div>
        </div>
      </section>
      <div className="nsw-container app-page">
        <div className="app-panels">
          <NewUserPanel onCreateAccount={(userType) => void signUp(userType)} />
          <section className="app-panel" aria-labelledby="existing-user-heading">
            <h2 id="existing-user-heading">Existing user</h2>
            <p>Sign in with the email address and password of your {SITE_TITLE} account.</p>
            <button
              type="button"
              className="nsw-button nsw-button--dark app-panel__action"
              onClick={() => void signIn()}
            >
              Sign in
              <Icon name="east" size={20} />
            </button>
            <p className="app-panel__note">
              Forgotten your password? Select Sign in, then the forgotten password link.
            </p>
          </section>
        </div>
        <BeforeYouStart />
      </div>
    </>
  );
}

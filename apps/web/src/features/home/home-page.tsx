import { Suspense } from 'react';
import { Link } from 'react-router';
import { roleLabel, visibleOrganisationName } from '@driller/domain';
import { useAuth } from '../../lib/auth/auth-context';
import { navModelFor } from '../../lib/navigation';
import { SCREENS } from '../../lib/screen-catalogue';
import { InPageAlert } from '../../components/ui/in-page-alert';
import { PageFrame } from '../../components/ui/page-frame';
import { Icon, type IconName } from '../../components/ui/icon';
import { Loader } from '../../components/ui/loader';
import { lazyWithPreload } from '../../lib/lazy-with-preload';

const HOME_PATH = '/Home';

// The grids (TanStack Table, TanStack Query) load after the page: Home rides with the entry chunk (issue 8).
const Dashboard = lazyWithPreload(() => import('./components/dashboard').then((m) => m.Dashboard));

const CARD_ICONS: Readonly<Record<string, IconName>> = {
  '/Work': 'add',
  '/ManageDriller': 'person',
  '/ManageUser': 'group',
  '/Organisation': 'business',
  '/MapDrillerWithOrganisation': 'business',
  '/UserRegistrationRequest': 'document',
  '/DCAAccessRequest': 'lock',
  '/SearchBCR': 'search',
};

/**
 * Signed-in welcome: who you are, the Current Works / Past Works dashboard (spec 3) and quick links to
 * what your role may use.
 */
export function HomePage({ notice }: { notice?: string }) {
  const { user } = useAuth();
  if (!user) return null;
  const { main, admin } = navModelFor(user);
  const links = [...main, ...admin].filter((item) => item.path !== HOME_PATH);
  const organisation = visibleOrganisationName(user.organisationName);

  return (
    <PageFrame title={`Welcome, ${user.firstName}`} breadcrumbs={false}>
      {notice ? <InPageAlert tone="warning">{notice}</InPageAlert> : null}
      <dl className="app-profile-strip">
        <div>
          <dt>Signed in as</dt>
          <dd>{`${user.firstName} ${user.lastName}`.trim()}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{roleLabel(user)}</dd>
        </div>
        {organisation ? (
          <div>
            <dt>Company</dt>
            <dd>{organisation}</dd>
          </div>
        ) : null}
      </dl>
      <Suspense fallback={<Loader label="Loading your works" />}>
        <Dashboard />
      </Suspense>
      <section className="app-section" aria-labelledby="quick-links">
        <h2 id="quick-links">What would you like to do?</h2>
        <ul className="app-cards">
          {links.map((item) => (
            <li key={item.path} className="nsw-card nsw-card--headline app-card">
              <div className="nsw-card__content">
                <Icon name={CARD_ICONS[item.path] ?? 'east'} className="app-card__icon" size={32} />
                <div className="nsw-card__title">
                  <Link to={item.path}>{item.label}</Link>
                </div>
                {SCREENS[item.path] ? <p className="nsw-card__copy">{SCREENS[item.path]?.summary}</p> : null}
                <Icon name="east" className="app-card__arrow" />
              </div>
            </li>
          ))}
        </ul>
      </section>
    </PageFrame>
  );
}

import type { ReactNode } from 'react';
import { GENERAL_MESSAGES, type CurrentUser } from '@driller/domain';
import { InPageAlert } from '../../../components/ui/in-page-alert';
import { Loader } from '../../../components/ui/loader';
import { PageFrame } from '../../../components/ui/page-frame';
import { useAuth } from '../../../lib/auth/auth-context';
import { PEOPLE_PAGE, type PeoplePage } from '../hooks/use-people-pages';

/**
 * The page switch of Manage Driller / Manage User (spec 3): search, results with Back to the search,
 * the form with Back to where it was opened from (none in view profile). The pages are drawn once the
 * signed-in user and the screen's master data are in; `children` are the screen's further pages.
 */
export function PeoplePages<Master>({
  title,
  loadingLabel,
  master,
  pages,
  viewProfile,
  search,
  results,
  form,
  children,
}: {
  title: string;
  loadingLabel: string;
  master: { isPending: boolean; isError: boolean; data: Master | undefined };
  pages: { page: PeoplePage; formFrom: PeoplePage; setPage: (page: PeoplePage) => void };
  viewProfile: boolean;
  search: (master: Master, user: CurrentUser) => ReactNode;
  results: ReactNode;
  form: (master: Master, user: CurrentUser) => ReactNode;
  children?: ReactNode;
}) {
  const { user } = useAuth();
  if (!user || master.isPending) return <Loader label={loadingLabel} />;
  if (master.isError || master.data === undefined) {
    return (
      <PageFrame title={title}>
        <InPageAlert tone="error">{GENERAL_MESSAGES.loadingFailed}</InPageAlert>
      </PageFrame>
    );
  }
  const back = (to: PeoplePage) => (
    <button
      type="button"
      className="nsw-button nsw-button--dark-outline nsw-button--small app-people__back"
      onClick={() => pages.setPage(to)}
    >
      Back
    </button>
  );
  return (
    <PageFrame title={title}>
      {pages.page === PEOPLE_PAGE.search ? search(master.data, user) : null}
      {pages.page === PEOPLE_PAGE.results ? (
        <>
          {back(PEOPLE_PAGE.search)}
          {results}
        </>
      ) : null}
      {pages.page === PEOPLE_PAGE.form ? (
        <>
          {viewProfile ? null : back(pages.formFrom)}
          {form(master.data, user)}
        </>
      ) : null}
      {children}
    </PageFrame>
  );
}

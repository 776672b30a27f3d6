import { ADMIN_MESSAGES, can, type UserRecord, type UserSearch } from '@driller/domain';
import { DialogProvider } from '../../../components/ui/dialogs/dialog-provider';
import { InPageAlert } from '../../../components/ui/in-page-alert';
import { Loader } from '../../../components/ui/loader';
import { PageFrame } from '../../../components/ui/page-frame';
import { useAuth } from '../../../lib/auth/auth-context';
import { ServerStateProvider } from '../../../lib/server-state';
import { searchUsers, useUserMasterData } from '../api/people-api';
import { usePeopleSearch } from '../hooks/use-people-search';
import { useViewProfile } from '../hooks/use-view-profile';
import { PEOPLE_PAGE, usePeoplePages, type PeoplePage } from '../hooks/use-people-pages';
import { UserForm } from './user-form';
import { UserResults } from './user-results';
import { UserSearchForm } from './user-search';
import './people.css';

const FETCH_OWN = (id: number) => searchUsers({ searchDrillers: {}, userId: id });

const TITLE = 'Non driller user details';
const sameUser = (a: UserRecord, b: UserRecord) => a.userId === b.userId;

/** /ManageUser: search, results and the user form; ?page=viewprofile opens one's own record. */
function ManageUser() {
  const { user } = useAuth();
  const master = useUserMasterData();
  const pages = usePeoplePages<UserSearch, UserRecord>();
  const { search, searching } = usePeopleSearch(searchUsers, ADMIN_MESSAGES.userNotFound, pages.showResults);
  const ownUserId = master.data?.currentDriller.userId ?? null;
  const { openRecord, setPage } = pages;
  const viewProfile = useViewProfile(ownUserId, FETCH_OWN, openRecord);

  if (!user || master.isPending) return <Loader label="Loading user details" />;
  if (master.isError) {
    return (
      <PageFrame title={TITLE}>
        <InPageAlert tone="error">{ADMIN_MESSAGES.dataSaveError}</InPageAlert>
      </PageFrame>
    );
  }
  const back = (to: PeoplePage) => (
    <button
      type="button"
      className="nsw-button nsw-button--dark-outline nsw-button--small app-people__back"
      onClick={() => setPage(to)}
    >
      Back
    </button>
  );
  return (
    <PageFrame title={TITLE}>
      {pages.page === PEOPLE_PAGE.search ? (
        <UserSearchForm
          master={master.data}
          initial={pages.criteria}
          searching={searching}
          onSearch={(c) => void search(c)}
          onCreateNew={can(user, 'user.create') ? () => openRecord(null) : null}
        />
      ) : null}
      {pages.page === PEOPLE_PAGE.results ? (
        <>
          {back(PEOPLE_PAGE.search)}
          <UserResults rows={pages.rows} onOpen={openRecord} />
        </>
      ) : null}
      {pages.page === PEOPLE_PAGE.form ? (
        <>
          {viewProfile ? null : back(pages.formFrom)}
          <UserForm
            key={pages.formKey}
            master={master.data}
            record={pages.open}
            onSaved={(saved) => pages.replaceRow(saved, sameUser)}
          />
        </>
      ) : null}
    </PageFrame>
  );
}

/** The screen with its dialogs and server state (TanStack Query loads with the signed-in screens, not the public ones). */
export function ManageUserScreen() {
  return (
    <ServerStateProvider>
      <DialogProvider>
        <ManageUser />
      </DialogProvider>
    </ServerStateProvider>
  );
}

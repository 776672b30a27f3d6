import { ADMIN_MESSAGES, can, type UserRecord, type UserSearch } from '@driller/domain';
import { DialogProvider } from '../../../components/ui/dialogs/dialog-provider';
import { ServerStateProvider } from '../../../lib/server-state';
import { searchUsers, useUserMasterData } from '../api/people-api';
import { usePeopleSearch } from '../hooks/use-people-search';
import { useViewProfile } from '../hooks/use-view-profile';
import { usePeoplePages } from '../hooks/use-people-pages';
import { PeoplePages } from './people-pages';
import { UserForm } from './user-form';
import { UserResults } from './user-results';
import { UserSearchForm } from './user-search';
import './people.css';

const FETCH_OWN = (id: number) => searchUsers({ searchDrillers: {}, userId: id });

const TITLE = 'Non driller user details';
const sameUser = (a: UserRecord, b: UserRecord) => a.userId === b.userId;

/** /ManageUser: search, results and the user form; ?page=viewprofile opens one's own record. */
function ManageUser() {
  const master = useUserMasterData();
  const pages = usePeoplePages<UserSearch, UserRecord>();
  const { search, searching } = usePeopleSearch(searchUsers, ADMIN_MESSAGES.userNotFound, pages.showResults);
  const ownUserId = master.data?.currentDriller.userId ?? null;
  const { openRecord } = pages;
  const viewProfile = useViewProfile(ownUserId, FETCH_OWN, openRecord);

  return (
    <PeoplePages
      title={TITLE}
      loadingLabel="Loading user details"
      master={master}
      pages={pages}
      viewProfile={viewProfile}
      search={(data, user) => (
        <UserSearchForm
          master={data}
          initial={pages.criteria}
          searching={searching}
          onSearch={(c) => void search(c)}
          onCreateNew={can(user, 'user.create') ? () => openRecord(null) : null}
        />
      )}
      results={<UserResults rows={pages.rows} onOpen={openRecord} />}
      form={(data) => (
        <UserForm
          key={pages.formKey}
          master={data}
          record={pages.open}
          onSaved={(saved) => pages.replaceRow(saved, sameUser)}
        />
      )}
    />
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

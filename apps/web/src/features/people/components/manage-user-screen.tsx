import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES, can, type UserRecord, type UserSearch } from '@driller/domain';
import { DialogProvider } from '../../../components/ui/dialogs/dialog-provider';
import { ServerStateProvider } from '../../../lib/server-state';
import { searchUsers, useUserMasterData, userMasterDataQuery } from '../api/people-api';
import { useHeldForm } from '../hooks/use-held-form';
import { draftCompanyChoices, type UserDraft } from '../hooks/user-draft';
import { usePeopleSearch } from '../hooks/use-people-search';
import { useViewProfile } from '../hooks/use-view-profile';
import { PEOPLE_PAGE, usePeoplePages } from '../hooks/use-people-pages';
import { CreateCompanyPage } from './create-company-page';
import { PeoplePages } from './people-pages';
import { UserForm } from './user-form';
import { UserResults } from './user-results';
import { UserSearchForm } from './user-search';
import './people.css';

const FETCH_OWN = (id: number) => searchUsers({ searchDrillers: {}, userId: id });

const TITLE = 'Non driller user details';
const sameUser = (a: UserRecord, b: UserRecord) => a.userId === b.userId;

/** /ManageUser: search, results, the user form and create company; ?page=viewprofile opens one's own record. */
function ManageUser() {
  const master = useUserMasterData();
  const pages = usePeoplePages<UserSearch, UserRecord>();
  const { search, searching } = usePeopleSearch(searchUsers, ADMIN_MESSAGES.userNotFound, pages.showResults);
  const ownUserId = master.data?.currentDriller.userId ?? null;
  const { setPage } = pages;
  const { held, setHeld, openRecord } = useHeldForm<UserDraft, UserRecord>(pages.openRecord);
  const viewProfile = useViewProfile(ownUserId, FETCH_OWN, pages.openRecord);
  const queryClient = useQueryClient();

  /** Back on the user form, with the new company chosen when the user's role may belong to it. */
  async function companyCreated(company: { organisationId: number }) {
    const fresh = await queryClient.fetchQuery({ ...userMasterDataQuery(), staleTime: 0 });
    setHeld((draft) => {
      if (!draft) return draft;
      const allowed = draftCompanyChoices(fresh.organisation, draft.roleId).some((c) => c.id === company.organisationId);
      return allowed ? { ...draft, organisationId: String(company.organisationId) } : draft;
    });
    setPage(PEOPLE_PAGE.form);
  }

  return (
    <PeoplePages
      title={pages.page === PEOPLE_PAGE.createCompany ? 'Create Company' : TITLE}
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
      form={(data, user) => (
        <UserForm
          key={pages.formKey}
          master={data}
          record={pages.open}
          held={held}
          onSaved={(saved) => pages.replaceRow(saved, sameUser)}
          onCreateCompany={
            can(user, 'organisation.create')
              ? (draft) => {
                  setHeld(draft);
                  setPage(PEOPLE_PAGE.createCompany);
                }
              : undefined
          }
        />
      )}
    >
      {pages.page === PEOPLE_PAGE.createCompany ? (
        <CreateCompanyPage onSaved={(company) => void companyCreated(company)} onBack={() => setPage(PEOPLE_PAGE.form)} />
      ) : null}
    </PeoplePages>
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

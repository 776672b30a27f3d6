import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES, can, type DrillerRecord, type DrillerSearch } from '@driller/domain';
import { DialogProvider } from '../../../components/ui/dialogs/dialog-provider';
import { ServerStateProvider } from '../../../lib/server-state';
import { drillerMasterDataQuery, searchDrillers, useDrillerMasterData } from '../api/people-api';
import { useCompanyChange } from '../hooks/use-company-change';
import { useHeldForm } from '../hooks/use-held-form';
import { usePeopleSearch } from '../hooks/use-people-search';
import { useViewProfile } from '../hooks/use-view-profile';
import { PEOPLE_PAGE, usePeoplePages } from '../hooks/use-people-pages';
import { CreateCompanyPage } from './create-company-page';
import { DrillerForm, type HeldDriller } from './driller-form';
import { DrillerResults } from './driller-results';
import { DrillerSearchForm } from './driller-search';
import { PeoplePages } from './people-pages';
import './people.css';

const FETCH_OWN = (id: number) => searchDrillers({ drillerId: id });

const sameDriller = (a: DrillerRecord, b: DrillerRecord) => a.drillerId === b.drillerId;

/** /ManageDriller: search, results, the driller form and create company; ?page=viewprofile opens one's own record. */
function ManageDriller() {
  const master = useDrillerMasterData();
  const pages = usePeoplePages<DrillerSearch, DrillerRecord>();
  const { search, searching } = usePeopleSearch(
    searchDrillers,
    ADMIN_MESSAGES.drillerNotFound,
    pages.showResults,
  );
  const ownDrillerId = master.data?.currentDriller.drillerId ?? null;
  const { setPage } = pages;
  const { held, setHeld, openRecord } = useHeldForm<HeldDriller, DrillerRecord>(pages.openRecord);
  const viewProfile = useViewProfile(ownDrillerId, FETCH_OWN, pages.openRecord);
  const queryClient = useQueryClient();
  const approveCompanyChange = useCompanyChange(pages.open);

  /** Back on the driller form with the new company chosen, when the driller may move to it. */
  async function companyCreated(company: { organisationId: number; organisationName: string }) {
    if (!held) return setPage(PEOPLE_PAGE.form);
    await queryClient.invalidateQueries({ queryKey: drillerMasterDataQuery().queryKey });
    const moves = await approveCompanyChange(company.organisationId, company.organisationName);
    const organisationId = moves ? String(company.organisationId) : held.draft.organisationId;
    setHeld({
      draft: { ...held.draft, organisationId },
      createdCompany: { id: company.organisationId, name: company.organisationName },
    });
    setPage(PEOPLE_PAGE.form);
  }

  return (
    <PeoplePages
      title={pages.page === PEOPLE_PAGE.createCompany ? 'Create Company' : 'Driller details'}
      loadingLabel="Loading driller details"
      master={master}
      pages={pages}
      viewProfile={viewProfile}
      search={(data, user) => (
        <DrillerSearchForm
          master={data}
          initial={pages.criteria}
          searching={searching}
          onSearch={(c) => void search(c)}
          onCreateNew={can(user, 'driller.create') ? () => openRecord(null) : null}
        />
      )}
      results={<DrillerResults rows={pages.rows} onOpen={openRecord} />}
      form={(data, user) => (
        <DrillerForm
          key={pages.formKey}
          master={data}
          record={pages.open}
          held={held}
          onSaved={(saved) => pages.replaceRow(saved, sameDriller)}
          onCreateCompany={
            can(user, 'organisation.create')
              ? (draft) => {
                  setHeld((now) => ({ draft, createdCompany: now?.createdCompany ?? null }));
                  setPage(PEOPLE_PAGE.createCompany);
                }
              : undefined
          }
        />
      )}
    >
      {pages.page === PEOPLE_PAGE.createCompany ? (
        <CreateCompanyPage
          onSaved={(company) => void companyCreated(company)}
          onBack={() => setPage(PEOPLE_PAGE.form)}
        />
      ) : null}
    </PeoplePages>
  );
}

/** The screen with its dialogs and server state (TanStack Query loads with the signed-in screens, not the public ones). */
export function ManageDrillerScreen() {
  return (
    <ServerStateProvider>
      <DialogProvider>
        <ManageDriller />
      </DialogProvider>
    </ServerStateProvider>
  );
}

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES, can, type DrillerRecord, type DrillerSearch } from '@driller/domain';
import { DialogProvider } from '../../../components/ui/dialogs/dialog-provider';
import { InPageAlert } from '../../../components/ui/in-page-alert';
import { Loader } from '../../../components/ui/loader';
import { PageFrame } from '../../../components/ui/page-frame';
import { useAuth } from '../../../lib/auth/auth-context';
import { ServerStateProvider } from '../../../lib/server-state';
import { drillerMasterDataQuery, searchDrillers, useDrillerMasterData } from '../api/people-api';
import { useCompanyChange } from '../hooks/use-company-change';
import { usePeopleSearch } from '../hooks/use-people-search';
import { useViewProfile } from '../hooks/use-view-profile';
import { PEOPLE_PAGE, usePeoplePages, type PeoplePage } from '../hooks/use-people-pages';
import { CreateCompanyPage } from './create-company-page';
import { DrillerForm, type HeldDriller } from './driller-form';
import { DrillerResults } from './driller-results';
import { DrillerSearchForm } from './driller-search';
import './people.css';

const FETCH_OWN = (id: number) => searchDrillers({ drillerId: id });

const sameDriller = (a: DrillerRecord, b: DrillerRecord) => a.drillerId === b.drillerId;

/** /ManageDriller: search, results, the driller form and create company; ?page=viewprofile opens one's own record. */
function ManageDriller() {
  const { user } = useAuth();
  const master = useDrillerMasterData();
  const pages = usePeoplePages<DrillerSearch, DrillerRecord>();
  const { search, searching } = usePeopleSearch(
    searchDrillers,
    ADMIN_MESSAGES.drillerNotFound,
    pages.showResults,
  );
  const ownDrillerId = master.data?.currentDriller.drillerId ?? null;
  const { setPage } = pages;
  // The driller form as left for Create Company; another record opened starts from its own values.
  const [held, setHeld] = useState<HeldDriller | null>(null);
  const openRecord = (row: DrillerRecord | null) => {
    setHeld(null);
    pages.openRecord(row);
  };
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

  const title = pages.page === PEOPLE_PAGE.createCompany ? 'Create Company' : 'Driller details';
  if (!user || master.isPending) return <Loader label="Loading driller details" />;
  if (master.isError) {
    return (
      <PageFrame title={title}>
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
    <PageFrame title={title}>
      {pages.page === PEOPLE_PAGE.search ? (
        <DrillerSearchForm
          master={master.data}
          initial={pages.criteria}
          searching={searching}
          onSearch={(c) => void search(c)}
          onCreateNew={can(user, 'driller.create') ? () => openRecord(null) : null}
        />
      ) : null}
      {pages.page === PEOPLE_PAGE.results ? (
        <>
          {back(PEOPLE_PAGE.search)}
          <DrillerResults rows={pages.rows} onOpen={openRecord} />
        </>
      ) : null}
      {pages.page === PEOPLE_PAGE.form ? (
        <>
          {viewProfile ? null : back(pages.formFrom)}
          <DrillerForm
            key={pages.formKey}
            master={master.data}
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
        </>
      ) : null}
      {pages.page === PEOPLE_PAGE.createCompany ? (
        <CreateCompanyPage
          onSaved={(company) => void companyCreated(company)}
          onBack={() => setPage(PEOPLE_PAGE.form)}
        />
      ) : null}
    </PageFrame>
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

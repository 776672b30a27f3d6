import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  can,
  organisationSaveRedirect,
  organisationStartPage,
  type OrganisationProfile,
  type OrganisationRow,
} from '@driller/domain';
import { InPageAlert } from '../../../components/ui/in-page-alert';
import { PageFrame } from '../../../components/ui/page-frame';
import { loadFrame } from './load-frame';
import { organisationListQuery, useOrganisationList } from '../api/organisation-api';
import { subjectOf } from '../hooks/use-company-subject';
import { CompanyForm } from '../../../components/company-form/company-form';
import { CompanyGrid } from './company-grid';
import { CompanySearch } from './company-search';
import { useCompanySearch } from '../hooks/use-company-search';
import { ServerStateProvider } from '../../../lib/server-state';
import { DialogProvider } from '../../../components/ui/dialogs/dialog-provider';
import '../companies.css';

type View = { kind: 'list' } | { kind: 'form'; company: OrganisationRow | null };

/** A company admin with a company goes straight to editing it (organisationStartPage); others see the list. */
function startView(data: { data: OrganisationRow[]; profile: OrganisationProfile }): View {
  const own = data.data.find((o) => o.organisationId === data.profile.organisationId) ?? null;
  return organisationStartPage(subjectOf(data.profile), own !== null) === 'edit'
    ? { kind: 'form', company: own }
    : { kind: 'list' };
}

const TITLE = 'Company / Registered business';

/** /Organisation: the company list with search, and the create/update form (spec 3 "Company / Registered business"). */
function OrganisationPageView() {
  const list = useOrganisationList();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [chosenView, setView] = useState<View | null>(null);
  const view = chosenView ?? (list.data ? startView(list.data) : null);
  const results = useCompanySearch();
  const viewer = subjectOf(list.data?.profile);

  const onEdit = useCallback((company: OrganisationRow) => setView({ kind: 'form', company }), []);

  async function saved() {
    await queryClient.invalidateQueries({ queryKey: organisationListQuery().queryKey });
    const next = organisationSaveRedirect(viewer);
    results.clear();
    setView({ kind: 'list' });
    if (next !== '/Organisation') void navigate(next);
  }

  const waiting = loadFrame(TITLE, list);
  if (waiting || !list.data) return waiting;
  if (!view) return null;

  if (view.kind === 'form') {
    return (
      <PageFrame title={TITLE}>
        <h2>{view.company ? 'Update company' : 'Create new company'}</h2>
        <CompanyForm
          key={view.company?.organisationId ?? 'new'}
          company={view.company}
          onSaved={() => void saved()}
          onBack={() => setView({ kind: 'list' })}
        />
      </PageFrame>
    );
  }

  return (
    <PageFrame title={TITLE}>
      <h2>Company list</h2>
      <CompanySearch onSearch={(c) => void results.search(c)} busy={results.searching} />
      {can(viewer, 'organisation.create') ? (
        <div className="app-company-actions">
          <button
            type="button"
            className="nsw-button nsw-button--dark-outline"
            onClick={() => setView({ kind: 'form', company: null })}
          >
            Create new company
          </button>
        </div>
      ) : null}
      {results.problem ? <InPageAlert tone="error">{results.problem}</InPageAlert> : null}
      <CompanyGrid
        rows={results.found ?? list.data.data}
        viewer={viewer}
        ownOrganisationId={list.data.profile.organisationId}
        onEdit={onEdit}
      />
    </PageFrame>
  );
}

export function OrganisationPage() {
  return (
    <ServerStateProvider>
      <DialogProvider>
        <OrganisationPageView />
      </DialogProvider>
    </ServerStateProvider>
  );
}

import { useState } from 'react';
import { ADMIN_MESSAGES, GENERAL_MESSAGES, assignCompanyChoices, assignCompanyIssues } from '@driller/domain';
import { FormField } from '../../../components/ui/form-field';
import { InPageAlert } from '../../../components/ui/in-page-alert';
import { Loader } from '../../../components/ui/loader';
import { PageFrame } from '../../../components/ui/page-frame';
import { loadFrame } from './load-frame';
import { useOrganisationList } from '../api/organisation-api';
import { subjectOf } from '../hooks/use-company-subject';
import { useAssignDrillers } from '../hooks/use-assign-drillers';
import { AssignGrid } from './assign-grid';
import { ServerStateProvider } from '../../../lib/server-state';
import { DialogProvider } from '../../../components/ui/dialogs/dialog-provider';
import '../../../components/company-form/company-form.css';
import '../companies.css';

const TITLE = 'Assign Driller To Company / Registered business';

/** /MapDrillerWithOrganisation: choose a company, Go, then assign drillers to it or remove them. */
function MapDrillerPageView() {
  const companies = useOrganisationList();
  const [picked, setPicked] = useState(0);
  const [loaded, setLoaded] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const grid = useAssignDrillers(loaded);

  const waiting = loadFrame(TITLE, companies);
  if (waiting || !companies.data) return waiting;
  const { profile } = companies.data;
  const choices = assignCompanyChoices(
    companies.data.data.map((o) => ({
      id: o.organisationId,
      name: o.organisationName,
      superAdmin: o.superAdmin,
    })),
    subjectOf(profile),
    profile.organisationId,
  );

  function go() {
    const issue = assignCompanyIssues(picked)[0];
    setError(issue?.message ?? null);
    if (issue) return;
    grid.reset();
    setLoaded(picked);
  }

  const empty = grid.list.data?.drillerList.length === 0;
  return (
    <PageFrame title={TITLE}>
      <form
        className="app-company-form__lookup"
        onSubmit={(e) => {
          e.preventDefault();
          go();
        }}
      >
        <FormField id="assign-company" label="Company" required error={error ?? undefined}>
          <select
            id="assign-company"
            className="nsw-form__select"
            value={picked}
            onChange={(e) => setPicked(Number(e.target.value))}
          >
            <option value={0}>Please select</option>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </FormField>
        <button type="submit" className="nsw-button nsw-button--dark">
          Go
        </button>
      </form>
      {loaded === null ? null : grid.list.isError ? (
        <InPageAlert tone="error">{GENERAL_MESSAGES.loadingFailed}</InPageAlert>
      ) : !grid.list.data ? (
        <Loader label="Loading drillers" />
      ) : (
        <>
          <div className="app-company-actions">
            <button
              type="button"
              className="nsw-button nsw-button--dark-outline"
              onClick={() => void grid.addRow()}
            >
              Assign driller
            </button>
          </div>
          {empty ? (
            <InPageAlert tone="info" compact>
              {ADMIN_MESSAGES.noDrillersAssigned}
            </InPageAlert>
          ) : null}
          <AssignGrid rows={grid.rows} newRow={grid.newRow} onRemove={(row) => void grid.remove(row)} />
        </>
      )}
    </PageFrame>
  );
}

export function MapDrillerPage() {
  return (
    <ServerStateProvider>
      <DialogProvider>
        <MapDrillerPageView />
      </DialogProvider>
    </ServerStateProvider>
  );
}

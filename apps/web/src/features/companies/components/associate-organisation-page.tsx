import { useState } from 'react';
import {
  ADMIN_MESSAGES,
  associateCompanyChoices,
  can,
  associateSelf,
  adminSavingFailedMessage,
  visibleOrganisationName,
} from '@driller/domain';
import { FormField } from '../../../components/ui/form-field';
import { InPageAlert } from '../../../components/ui/in-page-alert';
import { PageFrame } from '../../../components/ui/page-frame';
import { loadFrame } from './load-frame';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { ApiError } from '../../../lib/api/client';
import { useAuth } from '../../../lib/auth/auth-context';
import { associateMyself, useOrganisationList } from '../api/organisation-api';
import { subjectOf } from '../hooks/use-company-subject';
import { CompanyForm } from '../../../components/company-form/company-form';
import { ServerStateProvider } from '../../../lib/server-state';
import { DialogProvider } from '../../../components/ui/dialogs/dialog-provider';
import '../companies.css';

const TITLE = 'Assign myself to a company';

/** /AssociateOrganisation: pick one's company from the list, or create it from the business register. */
function AssociateOrganisationPageView() {
  const list = useOrganisationList();
  const dialogs = useDialogs();
  const { signIn } = useAuth();
  /**
   * After a change of company the app starts again at /Home through the provider: the session is
   * still open there, so this is a round trip, not a new sign-in, and the new token names the company.
   */
  const restartAtHome = () => {
    window.history.replaceState(null, '', '/Home');
    void signIn();
  };
  const [chosen, setChosen] = useState(0);
  const [creating, setCreating] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const waiting = loadFrame(TITLE, list);
  if (waiting || !list.data) return waiting;
  const { profile } = list.data;
  const choices = associateCompanyChoices(
    list.data.data.map((o) => ({ ...o, id: o.organisationId, name: o.organisationName })),
    subjectOf(profile).roleId,
  );
  const current = visibleOrganisationName(profile.organisationName);

  if (creating) {
    return (
      <PageFrame title={`${TITLE} - Create New`}>
        <CompanyForm company={null} assignToMe onSaved={restartAtHome} onBack={() => setCreating(false)} />
      </PageFrame>
    );
  }

  async function assign() {
    if (chosen <= 0) return setFieldError(ADMIN_MESSAGES.selectCompany);
    setFieldError(null);
    const outcome = associateSelf({
      currentOrganisationId: current ? profile.organisationId : null,
      chosenOrganisationId: chosen,
      companyIds: choices.map((c) => c.id),
      // Only the server knows the driller's pending reports: it refuses with the spec's message, shown below.
      pendingBcr: false,
    });
    if (outcome.kind === 'refuse') return dialogs.alert(outcome.message);
    try {
      await dialogs.alert((await associateMyself(chosen)).message);
      restartAtHome();
    } catch (e) {
      await dialogs.alert(adminSavingFailedMessage(e instanceof ApiError ? e.body?.message : null));
    }
  }

  return (
    <PageFrame title={TITLE}>
      {current ? (
        <InPageAlert tone="info" heading={ADMIN_MESSAGES.userIsAssigned}>
          <p data-testid="current-company">{current}</p>
        </InPageAlert>
      ) : null}
      <form
        className="app-company-form"
        onSubmit={(e) => {
          e.preventDefault();
          void assign();
        }}
      >
        <FormField id="associate-company" label="Company" required error={fieldError ?? undefined}>
          <select
            id="associate-company"
            className="nsw-form__select"
            value={chosen}
            onChange={(e) => {
              setChosen(Number(e.target.value));
              setFieldError(null);
            }}
          >
            <option value={0}>Please select</option>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </FormField>
        <div className="app-company-actions">
          <button type="submit" className="nsw-button nsw-button--dark">
            Assign
          </button>
          {can(subjectOf(profile), 'organisation.create') ? (
            <button
              type="button"
              className="nsw-button nsw-button--dark-outline"
              onClick={() => setCreating(true)}
            >
              Create New
            </button>
          ) : null}
        </div>
      </form>
    </PageFrame>
  );
}

export function AssociateOrganisationPage() {
  return (
    <ServerStateProvider>
      <DialogProvider>
        <AssociateOrganisationPageView />
      </DialogProvider>
    </ServerStateProvider>
  );
}

import { useState } from 'react';
import {
  ADMIN_MESSAGES,
  associateCompanyChoices,
  can,
  associateSelf,
  savingFailedMessage,
  visibleOrganisationName,
} from '@driller/domain';
import { FormField } from '../../../components/ui/form-field';
import { InPageAlert } from '../../../components/ui/in-page-alert';
import { PageFrame } from '../../../components/ui/page-frame';
import { loadFrame } from './load-frame';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { ApiError } from '../../../lib/api/client';
import { associateMyself, useOrganisationList } from '../api/organisation-api';
import { subjectOf } from '../hooks/use-company-subject';
import { CompanyForm } from './company-form';
import '../companies.css';

const TITLE = 'Assign myself to a company';

/**
 * After a change of company the whole app starts again at /Home: registration after sign-in reads the
 * person's company afresh, so the header shows the new one.
 */
const restartAtHome = () => window.location.assign('/Home');

/** /AssociateOrganisation: pick one's company from the list, or create it from the business register. */
export function AssociateOrganisationPage() {
  const list = useOrganisationList();
  const dialogs = useDialogs();
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
    });
    if (outcome.kind === 'refuse') return dialogs.alert(outcome.message);
    try {
      await dialogs.alert((await associateMyself(chosen)).message);
      restartAtHome();
    } catch (e) {
      await dialogs.alert(savingFailedMessage(e instanceof ApiError ? e.body?.message : null));
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
            onChange={(e) => setChosen(Number(e.target.value))}
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

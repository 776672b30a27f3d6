import { WORK_DECIDED_MESSAGES, WORK_PAGE, acceptsOnBehalf, companyAdminDeclaration, previousWorkPage } from '@driller/domain';
import { Loader } from '../../../components/ui/loader';
import { FieldError } from '../../../components/ui/form-field';
import { useLicenceConditions } from '../api/get-licence-conditions';
import { fieldIdFor, issueFor } from '../hooks/field-ids';
import { useConditionsAcceptance } from '../hooks/use-conditions-acceptance';
import { useWorkContext } from '../hooks/work-context';
import { ConditionsGrid } from './conditions-grid';
import { PageActions } from './page-actions';
import { SavedNote } from './saved-note';

/** The regulator's customer helpdesk, named on the company admin's declaration. */
const HELPDESK_PHONE = '1300 662 077';
const CHECKBOX_ID = fieldIdFor('approvalConditions');

/** The conditions saved with the work, or else the register's for its approval. */
function useConditions() {
  const { loaded } = useWorkContext();
  const saved = loaded?.conditions ?? [];
  const register = useLicenceConditions(loaded?.formA.workApprovalNo, saved.length === 0);
  return { conditions: saved.length > 0 ? saved : (register.data?.approvalConditions ?? []), loading: register.isLoading };
}

/** Page 3: review the conditions of approval and accept them (or declare on the driller's behalf). */
export function ConditionsPage() {
  const { loaded, access, master, goToPage, saving, issues } = useWorkContext();
  const a = useConditionsAcceptance();
  const { conditions, loading } = useConditions();
  const driller = master.drillers.find((d) => d.drillerId === a.workDrillerId);
  const saveBlocked = a.disabled || !access.canSave || saving;

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} aria-label="Conditions of Approval">
      <p className="app-lead">
        Read the conditions of approval for work approval <strong>{loaded?.formA.workApprovalNo ?? ''}</strong> before you start drilling. You can sort and filter the list.
      </p>
      {loading ? <Loader label="Loading ..." /> : <ConditionsGrid conditions={conditions} />}
      {driller && acceptsOnBehalf(a.actor, a.workDrillerId) ? (
        <div className="app-declaration" data-testid="conditions-declaration">
          <p>{companyAdminDeclaration(driller.drillerName, driller.licenceNo, HELPDESK_PHONE)}</p>
        </div>
      ) : null}
      <div className="nsw-form__group app-checkbox">
        <input
          id={CHECKBOX_ID}
          type="checkbox"
          className="nsw-form__checkbox-input"
          checked={a.accepted}
          disabled={a.disabled}
          onChange={(e) => a.setAccepted(e.target.checked)}
          aria-invalid={issueFor(issues, 'approvalConditions') ? true : undefined}
        />
        <label htmlFor={CHECKBOX_ID} className="nsw-form__checkbox-label">
          I have read and accept the Conditions of Approval.
        </label>
        <FieldError id={CHECKBOX_ID} message={issueFor(issues, 'approvalConditions')} />
      </div>
      <PageActions
        previous={{ label: 'Previous', onPress: () => goToPage(previousWorkPage(WORK_PAGE.conditions, a.ctx) ?? WORK_PAGE.workType) }}
        actions={[
          { label: 'Save', onPress: () => a.saveConditions('draft'), hidden: !a.offerSave, disabled: saveBlocked },
          { label: 'Save & Next', onPress: () => a.saveConditions('next'), hidden: !a.offerSave, primary: true, disabled: saveBlocked },
          { label: 'Next', onPress: () => goToPage(a.nextPage), hidden: a.modified, primary: true, disabled: access.browseLocked },
        ]}
      >
        <SavedNote show={!a.offerSave && !a.disabled} message={WORK_DECIDED_MESSAGES.conditionsSaved} />
      </PageActions>
    </form>
  );
}

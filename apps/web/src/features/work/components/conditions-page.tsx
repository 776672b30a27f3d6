import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  CONDITION_STATUS,
  WORK_PAGE,
  acceptsOnBehalf,
  canAcceptConditions,
  companyAdminDeclaration,
  nextWorkPage,
  previousWorkPage,
  validateConditionsSave,
  validateWorkAttributes,
  type ConditionsActor,
} from '@driller/domain';
import { Loader } from '../../../components/ui/loader';
import { FieldError } from '../../../components/ui/form-field';
import { useLicenceConditions } from '../api/get-licence-conditions';
import { fieldIdFor, issueFor } from '../hooks/field-ids';
import { stepperContextOf } from '../hooks/work-flow';
import { attributeIds, type WorkFormValues } from '../hooks/work-form-values';
import { useWorkContext } from '../hooks/work-context';
import { ConditionsGrid } from './conditions-grid';
import { PageActions } from './page-actions';

/** The regulator's customer helpdesk, named on the company admin's declaration. */
const HELPDESK_PHONE = '1300 662 077';
const CHECKBOX_ID = fieldIdFor('approvalConditions');

/** Page 3: review the conditions of approval and accept them (or declare on the driller's behalf). */
export function ConditionsPage() {
  const { loaded, access, user, master, myDriller, goToPage, save, saving, issues, setIssues } = useWorkContext();
  const { getValues } = useFormContext<WorkFormValues>();
  const alreadyAccepted = loaded?.formA.approvalConditions.approvalConditionStatus === CONDITION_STATUS.accepted;
  const [accepted, setAccepted] = useState(alreadyAccepted);
  const register = useLicenceConditions(loaded?.formA.workApprovalNo, (loaded?.conditions.length ?? 0) === 0);
  const conditions = loaded && loaded.conditions.length > 0 ? loaded.conditions : (register.data?.approvalConditions ?? []);

  const workDrillerId = getValues('drillerId') ?? null;
  const driller = master.drillers.find((d) => d.drillerId === workDrillerId);
  const actor: ConditionsActor = { roleId: user.roleId, isDCA: user.isDCA, drillerId: myDriller?.drillerId ?? null };
  const allowed = canAcceptConditions(actor, workDrillerId) && (loaded?.canAcceptConditions ?? true);
  const disabled = !allowed || access.readOnly || access.browseLocked;
  const ctx = stepperContextOf(getValues(), WORK_PAGE.actualLocation);
  const nextPage = nextWorkPage(WORK_PAGE.conditions, ctx) ?? WORK_PAGE.actualLocation;
  const modified = accepted !== alreadyAccepted;
  // Until the conditions are accepted the saves stay offered, so pressing them explains what is missing.
  const offerSave = modified || !alreadyAccepted;

  function saveConditions(kind: 'draft' | 'next') {
    const found = [
      ...validateWorkAttributes(attributeIds(getValues('workType')), user.roleId, WORK_PAGE.conditions),
      ...validateConditionsSave({ actor, workDrillerId, accepted, offline: access.offline }),
    ];
    if (found.length > 0) return setIssues(found);
    void save({
      kind,
      page: WORK_PAGE.conditions,
      goTo: kind === 'next' ? nextPage : WORK_PAGE.conditions,
      patch: {
        approvalConditions: { approvalConditionsId: getValues('approvalConditions')?.approvalConditionsId ?? 0, approvalConditionStatus: CONDITION_STATUS.accepted },
        acceptedRole: user.roleId,
        acceptedDates: new Date().toISOString(),
      },
    });
  }

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} aria-label="Conditions of Approval">
      <p className="app-lead">
        Read the conditions of approval for work approval <strong>{loaded?.formA.workApprovalNo ?? ''}</strong> before you start drilling. You can sort and filter the list.
      </p>
      {register.isLoading ? <Loader label="Loading ..." /> : <ConditionsGrid conditions={conditions} />}
      {driller && acceptsOnBehalf(actor, workDrillerId) ? (
        <div className="app-declaration" data-testid="conditions-declaration">
          <p>{companyAdminDeclaration(driller.drillerName, driller.licenceNo, HELPDESK_PHONE)}</p>
        </div>
      ) : null}
      <div className="nsw-form__group app-checkbox">
        <input
          id={CHECKBOX_ID}
          type="checkbox"
          className="nsw-form__checkbox-input"
          checked={accepted}
          disabled={disabled}
          onChange={(e) => setAccepted(e.target.checked)}
          aria-invalid={issueFor(issues, 'approvalConditions') ? true : undefined}
        />
        <label htmlFor={CHECKBOX_ID} className="nsw-form__checkbox-label">
          I have read and accept the Conditions of Approval.
        </label>
        <FieldError id={CHECKBOX_ID} message={issueFor(issues, 'approvalConditions')} />
      </div>
      <PageActions
        previous={{ label: 'Previous', onPress: () => goToPage(previousWorkPage(WORK_PAGE.conditions, ctx) ?? WORK_PAGE.workType) }}
        actions={[
          { label: 'Save', onPress: () => saveConditions('draft'), hidden: !offerSave, disabled: disabled || !access.canSave || saving },
          { label: 'Save & Next', onPress: () => saveConditions('next'), hidden: !offerSave, primary: true, disabled: disabled || !access.canSave || saving },
          { label: 'Next', onPress: () => goToPage(nextPage), hidden: modified, primary: true, disabled: access.browseLocked },
        ]}
      />
    </form>
  );
}

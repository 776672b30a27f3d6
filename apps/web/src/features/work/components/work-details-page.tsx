import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  FORM_STATUS,
  WORK_DECIDED_MESSAGES,
  WORK_PAGE,
  can,
  error,
  isWorkSelectable,
  nextWorkPage,
  previousWorkPage,
  validateWorkAttributes,
  type CurrentUser,
} from '@driller/domain';
import { FormField, describedBy } from '../../../components/ui/form-field';
import { fieldIdFor, issueFor } from '../hooks/field-ids';
import { stepperContextOf } from '../hooks/work-flow';
import { attributeIds, type WorkFormValues } from '../hooks/work-form-values';
import { useWorkContext } from '../hooks/work-context';
import { ApprovalSection } from './approval-section';
import { DrillerSelect } from './driller-select';
import { PageActions } from './page-actions';
import { UpdateGwNoModal } from './update-gw-no-modal';
import { SavedNote } from './saved-note';

const WORK_NAME_ID = fieldIdFor('workName');

/** 'Update GW No' is offered on a submitted work that has a GW number, to the roles allowed to. */
function gwNoUpdatable(user: CurrentUser, formStatus: number | null | undefined, gwNo: unknown): boolean {
  return can(user, 'gwNo.update') && formStatus === FORM_STATUS.submitted && !!gwNo;
}

/** Page 1: the approval and its work, the driller and the work name. */
export function WorkDetailsPage() {
  const { formAId, loaded, access, user, goToPage, save, saving, issues } = useWorkContext();
  const { register, control, getValues, formState } = useFormContext<WorkFormValues>();
  const [workStatus, workType, gwNo] = useWatch({ control, name: ['workStatus', 'workType', 'gwNo'] });
  const [gwOpen, setGwOpen] = useState(false);
  const locked = access.readOnly || access.browseLocked;
  const installed = !isWorkSelectable(workStatus, attributeIds(workType).attribute1);
  const modified = formAId === 0 || formState.isDirty;
  const saveBlocked = !access.canSave || installed || saving;
  const ctx = stepperContextOf(getValues(), WORK_PAGE.actualLocation);
  const nextPage = nextWorkPage(WORK_PAGE.workDetails, ctx) ?? WORK_PAGE.conditions;
  const nameError = issueFor(issues, 'workName') ?? formState.errors.workName?.message;
  const canUpdateGwNo = gwNoUpdatable(user, loaded?.formA.formStatus, gwNo);

  const pageIssues = () => {
    const found = validateWorkAttributes(attributeIds(getValues('workType')), user.roleId, WORK_PAGE.workDetails);
    return installed ? [...found, error('form', WORK_DECIDED_MESSAGES.installedWork)] : found;
  };

  return (
    <>
      <ApprovalSection disabled={locked} canChangeWork={!access.disableWorkFields && !locked} />
      <form noValidate onSubmit={(e) => e.preventDefault()} aria-label="Work details">
        <section className="app-work-section" aria-labelledby="assign-heading">
          <h3 id="assign-heading">Driller and work name</h3>
          <div className="app-form-grid">
            <DrillerSelect disabled={access.disableWorkFields || locked} />
            <FormField id={WORK_NAME_ID} label="Work name" error={nameError} helper="A name you will recognise the work by, for example the property and bore.">
              <input
                id={WORK_NAME_ID}
                className="nsw-form__input"
                type="text"
                disabled={locked}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={describedBy(WORK_NAME_ID, true, nameError)}
                {...register('workName')}
              />
            </FormField>
          </div>
          {canUpdateGwNo ? (
            <div className="app-work-section">
              <button type="button" className="nsw-button nsw-button--dark-outline" onClick={() => setGwOpen(true)}>
                Update GW No
              </button>
              <UpdateGwNoModal isOpen={gwOpen} onClose={() => setGwOpen(false)} />
            </div>
          ) : null}
        </section>
        <PageActions
          previous={{ label: 'Previous', onPress: () => goToPage(previousWorkPage(WORK_PAGE.workDetails, ctx) ?? WORK_PAGE.workType) }}
          actions={[
            { label: 'Save', onPress: () => void save({ kind: 'draft', page: WORK_PAGE.workDetails, goTo: WORK_PAGE.workDetails, pageIssues: pageIssues() }), hidden: !modified, disabled: saveBlocked },
            { label: 'Save & Next', onPress: () => void save({ kind: 'next', page: WORK_PAGE.workDetails, goTo: nextPage, pageIssues: pageIssues() }), hidden: !modified, primary: true, disabled: saveBlocked },
            { label: 'Next', onPress: () => goToPage(nextPage), hidden: modified, primary: true, disabled: access.browseLocked },
          ]}
        >
          <SavedNote show={!(modified || locked) && access.canSave} message={WORK_DECIDED_MESSAGES.allSaved} />
        </PageActions>
      </form>
    </>
  );
}

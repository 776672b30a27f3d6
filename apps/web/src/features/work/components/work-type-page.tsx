import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { WORK_DECIDED_MESSAGES, WORK_MESSAGES, nextWorkPage, validateWorkAttributes, type WorkPage } from '@driller/domain';
import { InPageAlert } from '../../../components/ui/in-page-alert';
import { Icon } from '../../../components/ui/icon';
import { attributeIds, type WorkFormValues } from '../hooks/work-form-values';
import { APPROVAL_CHOICE, mayGoWithoutApproval, stepperContextOf } from '../hooks/work-flow';
import { useWorkContext } from '../hooks/work-context';
import { useWorkTypeChange } from '../hooks/use-work-type-change';
import { PageActions } from './page-actions';
import { SavedNote } from './saved-note';
import { SpearpointModal } from './spearpoint-modal';
import { WorkAttributeSelects } from './work-attribute-selects';

/** Page 0: Work Details 1 to 4 and the Spearpoint Questionnaire. */
export function WorkTypePage() {
  const { formAId, access, user, master, goToPage, save, saving, setIssues } = useWorkContext();
  const { control, getValues, setValue, formState } = useFormContext<WorkFormValues>();
  useWatch({ control, name: 'workType' });
  const { applySingleSpearpoint, markBore } = useWorkTypeChange();
  const [questionnaireOpen, setQuestionnaireOpen] = useState(false);
  const modified = formAId > 0 && formState.isDirty;
  const blocked = !access.canSave;
  const texts = Object.fromEntries(master.spearpointQuestionnaire.map((q) => [q.spearpointQuestionId, q.spearpointQuestionName]));

  function target(): WorkPage | null {
    const values = getValues();
    const issues = validateWorkAttributes(attributeIds(values.workType), user.roleId, 0);
    setIssues(issues);
    if (issues.length > 0) return null;
    const ctx = stepperContextOf(values, 4);
    if (ctx.isMonitoring && !ctx.hasApprovalChoice) {
      // A monitoring work chooses with/without approval on the holes page; only the hole-type variant may go without.
      const without = mayGoWithoutApproval(values) && formAId === 0;
      setValue('approvalNumberSupplied', !without);
      setValue('workApprovalOrWithoutApproval', without ? APPROVAL_CHOICE.withoutApproval : APPROVAL_CHOICE.withApproval);
    }
    return nextWorkPage(0, ctx);
  }

  const next = () => {
    const page = target();
    if (page !== null) goToPage(page);
  };
  const saveAndNext = () => {
    const page = target();
    if (page !== null) void save({ kind: 'next', page: 0, goTo: page });
  };

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} aria-labelledby="work-page-title">
      <p className="app-lead">Choose the work you are recording. Work Details 2 narrows the choices of Work Details 3, and Work Details 3 decides Work Details 4.</p>
      <WorkAttributeSelects />
      <div className="app-callout">
        <Icon name="help" className="app-callout__icon" />
        <div>
          <p className="app-callout__title">Not sure whether the work is a spearpoint or a bore?</p>
          <button type="button" className="nsw-button nsw-button--dark-outline nsw-button--small" onClick={() => setQuestionnaireOpen(true)} disabled={access.readOnly || access.disableWorkFields}>
            Spearpoint Questionnaire
          </button>
        </div>
      </div>
      {access.offline ? <InPageAlert tone="warning" compact>{WORK_MESSAGES.workTypeOffline}</InPageAlert> : null}
      <SpearpointModal
        isOpen={questionnaireOpen}
        onClose={() => setQuestionnaireOpen(false)}
        questionTexts={texts}
        onOutcome={(outcome) => (outcome === 'singleSpearpoint' ? void applySingleSpearpoint() : markBore())}
      />
      <PageActions
        actions={[
          { label: 'Save', onPress: () => void save({ kind: 'draft', page: 0 }), hidden: !modified, disabled: blocked || saving },
          { label: 'Save & Next', onPress: saveAndNext, hidden: !modified, primary: true, disabled: blocked || saving },
          { label: 'Next', onPress: next, hidden: modified, primary: true, disabled: access.browseLocked },
        ]}
      >
        <SavedNote show={formAId > 0 && !modified && !blocked && !access.readOnly} message={WORK_DECIDED_MESSAGES.allSaved} />
      </PageActions>
    </form>
  );
}

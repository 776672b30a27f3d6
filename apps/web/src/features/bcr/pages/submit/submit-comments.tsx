import { useFormContext } from 'react-hook-form';
import { BCR_MESSAGES } from '@driller/domain';
import { useDialogs } from '../../../../components/ui/dialogs/dialog-context';
import type { BcrFormValues } from '../../wizard/bcr-form-values';
import { TextField } from '../../wizard/form-fields';
import { useBcrWizard } from '../../wizard/wizard-context';

/** The review page's comments with their own save (the summary's route carries them, alone). */
export function SubmitComments() {
  const { saveComments: saveStored, saving, readOnly } = useBcrWizard();
  const { getValues } = useFormContext<BcrFormValues>();
  const dialogs = useDialogs();

  const saveComments = async () => {
    if (!getValues('summary.comments')?.trim()) return dialogs.alert(BCR_MESSAGES.commentsRequired);
    await saveStored();
  };

  return (
    <section className="app-work-section app-bcr-comments">
      {/* The review page keeps its own read-only (PAGES_KEEPING_READ_ONLY): its one input is here. */}
      <fieldset className="app-bcr-fieldset" disabled={readOnly}>
        <TextField path="summary.comments" label="Comments" multiline />
      </fieldset>
      {readOnly ? null : (
        <button type="button" className="nsw-button nsw-button--dark-outline" disabled={saving} onClick={() => void saveComments()}>
          Save Comments
        </button>
      )}
    </section>
  );
}

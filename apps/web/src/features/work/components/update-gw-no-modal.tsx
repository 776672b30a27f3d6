import { useState } from 'react';
import { useNavigate } from 'react-router';
import { WORK_MESSAGES, gwNoUpdated, savingFailedMessage, validateGwNoUpdate } from '@driller/domain';
import { ApiError } from '../../../lib/api/client';
import { AppModal } from '../../../components/ui/modal';
import { FormField } from '../../../components/ui/form-field';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { useUpdateGwNo } from '../api/update-gw-no';
import { useWorkContext } from '../hooks/work-context';

const ID = 'work-update-gw-no';

/** Update Groundwater number: Submit asks to confirm, then reloads the work with the new number. */
export function UpdateGwNoModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { loaded, access, formAId } = useWorkContext();
  const [gwNo, setGwNo] = useState(loaded?.formA.gwNo ?? '');
  const [error, setError] = useState<string | undefined>();
  const dialogs = useDialogs();
  const update = useUpdateGwNo();
  const navigate = useNavigate();

  async function submit() {
    if (access.offline) return void (await dialogs.alert(WORK_MESSAGES.gwNoOffline));
    const issue = validateGwNoUpdate(gwNo)[0];
    setError(issue?.message);
    if (issue || !loaded) return;
    if (!(await dialogs.confirm(WORK_MESSAGES.gwNoUpdateConfirm))) return;
    try {
      const result = await update.mutateAsync({ formAGuId: loaded.formA.formAGuid, gwNo: gwNo.trim(), version: loaded.version });
      onClose();
      await dialogs.alert(gwNoUpdated(result.gwNo));
      void navigate(`/Work?id=${formAId}`, { replace: true });
    } catch (e) {
      setError(savingFailedMessage(e instanceof ApiError ? e.body?.message : null));
    }
  }

  return (
    <AppModal
      title="Update Groundwater number"
      isOpen={isOpen}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="nsw-button nsw-button--dark" onClick={() => void submit()} disabled={update.isPending}>
            Submit
          </button>
          <button type="button" className="nsw-button nsw-button--dark-outline" onClick={onClose}>
            Cancel
          </button>
        </>
      }
    >
      <FormField id={ID} label="Groundwater number" error={error} required>
        <input id={ID} className="nsw-form__input" value={gwNo} onChange={(e) => setGwNo(e.target.value)} aria-invalid={error ? true : undefined} />
      </FormField>
    </AppModal>
  );
}

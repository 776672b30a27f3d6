import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { WORK_CONTRACTS, gwNoUpdated, adminSavingFailedMessage, type Issue } from '@driller/domain';
import { ApiError, callApi } from '../../lib/api/client';
import { AppModal } from '../ui/modal';
import { FormField } from '../ui/form-field';
import { useDialogs } from '../ui/dialogs/dialog-context';

/** The work whose groundwater number is updated, as last loaded (its version catches a stale save). */
export interface GwNoTarget {
  formAGuId: string;
  gwNo: string | null;
  version: number | null;
}

export interface GwNoModalProps {
  id: string;
  /** The work to update; the modal is open while there is one. */
  target: GwNoTarget | null;
  /** The refusal to show instead (offline), or null to go on. */
  refusal: () => string | null;
  /** The rule the screen applies to the number typed (spec 1's wording on the work, spec 3's on search). */
  check: (gwNo: string) => Issue | undefined;
  confirmMessage: string;
  onClose: () => void;
  /** After the success message: the screen reloads what shows the number. */
  onDone: (formAId: number) => void;
}

/**
 * Update Groundwater number (POST work/updategwno), from the work page and from the BCR search (later
 * the dashboard): Submit checks the number, asks to confirm, saves, says so, and the screen reloads.
 */
export function GwNoModal({ id, target, refusal, check, confirmMessage, onClose, onDone }: GwNoModalProps) {
  const [gwNo, setGwNo] = useState(target?.gwNo ?? '');
  const [error, setError] = useState<string | undefined>();
  const dialogs = useDialogs();
  const update = useMutation({
    mutationFn: async (body: { formAGuId: string; gwNo: string; version: number | null }) => (await callApi(WORK_CONTRACTS.updateGwNo, { body })).data,
  });

  async function submit() {
    if (!target) return;
    const refused = refusal();
    if (refused) return void (await dialogs.alert(refused));
    const issue = check(gwNo);
    setError(issue?.message);
    if (issue || !(await dialogs.confirm(confirmMessage))) return;
    try {
      const result = await update.mutateAsync({ formAGuId: target.formAGuId, gwNo: gwNo.trim(), version: target.version });
      onClose();
      await dialogs.alert(gwNoUpdated(result.gwNo));
      onDone(result.formAId);
    } catch (e) {
      setError(adminSavingFailedMessage(e instanceof ApiError ? e.body?.message : null));
    }
  }

  return (
    <AppModal
      title="Update Groundwater number"
      isOpen={target !== null}
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
      <FormField id={id} label="Groundwater number" error={error} required>
        <input id={id} className="nsw-form__input" value={gwNo} onChange={(e) => setGwNo(e.target.value)} aria-invalid={error ? true : undefined} />
      </FormField>
    </AppModal>
  );
}

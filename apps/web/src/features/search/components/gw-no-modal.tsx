import { useState } from 'react';
import { gwNoUpdated, reportActionGate, gwNoUpdateIssues, savingFailedMessage, type BcrSearchRow } from '@driller/domain';
import { ApiError } from '../../../lib/api/client';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { AppModal } from '../../../components/ui/modal';
import { FormField } from '../../../components/ui/form-field';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { useUpdateGwNo } from '../api/search-bcr';

const ID = 'search-gw-no';

/** Update Groundwater number from a search row: Submit checks, confirms, saves, then the list reloads. */
export function GwNoModal({ row, onClose, onDone }: { row: BcrSearchRow | null; onClose: () => void; onDone: () => void }) {
  // Keyed by row by the screen: each opening starts from that row's GW No.
  const [gwNo, setGwNo] = useState(row?.gwNo ?? '');
  const [error, setError] = useState<string | undefined>();
  const online = useOnlineStatus();
  const dialogs = useDialogs();
  const update = useUpdateGwNo();

  async function submit() {
    if (!row) return;
    const gate = reportActionGate('updateGwNo', online);
    if (gate.kind === 'blocked') return void (await dialogs.alert(gate.message));
    const issue = gwNoUpdateIssues(gwNo)[0];
    setError(issue?.message);
    if (issue || !(await dialogs.confirm(gate.message))) return;
    try {
      const result = await update.mutateAsync({ formAGuId: row.formAGuid, gwNo: gwNo.trim(), version: row.workVersion });
      onClose();
      await dialogs.alert(gwNoUpdated(result.gwNo));
      onDone();
    } catch (e) {
      setError(savingFailedMessage(e instanceof ApiError ? e.body?.message : null));
    }
  }

  return (
    <AppModal
      title="Update Groundwater number"
      isOpen={row !== null}
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

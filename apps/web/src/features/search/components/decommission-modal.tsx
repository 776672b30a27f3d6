import { useState } from 'react';
import { DATE_FORMAT, decommissionIssues, reportActionGate, adminSavingFailedMessage, decommissionDateToIso, type BcrSearchRow } from '@driller/domain';
import { ApiError } from '../../../lib/api/client';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { AppModal } from '../../../components/ui/modal';
import { FormField } from '../../../components/ui/form-field';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { useDecommission } from '../api/search-bcr';

const ID = 'search-decommission-date';

/** Decommission Bore Construction Report: a date (dd/MM/yyyy), confirmed, then saved (spec 3). */
export function DecommissionModal({ row, onClose, onDone }: { row: BcrSearchRow | null; onClose: () => void; onDone: () => void }) {
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | undefined>();
  const online = useOnlineStatus();
  const dialogs = useDialogs();
  const decommission = useDecommission();

  function close() {
    setDate('');
    setError(undefined);
    onClose();
  }

  async function submit() {
    if (!row) return;
    const gate = reportActionGate('decommission', online);
    if (gate.kind === 'blocked') return void (await dialogs.alert(gate.message));
    const issue = decommissionIssues(date)[0];
    setError(issue?.message);
    if (issue || !(await dialogs.confirm(gate.message))) return;
    try {
      const answer = await decommission.mutateAsync({ formAGuId: row.formAGuid, decommissionedDate: decommissionDateToIso(date) ?? date, version: row.bcrVersion });
      close();
      await dialogs.alert(answer.message);
      onDone();
    } catch (e) {
      setError(adminSavingFailedMessage(e instanceof ApiError ? e.body?.message : null));
    }
  }

  return (
    <AppModal
      title="Decommission Bore Construction Report"
      isOpen={row !== null}
      onClose={close}
      footer={
        <>
          <button type="button" className="nsw-button nsw-button--dark" onClick={() => void submit()} disabled={decommission.isPending}>
            Submit
          </button>
          <button type="button" className="nsw-button nsw-button--dark-outline" onClick={close}>
            Cancel
          </button>
        </>
      }
    >
      <p>{row ? `BCR ${row.bcrId}, ${row.workApprovalNo ?? ''} ${row.workId ?? ''}` : null}</p>
      <FormField id={ID} label="Decommissioned Date" helper={DATE_FORMAT.date} error={error} required>
        <input id={ID} className="nsw-form__input" value={date} placeholder={DATE_FORMAT.date} inputMode="numeric" onChange={(e) => setDate(e.target.value)} aria-invalid={error ? true : undefined} />
      </FormField>
    </AppModal>
  );
}


import { useRef, useState } from 'react';
import {
  ADMIN_MESSAGES,
  DRILLER_STATUS,
  PEOPLE_MESSAGES,
  STATUS_CONFIRM_CODE,
  nswDay,
  type DrillerRecord,
  type Issue,
} from '@driller/domain';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { saveDriller } from '../api/people-api';
import { checkDriller, valuesOf, type DrillerDraft } from './driller-draft';
import { refusalOf } from './save-errors';

/**
 * Saving the driller form, in the spec's order: field rules beside fields, the status-against-date
 * alert, the debar confirmation, then the server (which checks everything again).
 */
export function useDrillerSave(record: DrillerRecord | null, onSaved: (saved: DrillerRecord) => void) {
  const dialogs = useDialogs();
  const [issues, setIssues] = useState<Issue[]>([]);
  const [saving, setSaving] = useState(false);
  // Save stays enabled (a disabled button drops the focus the answer's dialog gives back); this stops a second save.
  const inFlight = useRef(false);

  async function confirmations(draft: DrillerDraft): Promise<string[] | null> {
    const debar =
      Number(draft.drillerStatus) === DRILLER_STATUS.debarred &&
      record?.drillerStatus !== DRILLER_STATUS.debarred;
    if (!debar) return [];
    return (await dialogs.confirm(ADMIN_MESSAGES.confirmDebar)) ? [STATUS_CONFIRM_CODE.debar] : null;
  }

  async function save(draft: DrillerDraft): Promise<void> {
    const drillerId = record?.drillerId ?? null;
    const checked = checkDriller(draft, drillerId, nswDay(new Date()));
    setIssues(checked.fields);
    if (checked.fields.length > 0) return;
    const statusIssue = checked.status[0];
    if (statusIssue) return dialogs.alert(statusIssue.message);
    const confirmed = await confirmations(draft);
    if (confirmed === null) return;
    if (inFlight.current) return;
    let message: string | null = null;
    inFlight.current = true;
    setSaving(true);
    try {
      const response = await saveDriller({
        ...valuesOf(draft, drillerId),
        version: record?.version ?? null,
        confirmed,
      });
      setIssues([]);
      onSaved(response.data);
      message = response.accountInvited
        ? `${response.message} ${PEOPLE_MESSAGES.invitationSent}`
        : response.message;
    } catch (caught) {
      const refusal = refusalOf(caught);
      setIssues(refusal.fields);
      message = refusal.alert;
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
    if (message) await dialogs.alert(message);
  }

  return { save, saving, issues };
}

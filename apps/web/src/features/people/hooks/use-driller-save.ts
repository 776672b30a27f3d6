import {
  ADMIN_MESSAGES,
  DRILLER_STATUS,
  STATUS_CONFIRM_CODE,
  nswDay,
  type DrillerRecord,
} from '@driller/domain';
import type { Dialogs } from '../../../components/ui/dialogs/dialog-context';
import { saveDriller } from '../api/people-api';
import { checkDriller, valuesOf, type DrillerDraft } from './driller-draft';
import { usePersonSave } from './use-person-save';

/**
 * Saving the driller form, in the spec's order: field rules beside fields, the status-against-date
 * alert, the debar confirmation, then the server (which checks everything again).
 */
export function useDrillerSave(record: DrillerRecord | null, onSaved: (saved: DrillerRecord) => void) {
  const drillerId = record?.drillerId ?? null;
  const checked = (draft: DrillerDraft) => checkDriller(draft, drillerId, nswDay(new Date()));

  async function confirm(draft: DrillerDraft, dialogs: Dialogs): Promise<string[] | null> {
    const statusIssue = checked(draft).status[0];
    if (statusIssue) {
      await dialogs.alert(statusIssue.message);
      return null;
    }
    const debar =
      Number(draft.drillerStatus) === DRILLER_STATUS.debarred &&
      record?.drillerStatus !== DRILLER_STATUS.debarred;
    if (!debar) return [];
    return (await dialogs.confirm(ADMIN_MESSAGES.confirmDebar)) ? [STATUS_CONFIRM_CODE.debar] : null;
  }

  return usePersonSave(
    {
      fieldIssues: (draft) => checked(draft).fields,
      confirm,
      send: (draft, confirmed) =>
        saveDriller({ ...valuesOf(draft, drillerId), version: record?.version ?? null, confirmed }),
    },
    onSaved,
  );
}

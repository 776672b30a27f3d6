import { useNavigate } from 'react-router';
import { ADMIN_MESSAGES, bcrOpenMode, reportActionGate, savingFailedMessage, type BcrSearchRow, type CurrentUser } from '@driller/domain';
import { ApiError } from '../../../lib/api/client';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { openBcrPdf } from '../../../lib/pdf/open-bcr-pdf';
import { useChangeBcrMode, useDeleteBcr } from '../api/search-bcr';

const failure = (e: unknown) => savingFailedMessage(e instanceof ApiError ? e.body?.message : null);

/**
 * What a row's links do (spec 3 "Search BCR"): open the BCR, asking the Super Admin edit (Ok) or view
 * (Cancel) on a submitted one; open the PDF; delete after a confirmation, never offline.
 */
export function useRowActions(user: CurrentUser, reload: () => void) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const online = useOnlineStatus();
  const changeMode = useChangeBcrMode();
  const remove = useDeleteBcr();

  async function openBcr(row: BcrSearchRow) {
    if (row.active && bcrOpenMode(user, row.formStatus) === 'askEditOrView' && (await dialogs.confirm(ADMIN_MESSAGES.openSubmittedEditOrView))) {
      try {
        await changeMode.mutateAsync({ formAId: row.formAId, version: row.bcrVersion, editMode: true });
      } catch (e) {
        return void (await dialogs.alert(failure(e)));
      }
    }
    void navigate(`/BCR?id=${row.formAId}`);
  }

  async function openPdf(row: BcrSearchRow) {
    const opened = await openBcrPdf(row.formAId).then(() => true, () => false);
    if (!opened) await dialogs.alert(ADMIN_MESSAGES.pdfErrorRetry);
  }

  async function deleteBcr(row: BcrSearchRow) {
    const gate = reportActionGate('delete', online);
    if (gate.kind === 'blocked') return void (await dialogs.alert(gate.message));
    if (!(await dialogs.confirm(gate.message))) return;
    try {
      const answer = await remove.mutateAsync({ formAId: row.formAId, version: row.bcrVersion });
      if (answer.message) await dialogs.alert(answer.message);
    } catch (e) {
      await dialogs.alert(failure(e));
    }
    // Spec: after deleting, the product goes to /SearchBCR (this screen, its list read again).
    reload();
  }

  return { openBcr, openPdf, deleteBcr };
}

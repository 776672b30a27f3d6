import { ADMIN_MESSAGES, reportActionGate, savingFailedMessage, type DashboardRow } from '@driller/domain';
import { ApiError } from '../../../lib/api/client';
import { openBcrPdf } from '../../../lib/pdf/open-bcr-pdf';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { useDeleteBcr } from '../api/dashboard-api';

const failure = (e: unknown) => savingFailedMessage(e instanceof ApiError ? e.body?.message : null);

/**
 * What a dashboard row's View Pdf and Delete BCR do (spec 3 "Dashboard (/Home)"): the PDF opens in a new
 * window ("Error in loading file. Please try again later" when it cannot); a delete is refused offline,
 * confirmed online, then the grids are read again.
 */
export function useDashboardActions(reload: () => void) {
  const dialogs = useDialogs();
  const online = useOnlineStatus();
  const remove = useDeleteBcr();

  async function openPdf(row: DashboardRow) {
    const opened = await openBcrPdf(row.formAId).then(() => true, () => false);
    if (!opened) await dialogs.alert(ADMIN_MESSAGES.pdfErrorRetry);
  }

  async function deleteBcr(row: DashboardRow) {
    const gate = reportActionGate('delete', online);
    if (gate.kind === 'blocked') return void (await dialogs.alert(gate.message));
    if (row.bcrVersion === null || !(await dialogs.confirm(gate.message))) return;
    try {
      const answer = await remove.mutateAsync({ formAId: row.formAId, version: row.bcrVersion });
      if (answer.message) await dialogs.alert(answer.message);
    } catch (e) {
      await dialogs.alert(failure(e));
    }
    reload();
  }

  return { openPdf, deleteBcr };
}

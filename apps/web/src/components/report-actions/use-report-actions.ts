import { useMutation } from '@tanstack/react-query';
import { ADMIN_MESSAGES, BCR_CONTRACTS, reportActionGate, adminSavingFailedMessage } from '@driller/domain';
import { ApiError, callApi } from '../../lib/api/client';
import { openBcrPdf } from '../../lib/pdf/open-bcr-pdf';
import { useOnlineStatus } from '../../lib/use-online-status';
import { useDialogs } from '../ui/dialogs/dialog-context';

/** A failed call's message, as the save dialogs word it. */
export const actionFailure = (e: unknown): string => adminSavingFailedMessage(e instanceof ApiError ? e.body?.message : null);

/**
 * A report row's View Pdf and Delete BCR, the same on the dashboard and in the BCR search (spec 3): the
 * PDF opens in a new window ("Error in loading file. Please try again later" when it cannot); a delete
 * (bcr/deactivate) is refused offline, confirmed online, then `reload` reads the list again.
 */
export function useReportActions(reload: () => void) {
  const dialogs = useDialogs();
  const online = useOnlineStatus();
  const remove = useMutation({ mutationFn: async (body: { formAId: number; version: number }) => callApi(BCR_CONTRACTS.deactivate, { body }) });

  async function openPdf(formAId: number) {
    const opened = await openBcrPdf(formAId).then(() => true, () => false);
    if (!opened) await dialogs.alert(ADMIN_MESSAGES.pdfErrorRetry);
  }

  /** `version` is the BCR's: a row without a BCR has nothing to delete. */
  async function deleteBcr(formAId: number, version: number | null) {
    const gate = reportActionGate('delete', online);
    if (gate.kind === 'blocked') return void (await dialogs.alert(gate.message));
    if (version === null || !(await dialogs.confirm(gate.message))) return;
    try {
      const answer = await remove.mutateAsync({ formAId, version });
      if (answer.message) await dialogs.alert(answer.message);
    } catch (e) {
      await dialogs.alert(actionFailure(e));
    }
    reload();
  }

  return { openPdf, deleteBcr };
}

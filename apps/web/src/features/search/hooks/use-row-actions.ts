import { useNavigate } from 'react-router';
import { ADMIN_MESSAGES, bcrOpenMode, type BcrSearchRow, type CurrentUser } from '@driller/domain';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { actionFailure, useReportActions } from '../../../components/report-actions/use-report-actions';
import { useChangeBcrMode } from '../api/search-bcr';

/**
 * What a row's links do (spec 3 "Search BCR"): open the BCR, asking the Super Admin edit (Ok) or view
 * (Cancel) on a submitted one; open the PDF; delete after a confirmation, never offline.
 */
export function useRowActions(user: CurrentUser, reload: () => void) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const changeMode = useChangeBcrMode();
  // Spec: after deleting, the product goes to /SearchBCR (this screen, its list read again).
  const report = useReportActions(reload);

  async function openBcr(row: BcrSearchRow) {
    if (row.active && bcrOpenMode(user, row.formStatus) === 'askEditOrView' && (await dialogs.confirm(ADMIN_MESSAGES.openSubmittedEditOrView))) {
      try {
        await changeMode.mutateAsync({ formAId: row.formAId, version: row.bcrVersion, editMode: true });
      } catch (e) {
        return void (await dialogs.alert(actionFailure(e)));
      }
    }
    void navigate(`/BCR?id=${row.formAId}`);
  }

  return {
    openBcr,
    openPdf: (row: BcrSearchRow) => report.openPdf(row.formAId),
    deleteBcr: (row: BcrSearchRow) => report.deleteBcr(row.formAId, row.bcrVersion),
  };
}

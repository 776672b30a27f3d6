import { ADMIN_MESSAGES, confirmCompanyChangeMessage, type DrillerRecord } from '@driller/domain';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { checkPendingBcr } from '../api/people-api';

/**
 * Choosing another company for an existing driller (spec 3 "Driller status", section 8): the server
 * says whether reports are pending under the present company. Pending: the change is refused; else the
 * user confirms. A refusal or Cancel gives back the old company (the caller restores it on false).
 */
export function useCompanyChange(record: DrillerRecord | null) {
  const dialogs = useDialogs();
  return async function approveChange(organisationId: number | null, companyName: string): Promise<boolean> {
    if (!record) return true;
    try {
      const answer = await checkPendingBcr({ drillerId: record.drillerId, organisationId });
      if (answer.sameCompany) return true;
      if (answer.pendingBcr) {
        await dialogs.alert(ADMIN_MESSAGES.pendingBcrCompanyChange);
        return false;
      }
      return dialogs.confirm(confirmCompanyChangeMessage(companyName));
    } catch {
      await dialogs.alert(ADMIN_MESSAGES.dataSaveError);
      return false;
    }
  };
}

import { useEffect } from 'react';
import { WORK_MESSAGES, needsActualLocationConfirm } from '@driller/domain';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { isPopupWindow } from './popup-window';
import { useWorkContext } from './work-context';

/** Works already asked about since the page loaded: the spec asks on loading, not on every visit. */
const askedWorks = new Set<number>();

/**
 * Spec 1 section 8: 'Actual location of the bore is not set. Do you want to continue?' when a saved
 * work without one opens on the location page. OK stays to set it; Cancel goes back (`onCancel`).
 * Only someone who can set the location is asked; the map-image popup is never interrupted.
 */
export function useActualLocationConfirm(canSet: boolean, onCancel: () => void) {
  const { formAId, loaded } = useWorkContext();
  const dialogs = useDialogs();
  const missing = loaded !== null && needsActualLocationConfirm(loaded.formA.actualLatitude ?? null, loaded.formA.actualLongitude ?? null);

  useEffect(() => {
    if (formAId <= 0 || !missing || !canSet || askedWorks.has(formAId) || isPopupWindow()) return;
    askedWorks.add(formAId);
    void dialogs.confirm(WORK_MESSAGES.actualLocationNotSetConfirm).then((ok) => ok || onCancel());
  }, [formAId, missing, canSet, dialogs, onCancel]);
}

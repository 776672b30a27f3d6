import { OFFLINE_DECIDED_MESSAGES, OFFLINE_MESSAGES, type BcrView } from '@driller/domain';

/** Why the report is read-only, as the note above the page says it (a lock by someone else in the spec's words). */
export function readOnlyNote(reason: BcrView['readOnlyReason']): string {
  if (reason === 'offlineCopy') return OFFLINE_DECIDED_MESSAGES.viewingOfflineCopy;
  if (reason === 'lockedByOther') return OFFLINE_MESSAGES.lockedForOfflineEdit;
  return 'This report is read-only for you: you can view it but not change it.';
}

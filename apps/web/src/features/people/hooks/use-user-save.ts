import { useRef, useState } from 'react';
import {
  ADMIN_MESSAGES,
  PEOPLE_MESSAGES,
  STATUS_CONFIRM_CODE,
  USER_STATUS,
  type Issue,
  type UserRecord,
} from '@driller/domain';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { saveUser } from '../api/people-api';
import { refusalOf } from './save-errors';
import { checkUser, userValuesOf, type UserDraft } from './user-draft';

/** Saving the user form: field rules, the inactive confirmation, then the server. */
export function useUserSave(record: UserRecord | null, onSaved: (saved: UserRecord) => void) {
  const dialogs = useDialogs();
  const [issues, setIssues] = useState<Issue[]>([]);
  const [saving, setSaving] = useState(false);
  // Save stays enabled (a disabled button drops the focus the answer's dialog gives back); this stops a second save.
  const inFlight = useRef(false);

  async function save(draft: UserDraft): Promise<void> {
    const userId = record?.userId ?? null;
    const found = checkUser(draft, userId);
    setIssues(found);
    if (found.length > 0) return;
    const inactivating =
      Number(draft.status) === USER_STATUS.inactive && record?.status !== USER_STATUS.inactive;
    if (inactivating && !(await dialogs.confirm(ADMIN_MESSAGES.confirmInactive))) return;
    if (inFlight.current) return;
    let message: string | null = null;
    inFlight.current = true;
    setSaving(true);
    try {
      const response = await saveUser({
        ...userValuesOf(draft, userId),
        version: record?.version ?? null,
        confirmed: inactivating ? [STATUS_CONFIRM_CODE.inactive] : [],
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

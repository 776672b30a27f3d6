import { useRef, useState } from 'react';
import { PEOPLE_MESSAGES, type Issue } from '@driller/domain';
import { useDialogs, type Dialogs } from '../../../components/ui/dialogs/dialog-context';
import { refusalOf } from './save-errors';

/** What differs between saving a driller and saving a user (spec 3 "Driller save", "Non-driller user form"). */
export interface PersonSaveSteps<Draft, Saved> {
  /** The field rules: messages beside their fields, and no save while there are any. */
  fieldIssues: (draft: Draft) => Issue[];
  /** The alerts and confirmations before the call: the codes of those confirmed, or null to stop. */
  confirm: (draft: Draft, dialogs: Dialogs) => Promise<string[] | null>;
  send: (
    draft: Draft,
    confirmed: string[],
  ) => Promise<{ data: Saved; message: string; accountInvited: boolean }>;
}

/**
 * Saving a person's form: field rules, the kind's confirmations, then the server (which checks
 * everything again); its answer or refusal is shown as an alert or beside the fields.
 */
export function usePersonSave<Draft, Saved>(
  steps: PersonSaveSteps<Draft, Saved>,
  onSaved: (saved: Saved) => void,
) {
  const dialogs = useDialogs();
  const [issues, setIssues] = useState<Issue[]>([]);
  const [saving, setSaving] = useState(false);
  // Save stays enabled (a disabled button drops the focus the answer's dialog gives back); this stops a second save.
  const inFlight = useRef(false);

  async function save(draft: Draft): Promise<void> {
    const found = steps.fieldIssues(draft);
    setIssues(found);
    if (found.length > 0) return;
    const confirmed = await steps.confirm(draft, dialogs);
    if (confirmed === null) return;
    if (inFlight.current) return;
    let message: string | null = null;
    inFlight.current = true;
    setSaving(true);
    try {
      const response = await steps.send(draft, confirmed);
      setIssues([]);
      onSaved(response.data);
      // The spec's message stands alone on its line; the invitation is a line of its own below it.
      message = response.accountInvited ? `${response.message}\n${PEOPLE_MESSAGES.invitationSent}` : response.message;
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

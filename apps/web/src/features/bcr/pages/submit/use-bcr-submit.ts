import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  BCR_MESSAGES,
  SUBMIT_ACTIONS,
  bcrMessage,
  exceptionReasonCodes,
  type BcrReview,
  type BcrSubmitRequest,
  type BcrView,
  type Issue,
  type SubmitAction,
} from '@driller/domain';
import { ApiError } from '../../../../lib/api/client';
import { useDialogs } from '../../../../components/ui/dialogs/dialog-context';
import { submitBcr } from '../../api/submit-bcr';
import type { BcrFormValues } from '../../wizard/bcr-form-values';
import { saveFailure, saveSuccessAlert } from '../../wizard/save-decisions';
import { useBcrWizard } from '../../wizard/wizard-context';

/** The submit body: the report as it stands, the action's status in the summary, the confirmed warnings' codes. */
export function submitBody(
  values: BcrFormValues,
  view: Pick<BcrView, 'formAId' | 'version'>,
  action: SubmitAction,
  review: BcrReview,
  requestId: string,
): BcrSubmitRequest {
  return {
    ...values,
    summary: { ...values.summary, formStatus: SUBMIT_ACTIONS[action].status },
    formAId: view.formAId,
    version: view.version,
    requestId,
    exceptionReasonCodes: exceptionReasonCodes(review),
  };
}

/**
 * Submit, Submit for review or Mark for Submit (spec 2 sections 4, 8): each warning is confirmed, then
 * the action's own confirmation; the request id is made once per submit and kept until the server has
 * answered, so a retry after a lost answer cannot submit twice.
 */
export function useBcrSubmit(review: BcrReview) {
  const { view, applyView } = useBcrWizard();
  const { getValues } = useFormContext<BcrFormValues>();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const requestId = useRef<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** The answer's message once the server took the submit (it differs by action). */
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Issue[]>([]);

  async function confirmed(action: SubmitAction): Promise<boolean> {
    for (const w of review.warnings) if (!(await dialogs.confirm(bcrMessage.confirm([w.message]), 'Warning'))) return false;
    return dialogs.confirm(SUBMIT_ACTIONS[action].confirm);
  }

  async function send(action: SubmitAction) {
    requestId.current ??= crypto.randomUUID();
    try {
      const answer = await submitBcr(submitBody(getValues(), view, action, review, requestId.current));
      requestId.current = null;
      const { warnings: _w, submission: _s, repeated: _r, ...next } = answer.data;
      applyView(next);
      const message = saveSuccessAlert(answer) ?? BCR_MESSAGES.submitted;
      setSubmitted(message);
      await dialogs.alert(message);
    } catch (e) {
      if (e instanceof ApiError) requestId.current = null;
      const failure = saveFailure(e);
      setRefusal(failure.issues);
      await dialogs.alert(failure.alert);
      if (failure.then === 'home') void navigate('/Home');
    }
  }

  async function submit() {
    const action = view.submitAction;
    if (!action || submitting || !(await confirmed(action))) return;
    setSubmitting(true);
    setRefusal([]);
    try {
      await send(action);
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting, submitted, refusal };
}

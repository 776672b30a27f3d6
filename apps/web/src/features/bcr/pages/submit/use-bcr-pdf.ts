import { useState } from 'react';
import { BCR_MESSAGES, addPdfEmail, canSendPdfEmail, pdfEmailOutcome, refusalResponse } from '@driller/domain';
import { useDialogs } from '../../../../components/ui/dialogs/dialog-context';
import { ApiError } from '../../../../lib/api/client';
import { useAuth } from '../../../../lib/auth/auth-context';
import { useOnlineStatus } from '../../../../lib/use-online-status';
import { openBcrPdf } from '../../../../lib/pdf/open-bcr-pdf';
import { emailBcrPdf } from '../../api/bcr-pdf';
import { useBcrWizard } from '../../wizard/wizard-context';

/** Spec 2 section 8 "Files": the server's own refusal when it sent one, the retry text when it could not answer. */
function pdfLoadMessage(error: unknown): string {
  if (error instanceof ApiError && error.body) return error.status >= 500 ? BCR_MESSAGES.fileLoadFailedRetry : error.message || BCR_MESSAGES.fileLoadFailed;
  return error instanceof ApiError ? BCR_MESSAGES.fileLoadFailed : BCR_MESSAGES.fileLoadFailedRetry;
}

/** The e-mail call's message (spec 2 section 8): the server's for 100007/100009/100001, else the fallback. */
function emailFailureMessage(error: unknown): string {
  const response = error instanceof ApiError && error.body ? refusalResponse(error.body) : { success: false };
  return pdfEmailOutcome(response) ?? BCR_MESSAGES.emailRequestFailed;
}

/**
 * The review page's PDF (spec 2 page 14): download it into a new window, keep the e-mail list (invalid
 * and duplicate addresses refused beside the field), and send it from the "Generate Bore Construction
 * Report & Email" modal. Both need the network ("This function can be accessed in online mode.").
 */
export function useBcrPdf() {
  const { view } = useBcrWizard();
  const { user } = useAuth();
  const dialogs = useDialogs();
  const online = useOnlineStatus();
  const [emails, setEmails] = useState<string[]>(() => (user?.email ? [user.email] : []));
  const [emailError, setEmailError] = useState<string | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [busy, setBusy] = useState<'opening' | 'sending' | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const needsNetwork = async () => {
    if (online) return false;
    await dialogs.alert(BCR_MESSAGES.onlineOnly);
    return true;
  };

  const open = async () => {
    if (await needsNetwork()) return;
    setBusy('opening');
    try {
      await openBcrPdf(view.formAId);
    } catch (error) {
      await dialogs.alert(pdfLoadMessage(error));
    } finally {
      setBusy(null);
    }
  };

  /** Adds the typed address; answers whether it was added (the field then clears). */
  const add = (email: string): boolean => {
    const next = addPdfEmail(emails, email);
    setEmailError(next.error ?? null);
    if (next.error) return false;
    setEmails(next.list);
    return true;
  };

  const send = async () => {
    setModalOpen(false);
    if (await needsNetwork()) return;
    setBusy('sending');
    setSent(null);
    try {
      setSent(await emailBcrPdf(view.formAId, emails));
    } catch (error) {
      await dialogs.alert(emailFailureMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return {
    emails,
    emailError,
    add,
    remove: (email: string) => setEmails(emails.filter((e) => e !== email)),
    clearError: () => setEmailError(null),
    canSend: canSendPdfEmail(user?.email, emails),
    modalOpen,
    openModal: () => setModalOpen(true),
    closeModal: () => setModalOpen(false),
    busy,
    sent,
    open,
    send,
  };
}

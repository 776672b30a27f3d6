import { useId, useState } from 'react';
import { PDF_EMAIL_LIMITS, PDF_EMAIL_MESSAGES } from '@driller/domain';
import { FieldError, describedBy } from '../../../../components/ui/form-field';
import { InPageAlert } from '../../../../components/ui/in-page-alert';
import { Loader } from '../../../../components/ui/loader';
import { AppModal } from '../../../../components/ui/modal';
import { useBcrWizard } from '../../wizard/wizard-context';
import { useBcrPdf } from './use-bcr-pdf';
import './bcr-pdf-panel.css';

type PdfState = ReturnType<typeof useBcrPdf>;

/** The e-mail list: an address field with Add, the error beside it, and the addresses with Remove. */
function EmailList({ pdf }: { pdf: PdfState }) {
  const [typed, setTyped] = useState('');
  const id = useId();
  const add = () => {
    if (pdf.add(typed)) setTyped('');
  };
  return (
    <div className="app-bcr-pdf__emails">
      <div className="nsw-form__group">
        <label className="nsw-form__label" htmlFor={id}>
          Email address
        </label>
        <span className="nsw-form__helper" id={`${id}-helper`}>
          Up to {PDF_EMAIL_LIMITS.maxRecipients} addresses receive the report as a PDF attachment.
        </span>
        <div className="app-bcr-pdf__add">
          <input
            id={id}
            type="email"
            className={`nsw-form__input${pdf.emailError ? ' has-error' : ''}`}
            value={typed}
            aria-invalid={pdf.emailError ? true : undefined}
            aria-describedby={describedBy(id, true, pdf.emailError ?? undefined)}
            onChange={(e) => {
              setTyped(e.target.value);
              pdf.clearError();
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <button type="button" className="nsw-button nsw-button--dark-outline" onClick={add}>
            Add email
          </button>
        </div>
        <FieldError id={id} message={pdf.emailError ?? undefined} />
      </div>
      {pdf.emails.length === 0 ? (
        <p>No email addresses added.</p>
      ) : (
        <ul className="app-bcr-pdf__list" aria-label="PDF recipients">
          {pdf.emails.map((email) => (
            <li key={email}>
              <span>{email}</span>
              <button type="button" className="nsw-button nsw-button--danger nsw-button--small" aria-label={`Remove ${email}`} onClick={() => pdf.remove(email)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The report as a PDF on the review page (spec 2 page 14): opened in a new window, or e-mailed to a list
 * of addresses after the "Generate Bore Construction Report & Email" modal confirms the recipients.
 */
export function BcrPdfPanel() {
  const { readOnly } = useBcrWizard();
  const pdf = useBcrPdf();
  const headingId = useId();
  return (
    <section className="app-work-section app-bcr-pdf" aria-labelledby={headingId}>
      <h3 id={headingId}>Bore Construction Report (PDF)</h3>
      <p>The PDF shows the saved report: save your changes first for them to appear in it.</p>
      <button type="button" className="nsw-button nsw-button--dark-outline" disabled={pdf.busy !== null} onClick={() => void pdf.open()}>
        Download PDF
      </button>
      {/* A read-only report's PDF still opens; its e-mail list is an input, disabled with the others. */}
      <fieldset className="app-bcr-fieldset" disabled={readOnly}>
        <EmailList pdf={pdf} />
        <button type="button" className="nsw-button nsw-button--dark" disabled={!pdf.canSend || pdf.busy !== null} onClick={pdf.openModal}>
          {PDF_EMAIL_MESSAGES.modalTitle}
        </button>
      </fieldset>
      {pdf.busy ? <Loader label={pdf.busy === 'opening' ? 'Preparing the PDF' : 'Sending the email'} size="sm" /> : null}
      {pdf.sent ? (
        <InPageAlert tone="success" compact>
          {pdf.sent}
        </InPageAlert>
      ) : null}
      <AppModal
        title={PDF_EMAIL_MESSAGES.modalTitle}
        isOpen={pdf.modalOpen}
        onClose={pdf.closeModal}
        footer={
          <>
            <button type="button" className="nsw-button nsw-button--dark" onClick={() => void pdf.send()}>
              Send
            </button>
            <button type="button" className="nsw-button nsw-button--dark-outline" onClick={pdf.closeModal}>
              Cancel
            </button>
          </>
        }
      >
        <p>The Bore Construction Report of the saved BCR will be generated as a PDF and emailed to:</p>
        <ul>
          {pdf.emails.map((email) => (
            <li key={email}>{email}</li>
          ))}
        </ul>
      </AppModal>
    </section>
  );
}

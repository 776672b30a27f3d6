import { useEffect, useRef } from 'react';
import { Icon } from './icon';

export interface SummaryError {
  /** The id of the field the message belongs to; the link moves focus there. Null for form-wide errors. */
  fieldId: string | null;
  message: string;
}

/**
 * The visible label of the field an error belongs to (its <label>, else its aria-label), so the summary
 * can say which field "Required" is about. Null when the field has none (a row table's cell).
 */
function fieldLabel(fieldId: string): string | null {
  const field = document.getElementById(fieldId);
  if (!field) return null;
  const labels = 'labels' in field ? (field as HTMLInputElement).labels : null;
  const label = labels?.[0]?.textContent ?? field.getAttribute('aria-label');
  return label?.trim() || null;
}

/**
 * The errors in the order of their fields on the page (GOV.UK's error summary lists them as a reader meets
 * the fields; the rules report them in their own order, which read as alphabetical on the Summary), then
 * the errors of no field on screen, as given.
 */
function inPageOrder(errors: readonly SummaryError[]): SummaryError[] {
  const placed = errors.map((error, index) => ({ error, index, field: error.fieldId ? document.getElementById(error.fieldId) : null }));
  const onPage = placed.filter((p) => p.field !== null);
  onPage.sort((a, b) => {
    if (a.field === b.field || !a.field || !b.field) return a.index - b.index;
    return a.field.compareDocumentPosition(b.field) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  return [...onPage, ...placed.filter((p) => p.field === null)].map((p) => p.error);
}

/**
 * The list of problems at the top of a form, each linking to its field (as GOV.UK / DEFRA forms do).
 * It takes focus when it appears so keyboard and screen-reader users learn the save did not happen.
 */
export function ErrorSummary({ errors, title = 'There is a problem' }: { errors: readonly SummaryError[]; title?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const key = errors.map((e) => `${e.fieldId}:${e.message}`).join('|');

  useEffect(() => {
    if (key !== '') ref.current?.focus();
  }, [key]);

  if (errors.length === 0) return null;
  return (
    <div ref={ref} className="nsw-in-page-alert nsw-in-page-alert--error app-error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <Icon name="error" className="nsw-in-page-alert__icon" size={30} />
      <div className="nsw-in-page-alert__content">
        <h2 id="error-summary-title" className="app-alert-heading">
          {title}
        </h2>
        <ul className="app-error-summary__list">
          {inPageOrder(errors).map((e, i) => {
            const label = e.fieldId ? fieldLabel(e.fieldId) : null;
            return (
              // Which field "Required" is about, read from the page as the summary renders (its errors come
              // from a save, so the fields were on screen before it). Drawn by CSS before the message
              // (error-summary: attr(data-field)), so the page's text holds the label once, at its field,
              // and a search for the label's text finds the field alone; the message stays the link.
              <li key={`${e.fieldId ?? 'form'}-${i}`} data-field={label ?? undefined}>
                {e.fieldId ? (
                  <a
                    href={`#${e.fieldId}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(e.fieldId ?? '')?.focus();
                    }}
                  >
                    {e.message}
                  </a>
                ) : (
                  <span className="app-error-summary__text">{e.message}</span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

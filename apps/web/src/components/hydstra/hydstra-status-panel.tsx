import './hydstra-status.css';
import { HYDSTRA_STATE_LABELS, nswDateTime, nswDateTimeText, type HydstraStatusResponse } from '@driller/domain';
import { InPageAlert } from '../ui/in-page-alert';
import { useHydstraStatus } from './use-hydstra-status';

/** dd/mm/yyyy hh:mm:ss in NSW time (spec 3: the portal's date-time), a dash for none. */
const dateTime = (iso: string | null | undefined) => nswDateTimeText(iso) || '—';

/** A row of the panel's summary list. */
function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="app-hydstra__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The retry note while a failed attempt waits for the next one. */
function RetryNote({ payload }: { payload: HydstraStatusResponse['payload'] }) {
  if (payload.state !== 'waiting' || payload.attempts === 0) return null;
  return (
    <Item term="Last attempt">
      Attempt {payload.attempts} did not reach Hydstra ({payload.lastError}); next attempt {dateTime(payload.nextAttemptAt)}
    </Item>
  );
}

/** What the export of a work's submitted BCR to Hydstra shows: the files sent, the run date, the status, the errors. */
export function HydstraStatusView({ status }: { status: HydstraStatusResponse }) {
  const { payload, formAJson: file, formAOutputJson: output } = status;
  const run = nswDateTime(output?.time_date);
  return (
    <dl className="app-hydstra__list">
      <Item term="Export">{HYDSTRA_STATE_LABELS[payload.state]}</Item>
      {payload.submittedAt ? <Item term="Submitted">{dateTime(payload.submittedAt)}</Item> : null}
      <RetryNote payload={payload} />
      {payload.state === 'failed' ? <Item term="Last error">{payload.lastError}</Item> : null}
      {payload.files.length > 0 ? (
        <Item term="Files sent">
          <ul className="app-hydstra__files">
            {payload.files.map((f) => (
              <li key={f.fileName}>{f.fileName}</li>
            ))}
          </ul>
        </Item>
      ) : null}
      {file ? (
        <Item term="Export file">
          {file.fileName}, created {dateTime(file.createdDate)}
        </Item>
      ) : null}
      {output ? (
        <>
          <Item term="Run date">{run.date || '—'}</Item>
          <Item term="Run time">{run.time || '—'}</Item>
          <Item term="Status">
            <span className={`app-hydstra__status app-hydstra__status--${output.status.toLowerCase()}`}>{output.status}</span>
          </Item>
          <Item term="Errors">
            {output.errors.length === 0 ? (
              'None'
            ) : (
              <ul className="app-hydstra__errors">
                {output.errors.map((e, i) => (
                  <li key={i}>{e}</li>
                ))}
              </ul>
            )}
          </Item>
        </>
      ) : null}
    </dl>
  );
}

/** The "Hydstra status" panel of a submitted BCR (and, later, of the dashboard's Hydstra Status modal). */
export function HydstraStatusPanel({ formAGuid, headingLevel = 3 }: { formAGuid: string; headingLevel?: 2 | 3 }) {
  const query = useHydstraStatus(formAGuid);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="app-work-section app-hydstra" aria-labelledby="hydstra-status-heading">
      <Heading id="hydstra-status-heading">Hydstra status</Heading>
      {query.data ? <HydstraStatusView status={query.data} /> : null}
      {query.isPending ? <p className="nsw-small">Loading the Hydstra status…</p> : null}
      {query.isError ? (
        <InPageAlert tone="error" compact>
          The Hydstra status could not be loaded. Please try again later.
        </InPageAlert>
      ) : null}
    </section>
  );
}

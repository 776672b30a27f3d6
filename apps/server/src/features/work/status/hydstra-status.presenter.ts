import type { HydstraExportState, HydstraStatusResponse } from '@driller/domain';
import type { ExportRow, ExportedFile } from '../../../adapters/hydstra/hydstra-exports.repository';
import type { HydstraOutput } from '../../../adapters/hydstra/hydstra-importer.port';

const STATE_OF_STATUS: Record<ExportRow['status'], HydstraExportState> = { queued: 'waiting', sending: 'sending', done: 'sent', failed: 'failed' };

/** A work whose BCR was never submitted: nothing sent, nothing answered. */
const notSubmitted = (work: { id: number; form_a_guid: string }) => ({
  formAJson: null,
  formAOutputJson: null,
  payload: { formAId: work.id, formAGuid: work.form_a_guid, state: 'notSubmitted' as const, submittedAt: null, attempts: 0, nextAttemptAt: null, lastError: null, files: [] },
});

/** gethydstrastatus's answer: spec 3's formAJson/formAOutputJson, and where the export stands. */
export function presentHydstraStatus(work: { id: number; form_a_guid: string }, row: ExportRow | undefined): Omit<HydstraStatusResponse, 'success'> {
  if (!row) return notSubmitted(work);
  const files = row.files as ExportedFile[];
  const json = files.find((f) => f.fileName.endsWith('.json'));
  const output = row.output as HydstraOutput | null;
  return {
    formAJson: json ? { fileName: json.fileName, createdDate: json.createdAt } : null,
    formAOutputJson: output ? { time_date: output.runDate, status: output.status, errors: output.errors } : null,
    payload: {
      formAId: work.id,
      formAGuid: work.form_a_guid,
      state: STATE_OF_STATUS[row.status],
      submittedAt: row.created_at.toISOString(),
      attempts: row.attempts,
      nextAttemptAt: row.status === 'queued' ? row.next_attempt_at.toISOString() : null,
      lastError: row.last_error,
      files: files.map((f) => ({ fileName: f.fileName, size: f.size })),
    },
  };
}

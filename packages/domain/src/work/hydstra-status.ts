import { z } from 'zod';

/**
 * Where a work's export to Hydstra stands (POST work/gethydstrastatus): not submitted yet, waiting in
 * the outbox (first try or a retry), being sent, sent (Hydstra answered; its own status says whether the
 * import succeeded), or given up after the last retry.
 */
export const HYDSTRA_EXPORT_STATES = ['notSubmitted', 'waiting', 'sending', 'sent', 'failed'] as const;
export type HydstraExportState = (typeof HYDSTRA_EXPORT_STATES)[number];

/** What the Hydstra status panel says for each state. */
export const HYDSTRA_STATE_LABELS: Record<HydstraExportState, string> = {
  notSubmitted: 'Not sent: the BCR has not been submitted yet',
  waiting: 'Waiting to be sent',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Not sent: Hydstra could not be reached after several attempts',
};

export const hydstraStatusRequestSchema = z.object({ formAGuid: z.uuid() });

/** The importer's answer as stored: spec 3 "formAOutputJson (runDate as time_date, status, errors)". */
export const hydstraOutputJsonSchema = z.object({
  time_date: z.string(),
  status: z.enum(['Success', 'Failed']),
  errors: z.array(z.string()),
});

/** Spec 3: formAJson (fileName, createdDate) is the report's JSON file; formAOutputJson the import's answer. */
export const hydstraStatusResponseSchema = z.object({
  success: z.literal(true),
  formAJson: z.object({ fileName: z.string(), createdDate: z.string() }).nullable(),
  formAOutputJson: hydstraOutputJsonSchema.nullable(),
  payload: z.object({
    formAId: z.number().int(),
    formAGuid: z.string(),
    state: z.enum(HYDSTRA_EXPORT_STATES),
    /** The submission the export carries. */
    submittedAt: z.string().nullable(),
    attempts: z.number().int(),
    nextAttemptAt: z.string().nullable(),
    lastError: z.string().nullable(),
    files: z.array(z.object({ fileName: z.string(), size: z.number().int() })),
  }),
});
export type HydstraStatusResponse = z.infer<typeof hydstraStatusResponseSchema>;

import { z } from 'zod';
import type { HydstraImporter } from './hydstra-importer.port';

const TIMEOUT_MS = 60_000;

const outputAnswer = z.object({
  runDate: z.string().min(1),
  status: z.enum(['Success', 'Failed']),
  errors: z.array(z.string()).default([]),
});

/**
 * The production importer: one POST per export to HYDSTRA_IMPORT_URL with the files (base64) and the
 * export id, which is also the Idempotency-Key: Hydstra's import service answers a repeated key with the
 * first import's output. A transport error, non-2xx answer or unexpected body throws, and the worker
 * retries later.
 */
export function createHttpImporter(url: string, fetchImpl: typeof fetch = fetch): HydstraImporter {
  return {
    async importExport(exportId, files) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': `driller-portal-export-${exportId}` },
        body: JSON.stringify({
          exportId,
          files: files.map((f) => ({ fileName: f.fileName, contentType: f.contentType, content: f.bytes.toString('base64') })),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`Hydstra import answered ${response.status}`);
      return outputAnswer.parse(await response.json());
    },
  };
}

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { BcrReport } from '@driller/domain';
import type { Db } from '../../platform/db/kysely';
import type { FileStorage } from '../storage/file-storage';
import { buildExportFiles } from './hydstra-export-files';
import { claimNextExport, completeExport, failAttempt, findExportSource, type ExportRow, type ExportedFile } from './hydstra-exports.repository';
import type { HydstraImporter } from './hydstra-importer.port';

export interface HydstraWorkerOptions {
  db: Db;
  storage: FileStorage;
  importer: HydstraImporter;
  workerId?: string;
  /** How often an idle worker looks for due exports. */
  pollMs?: number;
  /** How long a claim lasts: a worker that dies mid-send leaves the export to another after this. */
  leaseMs?: number;
  /** Attempts before an export is marked failed for good. */
  maxAttempts?: number;
  /** The wait before the first retry; each further retry waits twice as long, up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  onError?: (error: unknown, exportId: number) => void;
}

export interface HydstraWorker {
  /** Claims and sends one due export; false when none was due. */
  runOnce(): Promise<boolean>;
  /** Polls until stopped, sending every due export on each poll. */
  start(): void;
  /** Stops polling and waits for the export in hand. */
  stop(): Promise<void>;
}

/** Exponential backoff: backoffMs, then twice as long after each further failure, never above the cap. */
export function retryDelayMs(attempts: number, backoffMs: number, maxBackoffMs: number): number {
  return Math.min(maxBackoffMs, backoffMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * The snapshot is the report as submitted (already in its output shape); its header fields are the
 * work's (approval number, work id, GW number, as the BCR screens show them), taken from the work so the
 * file names and Hydstra's station are right whatever the snapshot carried.
 */
function withWorkHeader(report: BcrReport, work: { work_approval_no: string | null; approval_work_id: string | null; gw_no: string | null }): BcrReport {
  const summary = { ...report.summary, workApprovalNo: work.work_approval_no ?? report.summary.workApprovalNo, workId: work.approval_work_id ?? report.summary.workId, gwNo: work.gw_no ?? report.summary.gwNo };
  return { ...report, summary };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The Hydstra export worker (DESIGN "External systems"): any number of them, in any number of server
 * processes, share the outbox through claimNextExport. Files are written under `hydstra/<export id>/`
 * (rewritten as they were on a retry), then handed to the importer keyed by the export id.
 */
export function createHydstraWorker(o: HydstraWorkerOptions): HydstraWorker {
  const workerId = o.workerId ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const leaseMs = o.leaseMs ?? 5 * 60_000;
  const maxAttempts = o.maxAttempts ?? 10;
  const backoffMs = o.backoffMs ?? 30_000;
  const maxBackoffMs = o.maxBackoffMs ?? 60 * 60_000;

  async function send(row: ExportRow): Promise<void> {
    const source = await findExportSource(o.db, row.submission_id);
    const files = buildExportFiles({
      exportId: row.id,
      submissionId: source.id,
      formAId: source.work_id,
      formStatus: source.form_status,
      submittedAt: source.created_at,
      submittedBy: source.submitted_by,
      exceptionReasonCodes: source.exception_reason_codes,
      report: withWorkHeader(source.report as BcrReport, source),
    });
    const written: ExportedFile[] = [];
    for (const f of files) {
      const key = `hydstra/${row.id}/${f.fileName}`;
      await o.storage.put(key, f.bytes, f.contentType);
      written.push({ fileName: f.fileName, key, size: f.bytes.length, createdAt: new Date().toISOString() });
    }
    const output = await o.importer.importExport(row.id, files);
    await completeExport(o.db, row.id, workerId, written, output);
  }

  async function runOnce(): Promise<boolean> {
    const row = await claimNextExport(o.db, workerId, leaseMs);
    if (!row) return false;
    try {
      await send(row);
    } catch (error) {
      o.onError?.(error, row.id);
      const retryIn = row.attempts >= maxAttempts ? null : retryDelayMs(row.attempts, backoffMs, maxBackoffMs);
      await failAttempt(o.db, row.id, workerId, errorText(error), retryIn);
    }
    return true;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = true;

  const poll = () => {
    running = (async () => {
      try {
        while (!stopped && (await runOnce()));
      } catch (error) {
        // The database may be briefly unreachable; the next poll tries again.
        o.onError?.(error, 0);
      }
      if (!stopped) timer = setTimeout(poll, o.pollMs ?? 5_000).unref();
    })();
  };

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      poll();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

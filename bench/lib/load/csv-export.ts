import type { JWK } from 'jose';
import { ROLE } from '@driller/domain';
import { BENCH_SUBJECT } from '../../seed/seed-plan';
import { atMost, info, type Figure } from '../figures';
import { statusKb } from './proc-status';
import type { ServerProcess } from './server-process';
import { accessToken } from './tokens';

/** The memory a whole export may add to the server, whatever its size: a few batches of 500 rows. */
const EXTRA_MEMORY_TARGET_MB = 64;

/** One export of every report as a browser downloads it, with the server's resident memory sampled every 20 ms. */
async function exportOnce(server: ServerProcess, token: string) {
  const before = statusKb(server.pid, 'VmRSS');
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, statusKb(server.pid, 'VmRSS'))), 20);
  const started = performance.now();
  let lines = 0;
  let bytes = 0;
  try {
    const response = await fetch(`${server.url}/service/api/work/searchbcrlist/csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    if (!response.ok || !response.body) throw new Error(`CSV export answered ${response.status}`);
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  const mb = (kb: number) => (kb / 1024).toFixed(0);
  return { extraMb: (peak - before) / 1024, memory: `resident ${mb(before)} MB before, ${mb(peak)} MB at the peak`, rows: lines - 1, bytes, seconds: (performance.now() - started) / 1000 };
}

/**
 * Issue 11: the BCR search's CSV export of every report (the regulator's whole result, 100k rows at 1M
 * works), streamed from a server-side cursor. Reads the answer as a browser downloads it, counts its
 * lines, and samples the server's resident memory every 20 ms: the export must add a bounded amount,
 * not grow with the rows. It runs twice: the first export is what the target judges; the second shows
 * what one adds to a server whose heap an export has already sized (docs/decisions.md, Issue 8: Data at
 * scale). Linux only (/proc).
 */
export async function measureCsvExport(server: ServerProcess, key: JWK, tier: string): Promise<Figure[]> {
  const token = await accessToken(key, server.url, { label: 'regulator', subject: BENCH_SUBJECT.regulator, role: ROLE.regulator, isDCA: false });
  const first = await exportOnce(server, token);
  const again = await exportOnce(server, token);
  const { rows, bytes, seconds } = first;
  return [
    { ...atMost(`BCR search CSV export, every report: server memory added, ${tier}`, first.extraMb, EXTRA_MEMORY_TARGET_MB, 'MB'), measured: `${first.extraMb.toFixed(1)} MB (${first.memory})` },
    info(`BCR search CSV export, every report, again on the same server: memory added, ${tier}`, `${again.extraMb.toFixed(1)} MB (${again.memory})`),
    info(`BCR search CSV export, every report: size and time, ${tier}`, `${rows.toLocaleString('en-AU')} rows, ${(bytes / 2 ** 20).toFixed(1)} MiB in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en-AU')} rows/s)`),
  ];
}

/** What one load run measured: latencies of the requests that finished inside the measured window. */
export interface LoadResult {
  requests: number;
  failures: number;
  seconds: number;
  /** Requests per second. */
  throughput: number;
  p50: number;
  p99: number;
  max: number;
}

export interface LoadOptions {
  /** Requests in flight at once (the connections of the pool or the HTTP agent). */
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  /** Called when the warm-up ends and the measured window begins (to read CPU meters there, say). */
  onMeasureStart?: () => void;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * A closed-loop load: `concurrency` workers each run `task` back to back (the n-th call gets n, so
 * callers rotate over their variants, and the worker's index, for a caller whose workers each keep their
 * own state). The warm-up's requests are not counted.
 */
export async function runLoad(options: LoadOptions, task: (n: number, worker: number) => Promise<void>): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let n = 0;
  const start = performance.now();
  const measureFrom = start + options.warmupMs;
  const end = measureFrom + options.durationMs;
  const markStart = options.onMeasureStart ? setTimeout(options.onMeasureStart, options.warmupMs) : undefined;
  const worker = async (_: unknown, index: number) => {
    while (performance.now() < end) {
      const began = performance.now();
      let ok = true;
      await task(n++, index).catch(() => {
        ok = false;
      });
      const finished = performance.now();
      if (began < measureFrom || finished > end) continue;
      if (ok) latencies.push(finished - began);
      else failures += 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  clearTimeout(markStart);
  latencies.sort((a, b) => a - b);
  const seconds = options.durationMs / 1000;
  return {
    requests: latencies.length,
    failures,
    seconds,
    throughput: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
  };
}

export interface HttpRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

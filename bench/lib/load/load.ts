import http from 'node:http';

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
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * A closed-loop load: `concurrency` workers each run `task` back to back (the n-th call gets n, so
 * callers rotate over their variants). The warm-up's requests are not counted.
 */
export async function runLoad(options: LoadOptions, task: (n: number) => Promise<void>): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let n = 0;
  const start = performance.now();
  const measureFrom = start + options.warmupMs;
  const end = measureFrom + options.durationMs;
  const worker = async () => {
    while (performance.now() < end) {
      const began = performance.now();
      let ok = true;
      await task(n++).catch(() => {
        ok = false;
      });
      const finished = performance.now();
      if (began < measureFrom || finished > end) continue;
      if (ok) latencies.push(finished - began);
      else failures += 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
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

/** A keep-alive HTTP client over loopback: `sockets` connections, an answer other than 200 is a failure. */
export function httpClient(baseUrl: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(baseUrl);
  const send = (request: HttpRequest): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
      const req = http.request(
        {
          agent, hostname, port, method: request.method, path: request.path,
          headers: { ...request.headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${res.statusCode} ${request.path}: ${Buffer.concat(chunks).toString().slice(0, 300)}`))));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { send, close: () => agent.destroy() };
}

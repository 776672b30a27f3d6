import type { JWK } from 'jose';
import type { CompiledQuery } from 'kysely';
import type pg from 'pg';
import { recordingKysely } from '../../../apps/server/test/query-plans';
import { httpClient } from './http-client';
import { percentile, runLoad, type HttpRequest, type LoadOptions, type LoadResult } from './load';
import type { BenchQuery } from './queries';
import type { ServerProcess } from './server-process';
import { accessToken } from './tokens';
import { asPrepared } from '../../../apps/server/src/platform/db/prepared-statements';

/** Through the server: the load, the CPU a request cost the server process and the database, and the answer's size. */
export interface ServerMeasurement extends LoadResult {
  cpuMsPerRequest: number;
  databaseCpuMsPerRequest: number;
  bytes: number;
  single?: LoadResult;
}

/** One query's SQL (per variant, as the server's code sends it), its plans, and its load straight through pg. */
export interface BareMeasurement {
  query: BenchQuery;
  statements: CompiledQuery[][];
  explain: string;
  /** With the CPU a request cost the database and this process (PGlite runs in it). */
  bare: LoadResult & { cpuMsPerRequest: number };
  /** One request at a time, for the queries whose single-request latency has a target. */
  single?: LoadResult;
}

/** CPU meters in ms: the server process, and the database (PostgreSQL's processes; zero for PGlite, inside the server). */
export interface CpuMeters {
  bare: () => number;
  database: () => number;
}

/** Runs a load and spreads the CPU the meter saw over every request sent (warm-up included). */
async function loadWithCpu(meter: () => number, options: LoadOptions, run: () => Promise<LoadResult>) {
  const before = meter();
  const load = await run();
  const sent = load.requests + load.failures + (load.requests / options.durationMs) * options.warmupMs;
  return { load, cpuMsPerRequest: (meter() - before) / Math.max(sent, 1) };
}

export const CONCURRENCY = 16;

/** The signed-in person's portal record (users by idp_subject, a unique index): the same for every route. */
const isViewerLookup = (s: CompiledQuery) => s.sql.includes('"users"."idp_subject" = $1');

async function explainAnalyze(pool: pg.Pool, statements: readonly CompiledQuery[]): Promise<string> {
  const blocks: string[] = [];
  for (const s of statements.filter((statement) => !isViewerLookup(statement))) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.sql}`, [...s.parameters]);
    blocks.push(`${s.sql}\n-- parameters: ${JSON.stringify(s.parameters).slice(0, 300)}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  return blocks.join('\n\n');
}

/** Captures each variant's statements by running the server's code on a recording Kysely over `pool`. */
async function capture(pool: pg.Pool, query: BenchQuery): Promise<CompiledQuery[][]> {
  const all: CompiledQuery[][] = [];
  for (const variant of query.variants) {
    const recording = recordingKysely(pool);
    await variant.run(recording.db);
    all.push(recording.statements);
  }
  return all;
}

/**
 * The same SQL straight through pg: each variant's statements in order, `CONCURRENCY` at once, prepared
 * per connection exactly as the server prepares them (so the reference is as fast as pg allows).
 */
export async function measureBare(pool: pg.Pool, query: BenchQuery, options: LoadOptions, cpu: CpuMeters): Promise<BareMeasurement> {
  const statements = await capture(pool, query);
  const explain = await explainAnalyze(pool, statements[0] ?? []);
  const task = async (n: number) => {
    for (const s of statements[n % statements.length] ?? []) await pool.query(asPrepared(s.sql, s.parameters));
  };
  const { load, cpuMsPerRequest } = await loadWithCpu(() => cpu.bare() + cpu.database(), options, () => runLoad(options, task));
  const single = query.oneAtATime ? await runLoad({ ...options, concurrency: 1 }, task) : undefined;
  return { query, statements, explain, bare: { ...load, cpuMsPerRequest }, ...(single ? { single } : {}) };
}

/** The query through the real server: HTTP on loopback, `CONCURRENCY` keep-alive connections. */
export async function measureServer(server: ServerProcess, key: JWK, query: BenchQuery, options: LoadOptions, database: () => number = () => 0): Promise<ServerMeasurement> {
  const client = httpClient(server.url, CONCURRENCY);
  const headers = query.persona ? { authorization: `Bearer ${await accessToken(key, server.url, query.persona)}` } : undefined;
  const request = (n: number) => ({ ...query.variants[n % query.variants.length]?.request, headers }) as HttpRequest;
  try {
    // One request first: a refusal (a bad token, a wrong path) stops the bench instead of timing errors.
    const bytes = (await client.send(request(0))).length;
    const databaseBefore = database();
    const { load, cpuMsPerRequest } = await loadWithCpu(() => server.cpuMs(), options, () =>
      runLoad(options, (n) => client.send(request(n)).then(() => undefined)),
    );
    const sent = load.requests + load.failures + (load.requests / options.durationMs) * options.warmupMs;
    const databaseCpuMsPerRequest = (database() - databaseBefore) / Math.max(sent, 1);
    const single = query.oneAtATime ? await runLoad({ ...options, concurrency: 1 }, (n) => client.send(request(n)).then(() => undefined)) : undefined;
    return { ...load, cpuMsPerRequest, databaseCpuMsPerRequest, bytes, ...(single ? { single } : {}) };
  } finally {
    client.close();
  }
}

/** The health check's latency, polled every 100 ms while `query` runs under load (PGlite has one connection). */
export async function healthUnderLoad(server: ServerProcess, key: JWK, query: BenchQuery, options: LoadOptions) {
  const probe = httpClient(server.url, 1);
  const latencies: number[] = [];
  let running = true;
  const poll = (async () => {
    await new Promise((r) => setTimeout(r, options.warmupMs));
    while (running) {
      const began = performance.now();
      await probe.send({ method: 'GET', path: '/service/api/health' });
      latencies.push(performance.now() - began);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const load = await measureServer(server, key, query, options);
  running = false;
  await poll;
  probe.close();
  latencies.sort((a, b) => a - b);
  return { load, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) ?? Number.NaN, samples: latencies.length };
}

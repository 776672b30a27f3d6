import type pg from 'pg';
import type { Db } from '../../../apps/server/src/platform/db/kysely';
import { atLeast, atMost, info, type Detail, type Figure } from '../figures';
import { ownCpuMs } from './cpu';
import { measureCsvExport } from './csv-export';
import type { LoadOptions } from './load';
import { CONCURRENCY, healthUnderLoad, measureBare, measureServer, type BareMeasurement, type ServerMeasurement } from './measure';
import { benchQueries } from './queries';
import type { ServerProcess } from './server-process';
import { signingKey } from './tokens';

/** A seeded database to measure: how to reach it straight through pg, and how to start the server on it. */
export interface Tier {
  /** e.g. "100k works, PostgreSQL". */
  label: string;
  openBare: () => Promise<{ pool: pg.Pool; db: Db; close: () => Promise<void> }>;
  startServer: () => Promise<ServerProcess>;
  filesDir: string;
  /** PostgreSQL's CPU meter (its processes); none for PGlite, which runs inside the measured process. */
  databaseCpu?: (pool: pg.Pool) => Promise<() => number>;
}

export const LOAD: LoadOptions = {
  concurrency: CONCURRENCY,
  warmupMs: 1000,
  durationMs: Number(process.env.BENCH_DATA_SECONDS ?? 4) * 1000,
};

const ms = (v: number) => `${v.toFixed(1)} ms`;

/**
 * The targets of issue 8: p99 under 50 ms and at least half the bare SQL's throughput at 16 connections;
 * work/{id} within 2x the bare SQL for one load (median, one request at a time; the loaded ratio beside it).
 */
function figuresOf(tier: string, m: BareMeasurement, server: ServerMeasurement): Figure[] {
  const name = m.query.name;
  const ratio = server.throughput / m.bare.throughput;
  const figures: Figure[] = [
    { ...atMost(`${name} p99, ${tier}`, server.p99, 50, 'ms'), measured: `${ms(server.p99)} (bare SQL ${ms(m.bare.p99)}; answer ${(server.bytes / 1024).toFixed(1)} KiB)` },
    {
      ...atLeast(`${name} throughput vs bare SQL, ${tier}`, ratio, 0.5, '×', 2),
      measured: `${ratio.toFixed(2)} × (${server.throughput.toFixed(0)} vs ${m.bare.throughput.toFixed(0)} req/s; CPU a request: server ${server.cpuMsPerRequest.toFixed(2)} + database ${server.databaseCpuMsPerRequest.toFixed(2)} ms vs bare ${m.bare.cpuMsPerRequest.toFixed(2)} ms)`,
    },
  ];
  if (server.single && m.single) {
    const one = server.single.p50 / m.single.p50;
    const loaded = server.p50 / m.bare.p50;
    figures.push(
      { ...atMost(`${name} p99, one request at a time, ${tier}`, server.single.p99, 50, 'ms'), measured: `${ms(server.single.p99)} (median ${ms(server.single.p50)}; bare SQL p99 ${ms(m.single.p99)})` },
    );
    figures.push(
      { ...atMost(`${name} latency vs bare SQL, one request at a time, ${tier}`, one, 2, '×', 2), measured: `${one.toFixed(2)} × (median ${ms(server.single.p50)} vs ${ms(m.single.p50)})` },
      info(`${name} latency vs bare SQL at ${CONCURRENCY} connections, ${tier}`, `${loaded.toFixed(2)} × (median ${ms(server.p50)} vs ${ms(m.bare.p50)})`),
    );
  }
  if (server.failures + m.bare.failures > 0) figures.push(info(`${name} failed requests, ${tier}`, `${server.failures} server, ${m.bare.failures} bare`));
  return figures;
}

/**
 * Measures every query of the tier: first straight through pg (statements captured from the server's
 * own code, EXPLAIN ANALYZE of each), then through the server started on the same database.
 */
export async function measureTier(tier: Tier, log: (line: string) => void): Promise<{ figures: Figure[]; details: Detail[] }> {
  const bare = await tier.openBare();
  const key = await signingKey(bare.pool);
  const database = tier.databaseCpu ? await tier.databaseCpu(bare.pool) : () => 0;
  const cpu = { bare: ownCpuMs, database };
  const queries = await benchQueries(bare.db, bare.pool, tier.filesDir);
  const measured: BareMeasurement[] = [];
  try {
    for (const query of queries) {
      const m = await measureBare(bare.pool, query, LOAD, cpu);
      log(`bare  ${query.name}: p99 ${ms(m.bare.p99)}, ${m.bare.throughput.toFixed(0)} req/s, CPU ${m.bare.cpuMsPerRequest.toFixed(2)} ms a request`);
      measured.push(m);
    }
  } finally {
    await bare.close();
  }
  const server = await tier.startServer();
  const figures: Figure[] = [];
  try {
    for (const m of measured) {
      const result = await measureServer(server, key, m.query, LOAD, database);
      log(`server ${m.query.name}: p99 ${ms(result.p99)}, ${result.throughput.toFixed(0)} req/s, CPU ${result.cpuMsPerRequest.toFixed(2)} + ${result.databaseCpuMsPerRequest.toFixed(2)} ms a request`);
      figures.push(...figuresOf(tier.label, m, result));
    }
    const list = queries[0];
    if (list) {
      const health = await healthUnderLoad(server, key, list, LOAD);
      figures.push(info(`health check while ${list.name} runs at ${CONCURRENCY} connections, ${tier.label}`, `p50 ${ms(health.p50)}, p99 ${ms(health.p99)}, max ${ms(health.max)} (${health.samples} probes)`));
    }
    figures.push(...(await measureCsvExport(server, key, tier.label)));
  } finally {
    await server.stop();
  }
  const details = measured.map((m) => ({ title: `EXPLAIN (ANALYZE, BUFFERS): ${m.query.name}, ${tier.label}`, body: m.explain }));
  return { figures, details };
}

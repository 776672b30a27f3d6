import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { BcrSaveRequest, BcrView } from '@driller/domain';
import { hasPostgres, startCluster } from '../scripts/postgres-cluster.mjs';
import { createTestApp, type TestApp } from '../apps/server/test/test-app';
import { as } from '../apps/server/test/work-factory';
import { ROW_SECTIONS, ROW_TABLES } from '../apps/server/src/platform/db/tables/bcr.row-tables';
import { atMost, info, record, type Figure } from './lib/figures';

/**
 * The BCR API under load (issue 9): GET bcr/{formAId} of a full report (30 rows over its sections) and
 * a section save, 16 connections over HTTP on loopback, with REPORTS reports stored. On PostgreSQL
 * (a throwaway cluster) when the server binaries are installed, else on PGlite. The load generator runs
 * in the same process as the server: on 2 shared cores the figures are noisy upper bounds.
 */
const CONNECTIONS = 16;
const SECONDS = Number(process.env.BCR_BENCH_SECONDS ?? 10);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Clones the seeded demo work and its BCR `count` times, in SQL (one statement per table). */
async function cloneDemoReports(t: TestApp, count: number): Promise<number[]> {
  const demo = await t.db.selectFrom('works').select('id').where('create_request_id', '=', 'seed-demo-bcr-draft').executeTakeFirstOrThrow();
  const bcr = await t.db.selectFrom('bcr_reports').select('id').where('work_id', '=', demo.id).executeTakeFirstOrThrow();
  const workColumns = (await sql<{ c: string }>`select column_name as c from information_schema.columns where table_name = 'works' and column_name not in ('id', 'form_a_guid', 'create_request_id', 'work_id')`.execute(t.db)).rows.map((r) => r.c);
  const cols = sql.join(workColumns.map((c) => sql.ref(c)));
  await sql`insert into works (${cols}, work_id, create_request_id)
            select ${cols}, (9000000 + i)::text, 'bench-' || i from works, generate_series(1, ${count}) i where id = ${demo.id}`.execute(t.db);
  await sql`insert into work_offline_locks (work_id) select id from works where create_request_id like 'bench-%'`.execute(t.db);
  await sql`insert into work_approval_conditions (work_id, condition_no, condition, status, accepted_at, accepted_by_user_id, accepted_by_name, accepted_role)
            select w.id, c.condition_no, c.condition, c.status, c.accepted_at, c.accepted_by_user_id, c.accepted_by_name, c.accepted_role
            from works w cross join work_approval_conditions c where w.create_request_id like 'bench-%' and c.work_id = ${demo.id}`.execute(t.db);
  const rootColumns = (await sql<{ c: string }>`select column_name as c from information_schema.columns where table_name = 'bcr_reports' and column_name not in ('id', 'work_id')`.execute(t.db)).rows.map((r) => r.c);
  const rc = sql.join(rootColumns.map((c) => sql.ref(c)));
  await sql`insert into bcr_reports (work_id, ${rc}) select w.id, ${sql.join(rootColumns.map((c) => sql.ref(`r.${c}`)))}
            from works w cross join bcr_reports r where w.create_request_id like 'bench-%' and r.id = ${bcr.id}`.execute(t.db);
  for (const section of ROW_SECTIONS) {
    const table = ROW_TABLES[section].table;
    const columns = (await sql<{ c: string }>`select column_name as c from information_schema.columns where table_name = ${table} and column_name not in ('id', 'bcr_id')`.execute(t.db)).rows.map((r) => r.c);
    await sql`insert into ${sql.table(table)} (bcr_id, ${sql.join(columns.map((c) => sql.ref(c)))})
              select n.id, ${sql.join(columns.map((c) => sql.ref(`x.${c}`)))}
              from bcr_reports n join works w on w.id = n.work_id cross join ${sql.table(table)} x
              where w.create_request_id like 'bench-%' and x.bcr_id = ${bcr.id}`.execute(t.db);
  }
  await sql`analyze`.execute(t.db);
  const rows = await t.db.selectFrom('works').select('id').where('create_request_id', 'like', 'bench-%').orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** Runs `CONNECTIONS` loops of `request` for SECONDS; latencies in ms and the process CPU time used. */
async function load(request: (worker: number) => Promise<void>) {
  const latencies: number[] = [];
  const cpu = process.cpuUsage();
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      while (performance.now() < end) {
        const start = performance.now();
        await request(worker);
        latencies.push(performance.now() - start);
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  return { latencies, cpuSeconds: (used.user + used.system) / 1e6 };
}

async function main(): Promise<void> {
  const cluster = hasPostgres() ? await startCluster() : null;
  if (cluster) process.env.TEST_DATABASE_URL = cluster.url;
  const reports = Number(process.env.BCR_BENCH_REPORTS ?? (cluster ? 100_000 : 2_000));
  const kind = cluster ? 'PostgreSQL' : 'PGlite';
  const t = await createTestApp();
  try {
    const cloneStart = performance.now();
    const ids = await cloneDemoReports(t, reports);
    const cloneSeconds = (performance.now() - cloneStart) / 1000;
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = await as(t, 'driller');
    const pick = () => ids[Math.floor(Math.random() * ids.length)] ?? 0;
    let failures = 0;

    const get = await load(async () => {
      const res = await fetch(`${base}/service/api/bcr/${pick()}`, { headers });
      if (res.status !== 200) failures += 1;
      await res.arrayBuffer();
    });

    // Each connection saves the lithology of its own report, naming the version its last save returned.
    const mine = await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, i) => {
        const res = await fetch(`${base}/service/api/bcr/${ids[i]}`, { headers });
        return ((await res.json()) as { data: BcrView }).data;
      }),
    );
    const save = await load(async (worker) => {
      const view = mine[worker]!;
      const body: BcrSaveRequest = { ...(view.report as BcrSaveRequest), formAId: view.formAId, version: view.version };
      body.lithology![0]!.additionalInformation = `Clay ${view.version}`;
      body.lithology![0]!.status = 'newmodify';
      const res = await fetch(`${base}/service/api/bcr/savelithology`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const answer = (await res.json()) as { data: BcrView };
      if (res.status !== 200) failures += 1;
      else mine[worker] = answer.data;
    });

    const label = `${reports.toLocaleString('en-AU')} reports, ${kind}, ${CONNECTIONS} connections`;
    const figures: Figure[] = [
      atMost(`GET bcr/{id} p99 (full report, ~30 rows), ${label}`, percentile(get.latencies, 99), 30, 'ms'),
      info(`GET bcr/{id} p50 / throughput, ${label}`, `${percentile(get.latencies, 50).toFixed(1)} ms / ${(get.latencies.length / SECONDS).toFixed(0)} req/s`),
      atMost(`section save (lithology) p99, ${label}`, percentile(save.latencies, 99), 50, 'ms'),
      info(`section save p50 / throughput, ${label}`, `${percentile(save.latencies, 50).toFixed(1)} ms / ${(save.latencies.length / SECONDS).toFixed(0)} req/s`),
      info('CPU per request (server and load generator, one process): GET / save', `${((get.cpuSeconds / get.latencies.length) * 1000).toFixed(2)} ms / ${((save.cpuSeconds / save.latencies.length) * 1000).toFixed(2)} ms`),
      info(`reports cloned in SQL (${reports.toLocaleString('en-AU')})`, `${cloneSeconds.toFixed(1)} s`),
      atMost('refused or failed requests during the runs', failures, 0, 'requests', 0),
    ];
    record('bcr-api', figures);
  } finally {
    await t.close();
    cluster?.stop();
  }
}

await main();

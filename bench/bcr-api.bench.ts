import { performance } from 'node:perf_hooks';
import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import pg from 'pg';
import { ROLE, type BcrSaveRequest, type BcrView, type CurrentUser } from '@driller/domain';
import { hasPostgres, startCluster } from '../scripts/postgres-cluster.mjs';
import { createKysely, type Db } from '../apps/server/src/platform/db/kysely';
import { migrate } from '../apps/server/src/platform/db/migrate';
import { seedDemoData } from '../apps/server/src/platform/db/seed';
import { ROW_SECTIONS, ROW_TABLES, type RowSection } from '../apps/server/src/platform/db/tables/bcr.row-tables';
import { loadBcrFor } from '../apps/server/src/features/bcr/record/bcr-query.service';
import { recordingKysely } from '../apps/server/test/query-plans';
import { atMost, info, record, type Figure } from './lib/figures';
import { httpClient } from './lib/load/http-client';
import { postgresCpuMeter } from './lib/load/cpu';
import { runLoad } from './lib/load/load';
import { startServer } from './lib/load/server-process';
import { accessToken, signingKey } from './lib/load/tokens';
import { asPrepared } from '../apps/server/src/platform/db/prepared-statements';

/**
 * The BCR API under load (issue 9): GET bcr/{formAId} of a full report (30 rows over its sections) and
 * a section save, 16 connections over HTTP on loopback, with REPORTS reports stored on PostgreSQL (a
 * throwaway cluster). The compiled server runs in its own process, as production runs it; the load
 * generator (this process) shares the machine's cores with it and with PostgreSQL.
 */
const CONNECTIONS = 16;
const SECONDS = Number(process.env.BCR_BENCH_SECONDS ?? 10);
/** The seeded demo driller who owns the demo BCR (and so every clone of it). */
const DRILLER = { label: 'demo driller', subject: 'demo-dl1234', role: ROLE.driller, isDCA: false };

/** A table's column names, but for those named in `except`. */
async function columnNames(db: Db, table: string, except: readonly string[] = []): Promise<string[]> {
  const rows = (await sql<{ c: string }>`select column_name as c from information_schema.columns where table_name = ${table}`.execute(db)).rows;
  return rows.map((r) => r.c).filter((c) => !except.includes(c));
}

/**
 * How many pieces each row of the demo BCR's depth sections is cut into: its 14 rows become 31, the
 * "full report, about 30 rows" issue 9 names (a bore logged in 8 lithology layers, 3 casing strings...).
 */
const PIECES: Partial<Record<RowSection, number>> = { lithology: 4, drillingDetails: 2, waterBearingZones: 3, casingLiner: 3, annulusFillSeal: 3, waterEntryDesign: 2, gravelPack: 2 };

/** The columns a cut row gets anew: its id, place and depths (and a zone's thickness, which follows them). */
const CUT_COLUMNS = ['id', 'bcr_id', 'sequence', 'depth_from', 'depth_to', 'thickness'];

/**
 * Cuts each row of those sections into contiguous pieces over the same depths (every other value kept;
 * a zone's thickness follows its depths), so the report stays as valid as the demo's.
 */
async function thickenReport(db: Db, bcrId: number): Promise<void> {
  for (const [section, pieces] of Object.entries(PIECES) as [RowSection, number][]) {
    const table = ROW_TABLES[section].table;
    const columns = await columnNames(db, table);
    const kept = columns.filter((c) => !CUT_COLUMNS.includes(c));
    const at = (i: RawBuilder<unknown>) => sql`round(s.depth_from + (s.depth_to - s.depth_from) * ${i} / ${pieces}, 2)`;
    const thickness = columns.includes('thickness') ? [sql`thickness`] : [];
    const thicknessValue = columns.includes('thickness') ? [sql`${at(sql`(p.i + 1)`)} - ${at(sql`p.i`)}`] : [];
    await sql`with s as (delete from ${sql.table(table)} where bcr_id = ${bcrId} returning *)
      insert into ${sql.table(table)} (bcr_id, sequence, depth_from, depth_to, ${sql.join([...thickness, ...kept.map((c) => sql.ref(c))])})
      select s.bcr_id, row_number() over (order by s.sequence, p.i), ${at(sql`p.i`)}, ${at(sql`(p.i + 1)`)},
        ${sql.join([...thicknessValue, ...kept.map((c) => sql.ref(`s.${c}`))])}
      from s cross join generate_series(0, ${pieces - 1}) p(i)`.execute(db);
  }
}

/** Clones the seeded demo work and its BCR `count` times, in SQL (one statement per table). */
async function cloneDemoReports(db: Db, count: number): Promise<number[]> {
  const demo = await db.selectFrom('works').select('id').where('create_request_id', '=', 'seed-demo-bcr-draft').executeTakeFirstOrThrow();
  const bcr = await db.selectFrom('bcr_reports').select('id').where('work_id', '=', demo.id).executeTakeFirstOrThrow();
  await thickenReport(db, bcr.id);
  const workColumns = await columnNames(db, 'works', ['id', 'form_a_guid', 'create_request_id', 'work_id']);
  const cols = sql.join(workColumns.map((c) => sql.ref(c)));
  await sql`insert into works (${cols}, work_id, create_request_id)
            select ${cols}, (9000000 + i)::text, 'bench-' || i from works, generate_series(1, ${count}) i where id = ${demo.id}`.execute(db);
  await sql`insert into work_offline_locks (work_id) select id from works where create_request_id like 'bench-%'`.execute(db);
  await sql`insert into work_approval_conditions (work_id, condition_no, condition, status, accepted_at, accepted_by_user_id, accepted_by_name, accepted_role)
            select w.id, c.condition_no, c.condition, c.status, c.accepted_at, c.accepted_by_user_id, c.accepted_by_name, c.accepted_role
            from works w cross join work_approval_conditions c where w.create_request_id like 'bench-%' and c.work_id = ${demo.id}`.execute(db);
  const rootColumns = await columnNames(db, 'bcr_reports', ['id', 'work_id']);
  const rc = sql.join(rootColumns.map((c) => sql.ref(c)));
  await sql`insert into bcr_reports (work_id, ${rc}) select w.id, ${sql.join(rootColumns.map((c) => sql.ref(`r.${c}`)))}
            from works w cross join bcr_reports r where w.create_request_id like 'bench-%' and r.id = ${bcr.id}`.execute(db);
  for (const section of ROW_SECTIONS) {
    const table = ROW_TABLES[section].table;
    const columns = await columnNames(db, table, ['id', 'bcr_id']);
    await sql`insert into ${sql.table(table)} (bcr_id, ${sql.join(columns.map((c) => sql.ref(c)))})
              select n.id, ${sql.join(columns.map((c) => sql.ref(`x.${c}`)))}
              from bcr_reports n join works w on w.id = n.work_id cross join ${sql.table(table)} x
              where w.create_request_id like 'bench-%' and x.bcr_id = ${bcr.id}`.execute(db);
  }
  // Settled, as bench/seed leaves its tables: without it autovacuum visited the 3 million new rows while
  // the GETs ran, and their first reads wrote hint bits on every page.
  await sql`vacuum analyze`.execute(db);
  const rows = await db.selectFrom('works').select('id').where('create_request_id', 'like', 'bench-%').orderBy('id').execute();
  return rows.map((r) => r.id);
}

/**
 * Seconds of load before the measured window. A server process just started runs its code unoptimised
 * until V8 has compiled the hot paths: its first 3 s under this load served a third of the steady
 * throughput and held most of the run's slowest 1 % of requests. A driller meets a server that has been
 * serving for hours, so that is what is measured (the data benches discard their first second likewise).
 */
const WARMUP_SECONDS = Number(process.env.BCR_BENCH_WARMUP_SECONDS ?? 5);

/** CPU time used so far, in ms: the server process's and its PostgreSQL backends'. */
interface CpuMeters {
  server: () => number;
  database: () => number;
}

/**
 * `CONNECTIONS` loops of `request` (each given its loop's index) for the warm-up, then SECONDS more: the
 * load's figures, with the server's and the database's CPU a request over the measured window.
 */
async function load(meters: CpuMeters, request: (worker: number) => Promise<void>) {
  let atStart = { server: Number.NaN, database: Number.NaN };
  const onMeasureStart = () => (atStart = { server: meters.server(), database: meters.database() });
  const run = await runLoad({ concurrency: CONNECTIONS, warmupMs: WARMUP_SECONDS * 1000, durationMs: SECONDS * 1000, onMeasureStart }, (_n, worker) => request(worker));
  const perRequest = (ms: number) => ms / Math.max(run.requests, 1);
  return { ...run, cpu: { server: perRequest(meters.server() - atStart.server), database: perRequest(meters.database() - atStart.database) } };
}

/**
 * GET bcr/{id}'s SQL straight through pg, CONNECTIONS at once, prepared as the server prepares them: the
 * statements the server's own code sends for a report (captured on a recording Kysely), the reference the
 * server's figures sit beside.
 */
async function bareGet(url: string, ids: readonly number[]) {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  try {
    const me: CurrentUser = {
      subject: DRILLER.subject, userId: null, firstName: '', lastName: '', email: '', roleId: DRILLER.role, isDCA: false,
      organisationName: '', drillerLicenseNo: '', workMobile: '', drillingClass: '', userName: DRILLER.subject,
    };
    const variants: CompiledQuery[][] = [];
    for (const id of ids.slice(0, 24)) {
      const recording = recordingKysely(pool);
      await loadBcrFor(recording.db, me, id);
      variants.push(recording.statements);
    }
    const run = await runLoad({ concurrency: CONNECTIONS, warmupMs: WARMUP_SECONDS * 1000, durationMs: SECONDS * 1000 }, async (n) => {
      for (const s of variants[n % variants.length] ?? []) await pool.query(asPrepared(s.sql, s.parameters));
    });
    return { ...run, statements: variants[1]?.length ?? 0 };
  } finally {
    await pool.end();
  }
}

/** A database on the cluster, migrated and seeded with the demo data, and `reports` clones of the demo BCR. */
async function seededDatabase(clusterUrl: string, reports: number) {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query('create database bcr_bench');
  await admin.end();
  const url = clusterUrl.replace(/\/postgres$/, '/bcr_bench');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = createKysely(pool);
  await migrate(db);
  await seedDemoData(db);
  const cloneStart = performance.now();
  const ids = await cloneDemoReports(db, reports);
  await db.destroy();
  return { url, ids, cloneSeconds: (performance.now() - cloneStart) / 1000 };
}

/** The identity provider's signing key, which the server created on its first start. */
async function withPool<T>(url: string, use: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    return await use(pool);
  } finally {
    await pool.end();
  }
}

async function main(): Promise<void> {
  if (!hasPostgres()) {
    record('bcr-api', [info('BCR API under load', 'not measured: the PostgreSQL server binaries are not installed (npm test installs them)')]);
    return;
  }
  const cluster = await startCluster();
  const reports = Number(process.env.BCR_BENCH_REPORTS ?? 100_000);
  try {
    const { url, ids, cloneSeconds } = await seededDatabase(cluster.url, reports);
    const bare = await bareGet(url, ids);
    const server = await startServer({ url });
    const key = await withPool(url, signingKey);
    const client = httpClient(server.url, CONNECTIONS);
    const meterPool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      const meters: CpuMeters = { server: () => server.cpuMs(), database: await postgresCpuMeter(meterPool) };
      const headers = { authorization: `Bearer ${await accessToken(key, server.url, DRILLER)}` };
      const pick = () => ids[Math.floor(Math.random() * ids.length)] ?? 0;
      const getView = async (id: number) => (JSON.parse((await client.send({ method: 'GET', path: `/service/api/bcr/${id}`, headers })).toString()) as { data: BcrView }).data;
      for (let i = 0; i < 200; i++) await getView(pick());
      const measuredAnswer = await client.send({ method: 'GET', path: `/service/api/bcr/${pick()}`, headers });
      const measured = (JSON.parse(measuredAnswer.toString()) as { data: BcrView }).data;
      const rowCount = ROW_SECTIONS.reduce((n, s) => n + (ROW_TABLES[s].rows(measured.report) as unknown[]).length, 0);

      const get = await load(meters, async () => {
        await client.send({ method: 'GET', path: `/service/api/bcr/${pick()}`, headers });
      });

      // Each connection saves the lithology of its own report, naming the version its last save returned.
      const mine = await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => getView(ids[i] ?? 0)));
      const save = await load(meters, async (worker) => {
        const view = mine[worker]!;
        const body: BcrSaveRequest = { ...(view.report as BcrSaveRequest), formAId: view.formAId, version: view.version };
        body.lithology![0]!.additionalInformation = `Clay ${view.version}`;
        body.lithology![0]!.status = 'newmodify';
        const answer = await client.send({ method: 'POST', path: '/service/api/bcr/savelithology', headers, body });
        mine[worker] = (JSON.parse(answer.toString()) as { data: BcrView }).data;
      });

      const label = `${reports.toLocaleString('en-AU')} reports, PostgreSQL, ${CONNECTIONS} connections`;
      const figures: Figure[] = [
        atMost(`GET bcr/{id} p99 (full report, ~30 rows), ${label}`, get.p99, 30, 'ms'),
        info(`GET bcr/{id} p50 / throughput, ${label}`, `${get.p50.toFixed(1)} ms / ${get.throughput.toFixed(0)} req/s`),
        info(`GET bcr/{id}'s SQL straight through pg (${bare.statements} statements), p50 / p99 / throughput, ${label}`, `${bare.p50.toFixed(1)} ms / ${bare.p99.toFixed(1)} ms / ${bare.throughput.toFixed(0)} req/s`),
        atMost(`section save (lithology) p99, ${label}`, save.p99, 50, 'ms'),
        info(`section save p50 / throughput, ${label}`, `${save.p50.toFixed(1)} ms / ${save.throughput.toFixed(0)} req/s`),
        info('CPU a request, server + database: GET / save', `${get.cpu.server.toFixed(2)} + ${get.cpu.database.toFixed(2)} ms / ${save.cpu.server.toFixed(2)} + ${save.cpu.database.toFixed(2)} ms`),
        info('the report measured: rows over its sections, errors and warnings on its review page', `${rowCount} rows, ${measured.review.errors.length} errors, ${measured.review.warnings.length} warnings`),
        info('GET bcr/{id} answer, as sent to a client that asks for no compression', `${(measuredAnswer.length / 1024).toFixed(1)} KiB`),
        info(`reports cloned in SQL (${reports.toLocaleString('en-AU')})`, `${cloneSeconds.toFixed(1)} s`),
        atMost('refused or failed requests during the runs', get.failures + save.failures, 0, 'requests', 0),
      ];
      record('bcr-api', figures);
    } finally {
      await meterPool.end();
      client.close();
      await server.stop();
    }
  } finally {
    cluster.stop();
  }
}

await main();

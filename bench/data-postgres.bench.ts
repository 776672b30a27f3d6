import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startCluster } from '../scripts/postgres-cluster.mjs';
import { postgresCpuMeter } from './lib/load/cpu';
import { postgresBare } from './lib/load/databases';
import { startServer } from './lib/load/server-process';
import { measureTier } from './lib/load/tier';
import { atMost, info, record, type Detail, type Figure } from './lib/figures';
import { postgresConnection, seedDatabase } from './seed/seed-database';
import { benchSizes, SEED_SIZES, seedPlan } from './seed/seed-plan';

/**
 * Lists and map queries at 10k and 100k works (and 1M with BENCH_DATA_1M=1) on a real PostgreSQL
 * (Debian's, a throwaway cluster): seed with COPY, then each query straight through pg and through the
 * server, 16 connections. The last 1M run is kept in data-postgres-1m.json and reported again when
 * the 1M run is skipped.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const KEPT_1M = path.join(here, 'data-postgres-1m.json');
const sizes = benchSizes(['10k', '100k', ...(process.env.BENCH_DATA_1M === '1' ? (['1m'] as const) : [])]);
const log = (line: string) => console.log(`[data-postgres] ${line}`);

/** The kept 1M figures: each with the day it was measured, as a run of some of the queries replaces only theirs. */
interface Kept1m {
  figures: (Figure & { ranAt?: string })[];
  details: (Detail & { ranAt?: string })[];
  ranAt: string;
}

function keep1m(figures: Figure[], details: Detail[]) {
  const ranAt = new Date().toISOString();
  const old: Kept1m | null = process.env.BENCH_DATA_QUERIES && existsSync(KEPT_1M) ? (JSON.parse(readFileSync(KEPT_1M, 'utf8')) as Kept1m) : null;
  writeFileSync(KEPT_1M, JSON.stringify({
    ranAt,
    figures: merged(old?.figures ?? [], figures.map((f) => ({ ...f, ranAt })), (f) => f.figure, old?.ranAt),
    details: merged(old?.details ?? [], details.map((d) => ({ ...d, ranAt })), (d) => d.title, old?.ranAt),
  } satisfies Kept1m, null, 1));
}

/** The old entries in their order, each replaced by a fresh one of the same name; fresh ones new to the list last. */
function merged<T extends { ranAt?: string }>(old: T[], fresh: T[], name: (entry: T) => string, oldRanAt: string | undefined): T[] {
  const byName = new Map(fresh.map((entry) => [name(entry), entry]));
  const kept = old.map((entry) => byName.get(name(entry)) ?? { ...entry, ranAt: entry.ranAt ?? oldRanAt });
  const oldNames = new Set(old.map(name));
  return [...kept, ...fresh.filter((entry) => !oldNames.has(name(entry)))];
}

const figures: Figure[] = [];
const details: Detail[] = [];
const cluster = await startCluster();
try {
  for (const size of sizes) {
    const name = `bench_${size}`;
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = cluster.url.replace(/\/postgres$/, `/${name}`);
    const label = `${size} works, PostgreSQL`;
    const cpuBefore = process.cpuUsage();
    const seeding = await postgresConnection(url);
    const seeded = await seedDatabase(seeding, seedPlan(SEED_SIZES[size]), log).finally(() => seeding.close());
    const cpu = process.cpuUsage(cpuBefore);
    const seedFigure = `seed ${size} works (COPY), PostgreSQL`;
    const seedText = `${(seeded.seconds.total / 60).toFixed(1)} min (load ${seeded.seconds.load} s, indexes ${seeded.seconds.indexes} s, vacuum ${seeded.seconds.vacuum} s; generator CPU ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s)`;
    const tierFigures: Figure[] = [size === '1m' ? { ...atMost(seedFigure, seeded.seconds.total / 60, 10, 'min'), measured: seedText } : info(seedFigure, seedText)];
    const measured = await measureTier({ label, openBare: () => postgresBare(url), startServer: () => startServer({ url }), filesDir: path.join(os.tmpdir(), 'bench-files'), databaseCpu: postgresCpuMeter }, log);
    tierFigures.push(...measured.figures);
    figures.push(...tierFigures);
    details.push(...measured.details);
    if (size === '1m') keep1m(tierFigures, measured.details);
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
} finally {
  cluster.stop();
}
if (!sizes.includes('1m') && existsSync(KEPT_1M)) {
  const kept = JSON.parse(readFileSync(KEPT_1M, 'utf8')) as Kept1m;
  const when = (ranAt: string | undefined) => `kept from ${(ranAt ?? kept.ranAt).slice(0, 10)}`;
  figures.push(...kept.figures.map(({ ranAt, ...f }) => ({ ...f, figure: `${f.figure} (${when(ranAt)})` })));
  details.push(...kept.details.map(({ ranAt, ...d }) => ({ ...d, title: `${d.title} (${when(ranAt)})` })));
}
record('data-postgres', figures, details);

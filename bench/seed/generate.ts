import { Worker } from 'node:worker_threads';
import { APPROVAL_COLUMNS } from './approvals';
import { generateRegistry, REGISTRY_COLUMNS } from './registry';
import type { SeedPlan } from './seed-plan';
import { SEED_SHARDS, type ShardCounts, type TableRows } from './shard';
import { WORK_COLUMNS } from './works';

export const SEED_COLUMNS = { ...REGISTRY_COLUMNS, ...APPROVAL_COLUMNS, ...WORK_COLUMNS } as const;
export type SeedTable = keyof typeof SEED_COLUMNS;
export const SEED_TABLES = Object.keys(SEED_COLUMNS) as SeedTable[];

/** Where generated CSV goes: COPY ... FROM STDIN (psql) or COPY ... FROM '/dev/blob' (PGlite). */
export interface CopyTarget {
  copy(table: SeedTable, csv: string): Promise<void>;
  finish(): Promise<void>;
}

export interface SeedCounts extends ShardCounts {
  drillers: number;
  companies: number;
}

const TS_WORKER = new URL('../lib/ts-worker.mjs', import.meta.url);
const SHARD_WORKER = new URL('./shard-worker.ts', import.meta.url).href;

/** Runs one shard in a worker thread, COPYing each chunk it sends before asking for the next. */
function runShard(plan: SeedPlan, shard: number, target: CopyTarget): Promise<ShardCounts> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(TS_WORKER, { workerData: { module: SHARD_WORKER, plan, shard } });
    worker.on('message', (message: { kind: 'rows'; rows: TableRows } | { kind: 'done'; counts: ShardCounts }) => {
      if (message.kind === 'done') {
        resolve(message.counts);
        return;
      }
      const copies = Object.entries(message.rows).map(([table, csv]) => target.copy(table as SeedTable, csv ?? ''));
      Promise.all(copies).then(() => worker.postMessage('ack'), reject);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`seed shard ${shard} stopped with ${code}`));
    });
  });
}

/**
 * Generates the seed (deterministic: seeded PRNGs, no clock, a fixed number of shards) and sends it to
 * the target: the registry from this thread, the approvals and works from SEED_SHARDS worker threads
 * at once (one thread could not keep the database busy).
 */
export async function generateSeed(plan: SeedPlan, target: CopyTarget): Promise<SeedCounts> {
  const registry = generateRegistry(plan);
  for (const [table, csv] of Object.entries(registry.csv)) await target.copy(table as SeedTable, csv);
  const shards = await Promise.all(Array.from({ length: SEED_SHARDS }, (_, shard) => runShard(plan, shard, target)));
  await target.finish();
  const sum = (key: keyof ShardCounts) => shards.reduce((total, counts) => total + counts[key], 0);
  return {
    approvals: sum('approvals'),
    approvalWorks: sum('approvalWorks'),
    works: sum('works'),
    conditions: sum('conditions'),
    holes: sum('holes'),
    drillers: plan.drillers,
    companies: plan.companies,
  };
}

import { parentPort, workerData } from 'node:worker_threads';
import { generateShard, type TableRows } from './shard';
import type { SeedPlan } from './seed-plan';

/**
 * A worker thread making one shard: each chunk goes to the main thread, which COPYs it and answers
 * 'ack' (so a fast generator never runs ahead of the database by more than a chunk).
 */
const { plan, shard } = workerData as { plan: SeedPlan; shard: number };
const port = parentPort;
if (!port) throw new Error('shard-worker runs as a worker thread');

const acknowledged = () => new Promise<void>((resolve) => port.once('message', () => resolve()));
const emit = async (rows: TableRows) => {
  const ack = acknowledged();
  port.postMessage({ kind: 'rows', rows });
  await ack;
};
const counts = await generateShard(plan, shard, emit);
port.postMessage({ kind: 'done', counts });

import { createPrng } from '../../apps/server/src/platform/db/synthetic/prng';
import { ApprovalCounters, approvalRows, generateApproval } from './approvals';
import { generateRegistry } from './registry';
import { DAY_MS, HISTORY_START_MS, SEED_TODAY_MS, type SeedPlan } from './seed-plan';
import { portalWork, WorkCounters } from './works';

/** The seed is made in this many independent parts (worker threads): the same rows whatever the machine. */
export const SEED_SHARDS = 4;

export interface ShardCounts {
  approvals: number;
  approvalWorks: number;
  works: number;
  conditions: number;
  holes: number;
}

/** CSV of some tables, a chunk at a time. */
export type TableRows = Partial<Record<string, string>>;

/** Works are created more and more often over the years (the register grows): density rising to today. */
const createdAt = (u: number): number => HISTORY_START_MS + (SEED_TODAY_MS - HISTORY_START_MS) * Math.sqrt(u);

/** Chunks of CSV per table, handed on at about `chunkBytes` each. */
class TableBuffers {
  private readonly parts = new Map<string, string[]>();
  private readonly sizes = new Map<string, number>();
  constructor(private readonly emit: (rows: TableRows) => Promise<void>, private readonly chunkBytes: number) {}

  add(rows: TableRows): void {
    for (const [table, csv] of Object.entries(rows)) {
      if (!csv) continue;
      const parts = this.parts.get(table);
      if (parts) parts.push(csv);
      else this.parts.set(table, [csv]);
      this.sizes.set(table, (this.sizes.get(table) ?? 0) + csv.length);
    }
  }

  async flush(all = false): Promise<void> {
    const ready: TableRows = {};
    for (const [table, size] of this.sizes) {
      if (size === 0 || (!all && size < this.chunkBytes)) continue;
      ready[table] = (this.parts.get(table) ?? []).join('');
      this.parts.set(table, []);
      this.sizes.set(table, 0);
    }
    if (Object.keys(ready).length > 0) await this.emit(ready);
  }
}

/**
 * One shard's works, approvals and map rows: its own PRNG and id ranges (works ids follow on from the
 * shard before; conditions, holes, approval works and plans get ranges no shard can outgrow). Each
 * approval's works are filed by one driller; one in twelve submitted works is later amended or
 * decommissioned by a second work.
 */
export async function generateShard(plan: SeedPlan, shard: number, emit: (rows: TableRows) => Promise<void>, chunkBytes = 4 * 2 ** 20): Promise<ShardCounts> {
  const quota = Math.ceil(plan.works / SEED_SHARDS);
  const first = shard * quota;
  const end = Math.min(plan.works, first + quota);
  const registry = generateRegistry(plan);
  const buffers = new TableBuffers(emit, chunkBytes);
  const prng = createPrng(20_261_120 + shard);
  const approvalCounters = new ApprovalCounters({ works: first * 4, plans: 700_000 + first * 10, gw: first * 4, approvalSequence: 99_999 + shard * Math.floor(900_000 / SEED_SHARDS) });
  const workCounters = new WorkCounters(first, first * 8, first * 5);
  let approvals = 0;
  while (workCounters.works < end) {
    const firstMs = createdAt(prng.next());
    const approval = generateApproval(prng, approvalCounters, approvals, firstMs);
    approvals += 1;
    const driller = registry.pickDriller(prng);
    const built: (number | null)[] = [];
    for (const [k, work] of approval.works.entries()) {
      if (workCounters.works >= end) break;
      const createdMs = Math.min(firstMs + (k === 0 ? 0 : prng.int(0, 400) * DAY_MS), SEED_TODAY_MS);
      const filed = portalWork({ prng, counters: workCounters, approval, work, driller, createdMs, amendment: false });
      buffers.add(filed.rows);
      built[k] = filed.submittedMs;
      const laterMs = filed.submittedMs === null ? SEED_TODAY_MS : filed.submittedMs + prng.int(200, 3000) * DAY_MS;
      if (laterMs < SEED_TODAY_MS && prng.chance(1 / 12) && workCounters.works < end) {
        buffers.add(portalWork({ prng, counters: workCounters, approval, work, driller, createdMs: laterMs, amendment: true }).rows);
      }
    }
    buffers.add(approvalRows(approvalCounters, approval, (k) => built[k] ?? null));
    await buffers.flush();
  }
  await buffers.flush(true);
  return {
    approvals,
    approvalWorks: approvalCounters.lots - first * 4,
    works: workCounters.works - first,
    conditions: workCounters.conditions - first * 8,
    holes: workCounters.holes - first * 5,
  };
}

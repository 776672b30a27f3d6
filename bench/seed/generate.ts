import { createPrng } from '../../apps/server/src/platform/db/synthetic/prng';
import { APPROVAL_COLUMNS, ApprovalCounters, approvalRows, generateApproval } from './approvals';
import { generateRegistry, REGISTRY_COLUMNS, type Registry } from './registry';
import { DAY_MS, HISTORY_START_MS, SEED_TODAY_MS, type SeedPlan } from './seed-plan';
import { portalWork, WORK_COLUMNS, WorkCounters } from './works';

export const SEED_COLUMNS = { ...REGISTRY_COLUMNS, ...APPROVAL_COLUMNS, ...WORK_COLUMNS } as const;
export type SeedTable = keyof typeof SEED_COLUMNS;
export const SEED_TABLES = Object.keys(SEED_COLUMNS) as SeedTable[];

/** Where generated CSV goes: COPY ... FROM STDIN (psql) or COPY ... FROM '/dev/blob' (PGlite). */
export interface CopyTarget {
  copy(table: SeedTable, csv: string): Promise<void>;
  finish(): Promise<void>;
}

/** CSV per table, handed to the target in chunks of about `chunkBytes`. */
class TableBuffers {
  private readonly parts = new Map<SeedTable, string[]>();
  private readonly sizes = new Map<SeedTable, number>();
  constructor(private readonly target: CopyTarget, private readonly chunkBytes: number) {}

  add(rows: Partial<Record<SeedTable, string>>): void {
    for (const [table, csv] of Object.entries(rows) as [SeedTable, string][]) {
      if (csv === '') continue;
      const parts = this.parts.get(table);
      if (parts) parts.push(csv);
      else this.parts.set(table, [csv]);
      this.sizes.set(table, (this.sizes.get(table) ?? 0) + csv.length);
    }
  }

  async flush(all = false): Promise<void> {
    for (const [table, size] of this.sizes) {
      if (size === 0 || (!all && size < this.chunkBytes)) continue;
      const csv = (this.parts.get(table) ?? []).join('');
      this.parts.set(table, []);
      this.sizes.set(table, 0);
      await this.target.copy(table, csv);
    }
  }
}

export interface SeedCounts {
  approvals: number;
  approvalWorks: number;
  works: number;
  conditions: number;
  holes: number;
  drillers: number;
  companies: number;
}

/** Works are created more and more often over the years (the register grows): density rising to today. */
const createdAt = (u: number): number => HISTORY_START_MS + (SEED_TODAY_MS - HISTORY_START_MS) * Math.sqrt(u);

/**
 * Generates the seed (deterministic: seeded PRNGs, no clock) and sends it to the target: the registry,
 * then approval after approval with its works, each filed by one driller; one in twelve submitted works
 * is later amended or decommissioned by a second work.
 */
export async function generateSeed(plan: SeedPlan, target: CopyTarget, chunkBytes = 4 * 2 ** 20): Promise<SeedCounts> {
  const registry: Registry = generateRegistry(plan);
  const buffers = new TableBuffers(target, chunkBytes);
  buffers.add(registry.csv);
  const prng = createPrng(20_261_120);
  const approvalCounters = new ApprovalCounters();
  const workCounters = new WorkCounters();
  let approvals = 0;
  while (workCounters.works < plan.works) {
    const firstMs = createdAt(prng.next());
    const approval = generateApproval(prng, approvalCounters, approvals, firstMs);
    approvals += 1;
    const driller = registry.pickDriller(prng);
    const built: (number | null)[] = [];
    for (const [k, work] of approval.works.entries()) {
      if (workCounters.works >= plan.works) break;
      const createdMs = Math.min(firstMs + (k === 0 ? 0 : prng.int(0, 400) * DAY_MS), SEED_TODAY_MS);
      const first = portalWork({ prng, counters: workCounters, approval, work, driller, createdMs, amendment: false });
      buffers.add(first.rows);
      built[k] = first.submittedMs;
      const laterMs = first.submittedMs === null ? SEED_TODAY_MS : first.submittedMs + prng.int(200, 3000) * DAY_MS;
      if (laterMs < SEED_TODAY_MS && prng.chance(1 / 12) && workCounters.works < plan.works) {
        buffers.add(portalWork({ prng, counters: workCounters, approval, work, driller, createdMs: laterMs, amendment: true }).rows);
      }
    }
    buffers.add(approvalRows(approvalCounters, approval, (k) => built[k] ?? null));
    await buffers.flush();
  }
  await buffers.flush(true);
  await target.finish();
  return {
    approvals,
    approvalWorks: approvalCounters.lots,
    works: workCounters.works,
    conditions: workCounters.conditions,
    holes: workCounters.holes,
    drillers: plan.drillers,
    companies: plan.companies,
  };
}

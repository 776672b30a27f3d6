import type { Issue } from '@driller/domain';
import type { ZodType } from 'zod';
import { throwIfErrors, warningsOf } from './save-issues';

/** What an entry's rules found: the domain's issues and the plan its later stages carry out. */
export interface Planned<P> {
  issues: readonly Issue[];
  plan: P;
  /** Warning codes the browser reported that no rule re-raises (the spearpoint outcome). */
  reportedCodes?: readonly string[];
}

/**
 * One part of a save (a work page, a BCR section): the request part it reads and its zod schema, the
 * domain rules it re-runs, the warning codes it decides, and what it writes. Stages, in order:
 * rules (every entry, before any refusal) -> prepare (after all rules passed) -> values, writes and
 * persist (inside the save's one transaction) -> audit.
 */
export interface SaveEntry<Ctx, Tx, Root, V, I, P, W = never> {
  schema: ZodType<I>;
  input: (ctx: Ctx) => unknown;
  rules: (input: I, ctx: Ctx) => Planned<P> | Promise<Planned<P>>;
  /** The exception reason codes this entry decides: earlier ones are dropped unless raised again. */
  ownedWarningCodes: readonly string[];
  /** Checks against other records and look-ups that only make sense once the rules passed. */
  prepare?: (plan: P, ctx: Ctx) => Promise<P>;
  /** The entry's columns of the root record (the work row, the BCR summary). */
  values?: (plan: P) => Partial<V>;
  /** What it writes with the root record, in the root's own statement (the BCR's section rows). */
  writes?: (plan: P) => readonly W[];
  /** What it writes after the root record, reading what was written (a submission's snapshot). */
  persist?: (tx: Tx, root: Root, plan: P, ctx: Ctx) => Promise<void>;
  /** What the audit row's `after` records for this entry. */
  audit?: (plan: P) => Record<string, unknown>;
}

/** An entry with its input and plan types sealed in, so one table can hold entries of different shapes. */
export interface BoundEntry<Ctx, Tx, Root, V, W = never> {
  ownedWarningCodes: readonly string[];
  plan: (ctx: Ctx) => Promise<PlannedEntry<Ctx, Tx, Root, V, W>>;
}

interface PlannedEntry<Ctx, Tx, Root, V, W> {
  issues: readonly Issue[];
  reportedCodes: readonly string[];
  prepare: (ctx: Ctx) => Promise<void>;
  values: () => Partial<V>;
  writes: () => readonly W[];
  /** False when the entry writes nothing after the root record. */
  persists: boolean;
  persist: (tx: Tx, root: Root, ctx: Ctx) => Promise<void>;
  audit: () => Record<string, unknown>;
}

export function saveEntry<Ctx, Tx, Root, V, I, P, W = never>(
  entry: SaveEntry<Ctx, Tx, Root, V, I, P, W>,
): BoundEntry<Ctx, Tx, Root, V, W> {
  return {
    ownedWarningCodes: entry.ownedWarningCodes,
    async plan(ctx) {
      const planned = await entry.rules(entry.schema.parse(entry.input(ctx)), ctx);
      let plan = planned.plan;
      return {
        issues: planned.issues,
        reportedCodes: planned.reportedCodes ?? [],
        prepare: async (c) => {
          if (entry.prepare) plan = await entry.prepare(plan, c);
        },
        values: () => entry.values?.(plan) ?? {},
        writes: () => entry.writes?.(plan) ?? [],
        persists: entry.persist !== undefined,
        persist: (tx, root, c) => entry.persist?.(tx, root, plan, c) ?? Promise.resolve(),
        audit: () => entry.audit?.(plan) ?? {},
      };
    },
  };
}

/** The root record's codes after the save, from its codes before (the domain's merge rule). */
export type CodeMerge = (previous: string | null) => string | null;

/** What the root record's write is given besides its columns: the entries' writes and the audit's `after`. */
export interface WithRoot<W> {
  writes: readonly W[];
  after: Record<string, unknown>;
}

export interface SaveRun<Ctx, Tx, Root, V, W = never> {
  entries: readonly BoundEntry<Ctx, Tx, Root, V, W>[];
  ctx: Ctx;
  /** The domain's merge of warning codes: previous, owned by the entries run, raised now. */
  mergeCodes: (previous: string | null, owned: readonly string[], raised: readonly string[]) => string | null;
  /**
   * Runs the writes in one transaction. `needed` is false when they are one statement (no entry
   * persists after the root, and the root's write records the audit), which is atomic on its own.
   */
  transaction: <T>(work: (tx: Tx) => Promise<T>, needed: boolean) => Promise<T>;
  /** Inserts or updates the root record and the entries' writes (a stale version throws 409) and returns it. */
  writeRoot: (tx: Tx, values: Partial<V>, codes: CodeMerge, withRoot: WithRoot<W>) => Promise<Root>;
  /** Writes the audit row; without it, writeRoot records it (from withRoot.after). */
  audit?: (tx: Tx, root: Root, after: Record<string, unknown>) => Promise<void>;
}

export interface SaveOutcome<Root, V> {
  root: Root;
  values: Partial<V>;
  warnings: Issue[];
}

/**
 * The one save pipeline: every entry's rules, one 400 listing every error, the later checks, then the
 * root record with the entries' writes, what they persist after it, and the audit row, in one transaction.
 */
export async function runSave<Ctx, Tx, Root, V, W = never>(
  run: SaveRun<Ctx, Tx, Root, V, W>,
): Promise<SaveOutcome<Root, V>> {
  const planned: PlannedEntry<Ctx, Tx, Root, V, W>[] = [];
  for (const entry of run.entries) planned.push(await entry.plan(run.ctx));
  const issues = planned.flatMap((p) => p.issues);
  throwIfErrors(issues);
  for (const p of planned) await p.prepare(run.ctx);
  const warnings = warningsOf(issues);
  const owned = run.entries.flatMap((e) => e.ownedWarningCodes);
  const raised = [
    ...warnings.flatMap((w) => (w.code ? [w.code] : [])),
    ...planned.flatMap((p) => p.reportedCodes),
  ];
  const codes: CodeMerge = (previous) => run.mergeCodes(previous, owned, raised);
  const values = Object.assign({}, ...planned.map((p) => p.values())) as Partial<V>;
  const after = Object.assign({}, ...planned.map((p) => p.audit())) as Record<string, unknown>;
  const writes = planned.flatMap((p) => p.writes());
  const needed = run.audit !== undefined || planned.some((p) => p.persists);
  const root = await run.transaction(async (tx) => {
    const saved = await run.writeRoot(tx, values, codes, { writes, after });
    for (const p of planned) await p.persist(tx, saved, run.ctx);
    await run.audit?.(tx, saved, after);
    return saved;
  }, needed);
  return { root, values, warnings };
}

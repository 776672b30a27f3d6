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
 * rules (every entry, before any refusal) -> prepare (after all rules passed) -> values and persist
 * (inside the save's one transaction) -> audit.
 */
export interface SaveEntry<Ctx, Tx, Root, V, I, P> {
  schema: ZodType<I>;
  input: (ctx: Ctx) => unknown;
  rules: (input: I, ctx: Ctx) => Planned<P> | Promise<Planned<P>>;
  /** The exception reason codes this entry decides: earlier ones are dropped unless raised again. */
  ownedWarningCodes: readonly string[];
  /** Checks against other records and look-ups that only make sense once the rules passed. */
  prepare?: (plan: P, ctx: Ctx) => Promise<P>;
  /** The entry's columns of the root record (the work row, the BCR summary). */
  values?: (plan: P) => Partial<V>;
  persist?: (tx: Tx, root: Root, plan: P, ctx: Ctx) => Promise<void>;
  /** What the audit row's `after` records for this entry. */
  audit?: (plan: P) => Record<string, unknown>;
}

/** An entry with its input and plan types sealed in, so one table can hold entries of different shapes. */
export interface BoundEntry<Ctx, Tx, Root, V> {
  ownedWarningCodes: readonly string[];
  plan: (ctx: Ctx) => Promise<PlannedEntry<Ctx, Tx, Root, V>>;
}

interface PlannedEntry<Ctx, Tx, Root, V> {
  issues: readonly Issue[];
  reportedCodes: readonly string[];
  prepare: (ctx: Ctx) => Promise<void>;
  values: () => Partial<V>;
  persist: (tx: Tx, root: Root, ctx: Ctx) => Promise<void>;
  audit: () => Record<string, unknown>;
}

export function saveEntry<Ctx, Tx, Root, V, I, P>(
  entry: SaveEntry<Ctx, Tx, Root, V, I, P>,
): BoundEntry<Ctx, Tx, Root, V> {
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
        persist: (tx, root, c) => entry.persist?.(tx, root, plan, c) ?? Promise.resolve(),
        audit: () => entry.audit?.(plan) ?? {},
      };
    },
  };
}

/** The root record's codes after the save, from its codes before (the domain's merge rule). */
export type CodeMerge = (previous: string | null) => string | null;

export interface SaveRun<Ctx, Tx, Root, V> {
  entries: readonly BoundEntry<Ctx, Tx, Root, V>[];
  ctx: Ctx;
  /** The domain's merge of warning codes: previous, owned by the entries run, raised now. */
  mergeCodes: (previous: string | null, owned: readonly string[], raised: readonly string[]) => string | null;
  transaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  /** Inserts or updates the root record (a stale version throws 409) and returns it. */
  writeRoot: (tx: Tx, values: Partial<V>, codes: CodeMerge) => Promise<Root>;
  audit: (tx: Tx, root: Root, after: Record<string, unknown>) => Promise<void>;
}

export interface SaveOutcome<Root, V> {
  root: Root;
  values: Partial<V>;
  warnings: Issue[];
}

/**
 * The one save pipeline: every entry's rules, one 400 listing every error, the later checks, then the
 * root record, each entry's rows and the audit row in one transaction.
 */
export async function runSave<Ctx, Tx, Root, V>(
  run: SaveRun<Ctx, Tx, Root, V>,
): Promise<SaveOutcome<Root, V>> {
  const planned: PlannedEntry<Ctx, Tx, Root, V>[] = [];
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
  const root = await run.transaction(async (tx) => {
    const saved = await run.writeRoot(tx, values, codes);
    for (const p of planned) await p.persist(tx, saved, run.ctx);
    await run.audit(
      tx,
      saved,
      Object.assign({}, ...planned.map((p) => p.audit())) as Record<string, unknown>,
    );
    return saved;
  });
  return { root, values, warnings };
}

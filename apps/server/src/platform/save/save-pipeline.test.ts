import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { error, warning } from '@driller/domain';
import { ApiError } from '../http/errors';
import { runSave, saveEntry, type SaveRun } from './save-pipeline';

/**
 * The pipeline's own contract, which the work save (work-save.test.ts, work-pages.test.ts against
 * PGlite) and the BCR sections rely on. The "database" here is a list of writes, to see their order.
 */
interface Ctx {
  body: { a: string; b: number };
  writes: string[];
}
type Values = { name: string; count: number; code: string | null };
type Root = { id: number };

const entryA = saveEntry({
  schema: z.object({ a: z.string() }),
  input: (ctx: Ctx) => ctx.body,
  rules: (part) => ({
    issues: part.a === '' ? [error('a', 'A is required')] : [warning('a', 'A looks odd', 'ODD_A')],
    plan: part.a,
  }),
  ownedWarningCodes: ['ODD_A'],
  values: (a: string): Partial<Values> => ({ name: a }),
  persist: async (_tx: Ctx, root: Root, a, ctx) => void ctx.writes.push(`a:${root.id}:${a}`),
  audit: (a) => ({ a }),
});
const entryB = saveEntry({
  schema: z.object({ b: z.number() }),
  input: (ctx: Ctx) => ctx.body,
  rules: (part) => ({
    issues: part.b < 0 ? [error('b', 'B must not be negative')] : [],
    plan: part.b,
    reportedCodes: ['FROM_BROWSER'],
  }),
  ownedWarningCodes: ['OLD_B'],
  prepare: async (b: number) => b * 10,
  values: (b: number): Partial<Values> => ({ count: b }),
  persist: async (_tx: Ctx, _root: Root, b, ctx) => void ctx.writes.push(`b:${b}`),
});

function run(body: Ctx['body']): {
  ctx: Ctx;
  save: Promise<unknown>;
  saved: Values[];
  audits: Record<string, unknown>[];
} {
  const ctx: Ctx = { body, writes: [] };
  const saved: Values[] = [];
  const audits: Record<string, unknown>[] = [];
  const spec: SaveRun<Ctx, Ctx, Root, Values> = {
    entries: [entryA, entryB],
    ctx,
    mergeCodes: (previous, owned, raised) =>
      [...(previous ?? '').split(',').filter((c) => c && !owned.includes(c)), ...raised].join(',') || null,
    transaction: (work) => work(ctx),
    writeRoot: async (_tx, values, codes) => {
      saved.push({ name: values.name ?? '', count: values.count ?? 0, code: codes('KEEP,OLD_B,ODD_A') });
      ctx.writes.push('root');
      return { id: 7 };
    },
    audit: async (_tx, _root, after) => void audits.push(after),
  };
  return { ctx, save: runSave(spec), saved, audits };
}

/** A transaction that runs the work at once and notes whether the pipeline asked for one. */
const askedFor =
  (asked: boolean[], ctx: Ctx) =>
  <T>(work: (tx: Ctx) => Promise<T>, needed: boolean): Promise<T> => {
    asked.push(needed);
    return work(ctx);
  };

describe('runSave', () => {
  it('runs every entry, writes the root then each entry in one transaction, merges codes and audits', async () => {
    const { ctx, save, saved, audits } = run({ a: 'x', b: 2 });
    const outcome = (await save) as { warnings: unknown[] };
    expect(ctx.writes).toEqual(['root', 'a:7:x', 'b:20']);
    expect(saved).toEqual([{ name: 'x', count: 20, code: 'KEEP,ODD_A,FROM_BROWSER' }]);
    expect(audits).toEqual([{ a: 'x' }]);
    expect(outcome.warnings).toEqual([warning('a', 'A looks odd', 'ODD_A')]);
  });

  it('refuses with every entry’s errors and writes nothing', async () => {
    const { ctx, save } = run({ a: '', b: -1 });
    const refusal = await save.catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).fieldErrors).toEqual({
      a: ['A is required'],
      b: ['B must not be negative'],
    });
    expect(ctx.writes).toEqual([]);
  });

  it('hands the entries\' writes and the audit to the root\'s write, and asks for no transaction when nothing follows it', async () => {
    const rows = saveEntry({
      schema: z.object({ a: z.string() }),
      input: (ctx: Ctx) => ctx.body,
      rules: (part) => ({ issues: [], plan: part.a }),
      ownedWarningCodes: [],
      writes: (a: string) => [`row:${a}`],
      audit: (a) => ({ a }),
    });
    const ctx: Ctx = { body: { a: 'x', b: 1 }, writes: [] };
    const asked: boolean[] = [];
    await runSave<Ctx, Ctx, Root, Values, string>({
      entries: [rows],
      ctx,
      mergeCodes: () => null,
      transaction: askedFor(asked, ctx),
      writeRoot: async (_tx, _values, _codes, { writes, after }) => {
        ctx.writes.push(...writes, `audit:${JSON.stringify(after)}`);
        return { id: 1 };
      },
    });
    expect(ctx.writes).toEqual(['row:x', 'audit:{"a":"x"}']);
    expect(asked).toEqual([false]);
  });

  it('asks for a transaction when an entry persists after the root', async () => {
    const asked: boolean[] = [];
    const ctx: Ctx = { body: { a: 'x', b: 2 }, writes: [] };
    await runSave<Ctx, Ctx, Root, Values>({
      entries: [entryB],
      ctx,
      mergeCodes: () => null,
      transaction: askedFor(asked, ctx),
      writeRoot: async () => ({ id: 2 }),
    });
    expect(asked).toEqual([true]);
    expect(ctx.writes).toEqual(['b:20']);
  });
});

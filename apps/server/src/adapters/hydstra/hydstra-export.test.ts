import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createBcrWork, postBcr, saveBody } from '../../../test/bcr-factory';
import { createLocalFileStorage } from '../storage/file-storage';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEmbeddedImporter } from './embedded-importer';
import { createHydstraWorker, type HydstraWorkerOptions } from './hydstra-worker';
import type { HydstraImporter } from './hydstra-importer.port';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const storage = createLocalFileStorage(path.join(tmpdir(), `hydstra-test-${process.pid}-${Date.now()}`));
let counter = 0;

async function submitNew() {
  const work = await createBcrWork(t);
  const body = { ...saveBody(work.id, 0), requestId: `hydstra-${Date.now()}-${++counter}`, exceptionReasonCodes: [] };
  const res = await postBcr(t, 'driller', 'submit', body);
  expect(res.statusCode, res.body).toBe(200);
  return { work, body, submissionId: res.json().data.submission.submissionId as number };
}

const exportsOf = (workId: number) => t.db.selectFrom('hydstra_exports').selectAll().where('work_id', '=', workId).execute();
const importsOf = (exportId: number) => t.db.selectFrom('hydstra_imports').selectAll().where('export_id', '=', exportId).execute();
const worker = (o: Partial<HydstraWorkerOptions> = {}) => createHydstraWorker({ db: t.db, storage, importer: createEmbeddedImporter(t.db), ...o });
/** Runs the worker until nothing is due (other tests' exports included: every file shares one database). */
const drain = async (w: ReturnType<typeof worker>) => {
  while (await w.runOnce());
};

describe('the outbox row in the submit transaction', () => {
  it('creates exactly one queued export per submission, also for a submit sent twice', async () => {
    const { work, body, submissionId } = await submitNew();
    expect((await postBcr(t, 'driller', 'submit', body)).json().data.repeated).toBe(true);
    const rows = await exportsOf(work.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ submission_id: submissionId, status: 'queued', attempts: 0, output: null, locked_by: null });
  });

  it('leaves neither submission nor export when the submit fails before it commits', async () => {
    const work = await createBcrWork(t);
    // The submit's last write (the work's status) fails after the export row was inserted.
    await sql
      .raw(
        `create function test_fail_submit() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end; $$;
         create trigger test_fail_submit before update on works for each row when (new.id = ${work.id} and new.form_status = 2) execute function test_fail_submit();`,
      )
      .execute(t.db);
    try {
      const res = await postBcr(t, 'driller', 'submit', { ...saveBody(work.id, 0), requestId: `hydstra-fail-${Date.now()}`, exceptionReasonCodes: [] });
      expect(res.statusCode).toBe(500);
    } finally {
      await sql.raw('drop trigger test_fail_submit on works; drop function test_fail_submit();').execute(t.db);
    }
    expect(await exportsOf(work.id)).toEqual([]);
    expect(await t.db.selectFrom('bcr_submissions').select('id').where('work_id', '=', work.id).execute()).toEqual([]);
  });
});

describe('the worker', () => {
  it('writes the JSON and table files, has them imported, and stores the output', async () => {
    const { work } = await submitNew();
    await drain(worker());
    const [row] = await exportsOf(work.id);
    expect(row).toMatchObject({ status: 'done', attempts: 1, locked_by: null, last_error: null });
    expect(row!.output).toMatchObject({ status: 'Success', errors: [] });
    const files = row!.files as { fileName: string; key: string }[];
    const stem = `${work.approvalNo}_${work.workId}_${work.id}`;
    expect(files.map((f) => f.fileName)).toEqual(
      [`${stem}.json`, ...['HOLE', 'PIPE', 'CASING', 'LITHOLOGY', 'AQUIFER', 'GRAVEL', 'DEVELOP', 'TREATMENT', 'PUMPTEST'].map((n) => `${stem}_${n}.csv`)],
    );
    const json = JSON.parse((await storage.get(files[0]!.key))!.toString()) as { formAId: number; report: { lithology: { depthTo: number }[] } };
    expect(json.formAId).toBe(work.id);
    expect(json.report.lithology.map((l) => l.depthTo)).toEqual([30, 62]);
    const lithology = (await storage.get(files.find((f) => f.fileName.endsWith('_LITHOLOGY.csv'))!.key))!.toString();
    expect(lithology.split('\r\n')[0]).toBe('STATION,HOLE,FROMDEPTH,TODEPTH,ROCKTYPE,COLOUR,COLOUROTHER,GRAINSIZE,TEXTURE,DESCRIPTION');
    expect(lithology.split('\r\n')[1]).toMatch(new RegExp(`^BCR${work.id},1,0,30,`));
    expect(await importsOf(row!.id)).toHaveLength(1);
  });

  it('retries a failing importer with exponential backoff, then succeeds', async () => {
    await drain(worker());
    const { work } = await submitNew();
    let calls = 0;
    const embedded = createEmbeddedImporter(t.db);
    const flaky: HydstraImporter = {
      importExport: async (id, files) => {
        calls++;
        if (calls <= 2) throw new Error('Hydstra did not answer');
        return embedded.importExport(id, files);
      },
    };
    const w = worker({ importer: flaky, backoffMs: 60_000 });
    const waits: number[] = [];
    for (const attempt of [1, 2]) {
      expect(await w.runOnce()).toBe(true);
      const [row] = await exportsOf(work.id);
      expect(row).toMatchObject({ status: 'queued', attempts: attempt, last_error: 'Hydstra did not answer', output: null });
      waits.push(row!.next_attempt_at.getTime() - Date.now());
      // Not due yet: the worker finds nothing to do until the wait is over.
      expect(await w.runOnce()).toBe(false);
      await sql`update hydstra_exports set next_attempt_at = now() where work_id = ${work.id}`.execute(t.db);
    }
    expect(waits[0]).toBeGreaterThan(55_000);
    expect(waits[0]).toBeLessThanOrEqual(60_000);
    expect(waits[1]).toBeGreaterThan(115_000);
    expect(waits[1]).toBeLessThanOrEqual(120_000);
    expect(await w.runOnce()).toBe(true);
    const [done] = await exportsOf(work.id);
    expect(done).toMatchObject({ status: 'done', attempts: 3, last_error: null });
    expect(done!.output).toMatchObject({ status: 'Success', errors: [] });
  });

  it('gives up after the last attempt and says why', async () => {
    await drain(worker());
    const { work } = await submitNew();
    const down: HydstraImporter = { importExport: async () => Promise.reject(new Error('connect ECONNREFUSED')) };
    await drain(worker({ importer: down, maxAttempts: 2, backoffMs: 0 }));
    const [row] = await exportsOf(work.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 2, last_error: 'connect ECONNREFUSED', output: null });
  });

  it('processes each export exactly once with two workers claiming at the same time', async () => {
    await drain(worker());
    const subs = [await submitNew(), await submitNew(), await submitNew(), await submitNew()];
    const sent: string[] = [];
    const counting = (name: string): HydstraImporter => {
      const inner = createEmbeddedImporter(t.db);
      return {
        importExport: async (id, files) => {
          sent.push(`${name}:${id}`);
          return inner.importExport(id, files);
        },
      };
    };
    const a = worker({ importer: counting('a'), workerId: 'worker-a' });
    const b = worker({ importer: counting('b'), workerId: 'worker-b' });
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    const rows = await Promise.all(subs.map(async (s) => (await exportsOf(s.work.id))[0]!));
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'done', attempts: 1 });
      expect(sent.filter((s) => s.endsWith(`:${row.id}`))).toHaveLength(1);
      expect(await importsOf(row.id)).toHaveLength(1);
    }
    expect(sent).toHaveLength(subs.length);
  });

  it('resumes an export whose worker died mid-send once its lease is over, and never imports it twice', async () => {
    await drain(worker());
    const { work } = await submitNew();
    // Worker A imports, then hangs (a killed process) before it records the answer.
    let wake = () => undefined as void;
    const embedded = createEmbeddedImporter(t.db);
    const hanging: HydstraImporter = {
      importExport: async (id, files) => {
        const output = await embedded.importExport(id, files);
        await new Promise<void>((resolve) => (wake = resolve));
        return output;
      },
    };
    const dead = worker({ importer: hanging, workerId: 'worker-dead', leaseMs: 60_000 }).runOnce();
    const [sending] = await waitFor(async () => (await exportsOf(work.id)).filter((r) => r.status === 'sending' && r.id > 0), async (rows) => rows.length === 1 && (await importsOf(rows[0]!.id)).length === 1);
    const restarted = worker({ workerId: 'worker-restarted' });
    expect(await restarted.runOnce()).toBe(false);
    // The lease runs out: the restarted server's worker takes the export over.
    await sql`update hydstra_exports set locked_until = now() - interval '1 second' where id = ${sending!.id}`.execute(t.db);
    expect(await restarted.runOnce()).toBe(true);
    const [row] = await exportsOf(work.id);
    expect(row).toMatchObject({ status: 'done', attempts: 2, locked_by: null });
    const [imported] = await importsOf(sending!.id);
    expect(row!.output).toEqual({ runDate: imported!.run_date.toISOString(), status: 'Success', errors: [] });
    // The dead worker wakes up late: its lease is gone, so its answer changes nothing.
    wake();
    await dead;
    expect((await exportsOf(work.id))[0]).toEqual(row);
    expect(await importsOf(sending!.id)).toHaveLength(1);
  });
});

describe('the polling worker the server starts', () => {
  it('sends what is due on its own, and nothing more once stopped', async () => {
    await drain(worker());
    const w = worker({ pollMs: 20 });
    w.start();
    const { work } = await submitNew();
    await waitFor(() => exportsOf(work.id), async (rows) => rows[0]?.status === 'done');
    await w.stop();
    const later = await submitNew();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await exportsOf(later.work.id))[0]).toMatchObject({ status: 'queued', attempts: 0 });
  });
});

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => Promise<boolean>): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (await done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('timed out waiting');
}

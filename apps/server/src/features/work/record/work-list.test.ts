import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGING_MESSAGES, ROLE, type WorkListItem } from '@driller/domain';
import type { Db } from '../../../platform/db/kysely';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { as, createOtherCompanyDriller, drillerIdOf, get, SUBJECT } from '../../../../test/work-factory';

let t: TestApp;
const owned = { dan: [] as number[], kate: [] as number[], other: [] as number[] };
let otherSubject: string;

/** Works straight into the table, `count` of them sharing each change time (ties the order must break). */
async function insertWorks(db: Db, drillerId: number, count: number, at: (i: number) => Date): Promise<number[]> {
  const driller = await db.selectFrom('drillers').innerJoin('users', 'users.id', 'drillers.user_id').select('users.organisation_id').where('drillers.id', '=', drillerId).executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const { id } = await db
      .insertInto('works')
      .values({ driller_id: drillerId, organisation_id: driller.organisation_id, approval_number_supplied: false, reference_no: `PAGE-${drillerId}-${i}`, created_by: 'test', modified_by: 'test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('works').set({ modified_at: at(i) }).where('id', '=', id).execute();
    await db.insertInto('work_offline_locks').values({ work_id: id, created_by: 'test', modified_by: 'test' }).execute();
    ids.push(id);
  }
  return ids;
}

const minute = (n: number) => new Date(Date.UTC(2025, 0, 1, 0, n));

beforeAll(async () => {
  t = await createTestApp();
  const other = await createOtherCompanyDriller(t.db);
  otherSubject = other.subject;
  // Groups of five share one change time: a page boundary falls inside a group.
  owned.dan = await insertWorks(t.db, await drillerIdOf(t.db, SUBJECT.driller), 23, (i) => minute(Math.floor(i / 5)));
  owned.kate = await insertWorks(t.db, await drillerIdOf(t.db, SUBJECT.dcaDriller), 12, (i) => minute(Math.floor(i / 5)));
  owned.other = await insertWorks(t.db, other.drillerId, 9, (i) => minute(i));
}, 120_000);
afterAll(async () => t.close());

type Page = { data: WorkListItem[]; nextCursor: string | null };

/** Reads the whole list page by page; `between` runs after each page (a concurrent change). */
async function readAll(headers: Record<string, string>, limit: number, between: () => Promise<void> = async () => undefined) {
  const pages: WorkListItem[][] = [];
  let cursor: string | null = null;
  do {
    const query: string = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) }).toString();
    const res = await get(t, `work/list?${query}`, headers);
    expect(res.statusCode).toBe(200);
    const page = res.json<Page>();
    expect(page.data.length).toBeLessThanOrEqual(limit);
    pages.push(page.data);
    cursor = page.nextCursor;
    await between();
  } while (cursor !== null);
  return pages;
}

/** Newest change first, the id breaking ties: each row sorts strictly after the one before. */
function expectStrictOrder(rows: readonly WorkListItem[]) {
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1], rows[i]];
    if (!a || !b) continue;
    const before = a.modifiedAt > b.modifiedAt || (a.modifiedAt === b.modifiedAt && a.formAId > b.formAId);
    expect(before, `row ${i} (${b.formAId}) sorts after row ${i - 1} (${a.formAId})`).toBe(true);
  }
}

describe('GET work/list pages (keyset)', () => {
  it('gives a driller each of their works exactly once, in a stable order, while works are added', async () => {
    const danId = await drillerIdOf(t.db, SUBJECT.driller);
    const added: number[] = [];
    const pages = await readAll(await as(t, 'driller'), 4, async () => {
      added.push(...(await insertWorks(t.db, danId, 1, () => new Date())));
    });
    const ids = pages.flat().map((w) => w.formAId);
    expect(pages.length).toBeGreaterThan(5);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(owned.dan));
    // Works added while paging are newer than the first page: none of them slips into a later page.
    expect(ids.filter((id) => added.includes(id))).toEqual([]);
    expectStrictOrder(pages.flat());
  });

  it('never shows a driller another driller’s work, on any page', async () => {
    const ids = (await readAll(await as(t, 'driller'), 3)).flat().map((w) => w.formAId);
    for (const id of [...owned.kate, ...owned.other]) expect(ids).not.toContain(id);
    const others = (await readAll({ authorization: `Bearer ${await t.token({ sub: otherSubject, role: ROLE.driller })}` }, 2)).flat();
    expect(others.map((w) => w.formAId).sort((a, b) => a - b)).toEqual([...owned.other].sort((a, b) => a - b));
  });

  it('gives a company admin their company’s works only, and the read-only role every work', async () => {
    const company = (await readAll(await as(t, 'companyAdmin'), 5)).flat().map((w) => w.formAId);
    expect(company).toEqual(expect.arrayContaining([...owned.dan, ...owned.kate]));
    for (const id of owned.other) expect(company).not.toContain(id);
    const everyone = (await readAll(await as(t, 'readOnly'), 7)).flat();
    const all = everyone.map((w) => w.formAId);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining([...owned.dan, ...owned.kate, ...owned.other]));
    expectStrictOrder(everyone);
  });

  it('shows the driller, company and lock of each row', async () => {
    const [first] = (await get(t, 'work/list?limit=1', await as(t, 'driller'))).json<Page>().data;
    expect(first).toMatchObject({ drillerName: 'Dan Walsh', companyName: 'Aquifer Drilling Pty Ltd', lockedStatus: 0 });
  });
});

describe('GET work/list refuses cursors it did not make for this list', () => {
  const firstCursor = async (who: 'driller' | 'dcaDriller') =>
    (await get(t, 'work/list?limit=2', await as(t, who))).json<Page>().nextCursor ?? '';

  it.each([
    ['an edited cursor', (c: string) => `${c.slice(0, 5)}${c[5] === 'A' ? 'B' : 'A'}${c.slice(6)}`],
    ['a truncated cursor', (c: string) => c.slice(0, -3)],
    ['a made-up cursor', () => Buffer.from(JSON.stringify([1, '2025-01-01 00:00:00+00', 1])).toString('base64url')],
    ['text that is no cursor', () => 'not-a-cursor'],
  ])('answers 400 with a clear message for %s', async (_name, tamper) => {
    const res = await get(t, `work/list?cursor=${encodeURIComponent(tamper(await firstCursor('driller')))}`, await as(t, 'driller'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: PAGING_MESSAGES.invalidCursor });
  });

  it("answers 400 to another person's cursor", async () => {
    const res = await get(t, `work/list?cursor=${encodeURIComponent(await firstCursor('dcaDriller'))}`, await as(t, 'driller'));
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: PAGING_MESSAGES.invalidCursor });
  });

  it.each(['0', '101', 'ten'])('answers 400 to limit=%s', async (limit) => {
    expect((await get(t, `work/list?limit=${limit}`, await as(t, 'driller'))).statusCode).toBe(400);
  });
});

describe('GET work/getalldata pages its drillers', () => {
  it('gives every driller once across pages, by name, and the same list as one page', async () => {
    const headers = await as(t, 'regulator');
    const whole = (await get(t, 'work/getalldata', headers)).json();
    expect(whole.nextCursor).toBeNull();
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(t, `work/getalldata?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, headers);
      const page = res.json();
      expect(page.data.drillers.length).toBeLessThanOrEqual(1);
      names.push(...page.data.drillers.map((d: { drillerName: string }) => d.drillerName));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(names).toEqual(whole.data.drillers.map((d: { drillerName: string }) => d.drillerName));
    expect(names.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a works-list cursor', async () => {
    const worksCursor = (await get(t, 'work/list?limit=1', await as(t, 'regulator'))).json<Page>().nextCursor ?? '';
    const res = await get(t, `work/getalldata?cursor=${encodeURIComponent(worksCursor)}`, await as(t, 'regulator'));
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: PAGING_MESSAGES.invalidCursor });
  });
});

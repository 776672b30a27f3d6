import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGING_MESSAGES, dashboardListResponseSchema } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { SUBJECT, as, createWork, post } from '../../../../test/work-factory';
import { seedSearchReports } from '../../../platform/db/seed-search';

let t: TestApp;
type Who = keyof typeof SUBJECT;

beforeAll(async () => {
  t = await createTestApp();
  // 400 works of Western Plains Bores' drillers, two in three submitted (267).
  await seedSearchReports(t.db);
});
afterAll(async () => t.close());

const list = async (who: Who, query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/service/api/work/dashboard?${query}`, headers: await as(t, who) });
  expect(res.statusCode, res.body).toBe(200);
  const { data, nextCursor } = dashboardListResponseSchema.parse(res.json());
  return { ...data, nextCursor };
};

/** Every page of a grid, following each page's cursor: the rows of each page. */
async function allPages(who: Who, grid: string): Promise<number[][]> {
  const pages: number[][] = [];
  let query = `grid=${grid}`;
  for (;;) {
    const page = await list(who, query);
    pages.push(page.formA.map((r) => r.formAId));
    if (page.nextCursor === null) return pages;
    query = `grid=${grid}&cursor=${encodeURIComponent(page.nextCursor)}`;
  }
}

describe('GET work/dashboard', () => {
  it("gives a driller their own works: the newest first in Current Works, with or without a BCR; the submitted one in Past Works", async () => {
    const fresh = await createWork(t, 'driller');
    const current = await list('driller', 'grid=current');
    expect(current.nextCursor).toBeNull();
    expect(current.formA[0]).toMatchObject({ formAId: fresh.id, bcrId: null, bcrVersion: null, formStatus: 1, workName: 'Home paddock bore' });
    expect(current.formA[0]?.lastBCRModifiedBy).toEqual({ firstName: 'Dan', lastName: 'Walsh' });
    const demo = current.formA.find((r) => r.workName === 'Demo bore - BCR in progress');
    expect(demo).toMatchObject({ workId: '1000105', workApprovalNo: '90WA813933', formStatus: 1, hydstra: 0 });
    expect(demo?.bcrId).toEqual(expect.any(Number));
    expect(demo?.workAttributeDetails).toBe('New, Production/Water supply bore, Drilled bore');
    expect(demo?.driller).toMatchObject({ drillerFirstName: 'Dan', drillerLastName: 'Walsh' });
    expect(demo?.organisation).toEqual({ organisationName: 'Aquifer Drilling Pty Ltd' });
    expect(current.formA.every((r) => r.formStatus !== 2 && r.driller?.drillerFirstName === 'Dan')).toBe(true);

    const past = await list('driller', 'grid=past');
    expect(past.formA.map((r) => r.workName)).toEqual(['Demo bore - BCR submitted']);
    expect(past.formA[0]).toMatchObject({ formStatus: 2, submittedBy: expect.any(String), formSubmittedDate: expect.any(String) });
  });

  it('keeps a company admin to their company: no other company’s works', async () => {
    const rows = [...(await list('companyAdmin', 'grid=current')).formA, ...(await list('companyAdmin', 'grid=past')).formA];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.organisation?.organisationName === 'Aquifer Drilling Pty Ltd')).toBe(true);
  });

  it('pages 20 rows at a time by cursor, newest change first, each row once, and refuses a cursor of another list', async () => {
    const first = await list('superAdmin', 'grid=past&limit=20');
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list('superAdmin', `grid=past&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect([first.formA.length, second.formA.length]).toEqual([20, 20]);
    const all = [...first.formA, ...second.formA];
    expect(new Set(all.map((r) => r.formAId)).size).toBe(40);
    expect(all.every((r) => r.formStatus === 2)).toBe(true);

    const headers = await as(t, 'superAdmin');
    for (const cursor of [first.nextCursor!, `${first.nextCursor!}x`]) {
      const res = await t.app.inject({ method: 'GET', url: `/service/api/work/dashboard?grid=current&cursor=${encodeURIComponent(cursor)}`, headers });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().message).toBe(PAGING_MESSAGES.invalidCursor);
    }
  });

  it('stops Past Works at the last 100 submitted for everyone but the Super Admin', async () => {
    const limited = await allPages('regulator', 'past');
    expect(limited.map((p) => p.length)).toEqual([20, 20, 20, 20, 20]);
    const everything = await allPages('superAdmin', 'past');
    expect(everything.flat().length).toBeGreaterThan(100);
    expect(new Set(everything.flat()).size).toBe(everything.flat().length);
    // The regulator sees the same first 100 the Super Admin does, newest first.
    expect(limited.flat()).toEqual(everything.flat().slice(0, 100));
    // Current Works has no such limit.
    expect((await allPages('regulator', 'current')).flat().length).toBeGreaterThan(100);
  });

  it('shows who holds a row’s offline lock (name, role, company, date) until it is released', async () => {
    const work = await createWork(t, 'driller');
    const lockOf = async (who: Who) => (await list(who, 'grid=current')).formA.find((r) => r.formAId === work.id)?.offlineLock;
    const lock = async (who: Who, locked: boolean, deviceId: string) => {
      const res = await post(t, 'work/lockbcrwork', await as(t, who), { formAId: work.id, locked, deviceId });
      expect(res.statusCode, res.body).toBe(200);
    };
    expect(await lockOf('driller')).toBeNull();

    const before = Date.now();
    await lock('driller', true, 'laptop-A');
    const dan = await t.db.selectFrom('users').select(['id', 'organisation_id']).where('idp_subject', '=', SUBJECT.driller).executeTakeFirstOrThrow();
    const held = await lockOf('companyAdmin');
    expect(held).toEqual({
      lockedByUserId: dan.id,
      lockedByOrganisationId: dan.organisation_id,
      lockedByName: 'Dan Walsh',
      lockedByRole: 'Driller',
      lockedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      // The company admin of the holder's company may release it.
      viewerMayUnlock: true,
    });
    expect(dan.organisation_id).toEqual(expect.any(Number));
    expect(Math.abs(Date.parse(held!.lockedAt) - before)).toBeLessThan(60_000);
    // The holder may release their own; another company's admin may not (spec 3: a CA of the same organisation).
    expect(await lockOf('driller')).toEqual({ ...held, viewerMayUnlock: true });
    expect((await lockOf('superAdmin'))?.viewerMayUnlock).toBe(true);

    await lock('driller', false, 'laptop-A');
    expect(await lockOf('driller')).toBeNull();

    // A driller who is also the company's admin is named by the portal's role label.
    await lock('dcaDriller', true, 'tablet-B');
    expect(await lockOf('driller')).toMatchObject({ lockedByRole: 'Driller(Company Admin)', lockedByName: expect.not.stringMatching(/^$/) });
    await lock('dcaDriller', false, 'tablet-B');
    expect(await lockOf('driller')).toBeNull();

    // A Super Admin's lock: the company admin is not of its holder's organisation, and a driller may not
    // release someone else's; the Super Admin may.
    await lock('superAdmin', true, 'desk-C');
    expect((await lockOf('companyAdmin'))?.viewerMayUnlock).toBe(false);
    expect((await lockOf('driller'))?.viewerMayUnlock).toBe(false);
    expect((await lockOf('superAdmin'))?.viewerMayUnlock).toBe(true);
    await lock('superAdmin', false, 'desk-C');
  });

  it('refuses pages larger than the grid’s 20 rows, an unknown grid and a request without a token', async () => {
    const headers = await as(t, 'regulator');
    for (const query of ['grid=current&limit=21', 'grid=all', '']) {
      const res = await t.app.inject({ method: 'GET', url: `/service/api/work/dashboard?${query}`, headers });
      expect(res.statusCode, query).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/service/api/work/dashboard?grid=current' })).statusCode).toBe(401);
  });
});

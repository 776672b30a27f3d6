import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardListResponseSchema } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { as, createWork, type SUBJECT } from '../../../test/work-factory';
import { seedSearchReports } from '../../platform/db/seed-search';

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
  return dashboardListResponseSchema.parse(res.json()).data;
};

describe('GET work/dashboard', () => {
  it("gives a driller their own works: the newest first in Current Works, with or without a BCR; the submitted one in Past Works", async () => {
    const fresh = await createWork(t, 'driller');
    const current = await list('driller', 'grid=current');
    expect(current.hasMore).toBe(false);
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

  it('pages 20 rows at a time, newest change first, each row once', async () => {
    const first = await list('superAdmin', 'grid=past&skip=0&take=20');
    const second = await list('superAdmin', 'grid=past&skip=20&take=20');
    expect([first.formA.length, second.formA.length]).toEqual([20, 20]);
    expect(first.hasMore).toBe(true);
    const all = [...first.formA, ...second.formA];
    expect(new Set(all.map((r) => r.formAId)).size).toBe(40);
    expect(all.every((r) => r.formStatus === 2)).toBe(true);
  });

  it('stops Past Works at the last 100 submitted for everyone but the Super Admin', async () => {
    const last = await list('regulator', 'grid=past&skip=80');
    expect(last.formA).toHaveLength(20);
    expect(last.hasMore).toBe(false);
    expect((await list('regulator', 'grid=past&skip=100')).formA).toEqual([]);
    const beyond = await list('superAdmin', 'grid=past&skip=100');
    expect(beyond.formA).toHaveLength(20);
    expect(beyond.hasMore).toBe(true);
    // Current Works has no such limit.
    expect((await list('regulator', 'grid=current&skip=100')).formA.length).toBeGreaterThan(0);
  });

  it('refuses pages larger than the grid’s 20 rows, an unknown grid and a request without a token', async () => {
    const headers = await as(t, 'regulator');
    for (const query of ['grid=current&take=21', 'grid=all', '']) {
      const res = await t.app.inject({ method: 'GET', url: `/service/api/work/dashboard?${query}`, headers });
      expect(res.statusCode, query).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/service/api/work/dashboard?grid=current' })).statusCode).toBe(401);
  });
});

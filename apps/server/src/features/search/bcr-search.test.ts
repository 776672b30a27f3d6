import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BCR_SEARCH_STATUS, searchBcrListResponseSchema, searchBcrLoadResponseSchema, type SearchBcrListRequest } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SUBJECT, as, createWork, drillerIdOf } from '../../../test/work-factory';
import { SEARCH_SEED, seedSearchReports } from '../../platform/db/seed-search';

let t: TestApp;
type Who = keyof typeof SUBJECT;
const EVERY_ROLE: Who[] = ['superAdmin', 'companyAdmin', 'regulator', 'readOnly', 'driller', 'dcaDriller', 'hydro'];

beforeAll(async () => {
  t = await createTestApp();
  await seedSearchReports(t.db);
});
afterAll(async () => t.close());

const search = async (who: Who, body: SearchBcrListRequest) =>
  t.app.inject({ method: 'POST', url: '/service/api/work/searchbcrlist', headers: await as(t, who), payload: body });
const rows = async (who: Who, body: SearchBcrListRequest) => {
  const res = await search(who, body);
  expect(res.statusCode, res.body).toBe(200);
  return searchBcrListResponseSchema.parse(res.json()).data;
};
const journey = { workApprovalNo: SEARCH_SEED.approval, take: 100 };

describe('GET work/searchbcr', () => {
  it.each(EVERY_ROLE)('answers %s with the lists, the role and isLeader (Super Admin only)', async (who) => {
    const res = await t.app.inject({ method: 'GET', url: '/service/api/work/searchbcr', headers: await as(t, who) });
    expect(res.statusCode).toBe(200);
    const data = searchBcrLoadResponseSchema.parse(res.json()).data;
    expect(data.isLeader).toBe(who === 'superAdmin');
    if (who === 'driller') expect(data.drillerList.map((d) => d.drillerName)).toEqual(['Dan Walsh']);
    if (who === 'regulator') expect(data.drillerList.map((d) => d.drillerName)).toContain('Liam Harper');
  });

  it('refuses a request without a token with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/service/api/work/searchbcr' })).statusCode).toBe(401);
  });
});

describe('POST work/searchbcrlist', () => {
  it('pages an approval number’s 265 reports 100 at a time, each row once, newest change first', async () => {
    const pages = [await rows('superAdmin', { ...journey, skip: 0 }), await rows('superAdmin', { ...journey, skip: 100 }), await rows('superAdmin', { ...journey, skip: 200 })];
    expect(pages.map((p) => p.formA.length)).toEqual([100, 100, 65]);
    expect(pages.every((p) => p.totalCount === SEARCH_SEED.journeyReports)).toBe(true);
    const all = pages.flatMap((p) => p.formA);
    expect(new Set(all.map((r) => r.bcrId)).size).toBe(265);
    expect(all.every((r) => r.workApprovalNo === SEARCH_SEED.approval)).toBe(true);
    const times = all.map((r) => r.lastBCRModifiedDate);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('finds the approval number in any letter case and with spaces around it', async () => {
    expect((await rows('regulator', { workApprovalNo: ` ${SEARCH_SEED.approval.toLowerCase()} `, take: 1 })).totalCount).toBe(265);
  });

  it('sorts on the server by the column asked, blanks last', async () => {
    const asc = (await rows('regulator', { ...journey, sort: { field: 'gwNo', direction: 'asc' } })).formA.map((r) => r.gwNo);
    expect(asc.slice(0, 3)).toEqual(['GW500000', 'GW500001', 'GW500003']);
    const desc = await rows('regulator', { ...journey, skip: 200, sort: { field: 'gwNo', direction: 'desc' } });
    expect(desc.formA.at(-1)?.gwNo).toBeNull();
    const names = (await rows('regulator', { ...journey, sort: { field: 'drillerName', direction: 'desc' } })).formA.map((r) => r.driller?.drillerFirstName);
    expect(names[0]).toBe('Zoe');
  });

  it('filters on the server by column text (any case, % taken literally) and by BCR id', async () => {
    const mia = await rows('regulator', { ...journey, filters: { drillerName: 'mia cos' } });
    expect(mia.totalCount).toBe(66);
    expect(mia.formA.every((r) => r.driller?.drillerLastName === 'Costa')).toBe(true);
    expect((await rows('regulator', { ...journey, filters: { workName: '%' } })).totalCount).toBe(0);
    expect((await rows('regulator', { ...journey, filters: { drillerName: 'nobody by this name' } })).totalCount).toBe(0);
    expect((await rows('regulator', { ...journey, filters: { organisationName: 'no such company' } })).formA).toEqual([]);
    const one = mia.formA[0];
    expect((await rows('regulator', { ...journey, filters: { bcrId: String(one?.bcrId) } })).formA.map((r) => r.bcrId)).toEqual([one?.bcrId]);
    expect((await rows('regulator', { ...journey, filters: { bcrId: 'abc' } })).totalCount).toBe(0);
  });

  it('filters by company and by last editor name as the grid shows them, the same rows as filtering the whole result', async () => {
    const all = (await Promise.all([0, 100, 200].map((skip) => rows('regulator', { ...journey, skip })))).flatMap((page) => page.formA);
    expect(all).toHaveLength(265);
    const company = all.find((r) => r.organisation)?.organisation?.organisationName ?? '';
    const companyPart = company.slice(1, 6).toUpperCase();
    const byCompany = all.filter((r) => r.organisation?.organisationName.toUpperCase().includes(companyPart));
    const companyPage = await rows('regulator', { ...journey, filters: { organisationName: companyPart } });
    expect(companyPage.totalCount).toBe(byCompany.length);
    expect(companyPage.totalCount).toBeGreaterThan(0);
    const editor = all.find((r) => r.lastBCRModifiedBy)?.lastBCRModifiedBy;
    const editorName = `${editor?.firstName ?? ''} ${editor?.lastName ?? ''}`.trim();
    const editorPart = editorName.slice(-5).toLowerCase();
    const byEditor = all.filter((r) => `${r.lastBCRModifiedBy?.firstName} ${r.lastBCRModifiedBy?.lastName}`.toLowerCase().includes(editorPart));
    const editorPage = await rows('regulator', { ...journey, filters: { lastBCRModifiedBy: editorPart } });
    expect(editorPage.totalCount).toBe(byEditor.length);
    expect(editorPage.totalCount).toBeGreaterThan(0);
  });

  it('combines the GW No, driller, organisation and status criteria', async () => {
    const byGw = await rows('regulator', { gwNo: 'gw500001' });
    expect(byGw.formA.map((r) => r.gwNo)).toEqual(['GW500001']);
    const first = (await rows('regulator', { ...journey, take: 1 })).formA[0];
    const drillerId = first?.driller?.drillerId ?? 0;
    const byDriller = await rows('regulator', { ...journey, driller: { drillerId } });
    expect(byDriller.formA.every((r) => r.driller?.drillerId === drillerId)).toBe(true);
    const inactive = await rows('regulator', { ...journey, status: BCR_SEARCH_STATUS.inactive });
    const active = await rows('regulator', { ...journey, status: BCR_SEARCH_STATUS.active });
    expect(inactive.totalCount).toBeGreaterThan(0);
    expect(inactive.formA.every((r) => !r.active)).toBe(true);
    expect(inactive.totalCount + active.totalCount).toBe(265);
    const none = await rows('regulator', { ...journey, organisation: { id: 999_999 } });
    expect(none).toEqual({ formA: [], totalCount: 0 });
  });

  it('counts every report for an empty search, and the deleted ones under Inactive', async () => {
    const count = async (deleted: boolean | null) => {
      let q = t.db.selectFrom('bcr_reports').select((eb) => eb.fn.countAll<string>().as('n'));
      if (deleted !== null) q = q.where('deactivated_at', deleted ? 'is not' : 'is', null);
      return Number((await q.executeTakeFirstOrThrow()).n);
    };
    expect((await rows('regulator', {})).totalCount).toBe(await count(null));
    expect((await rows('regulator', {})).totalCount).toBeGreaterThanOrEqual(400);
    expect((await rows('regulator', { status: BCR_SEARCH_STATUS.inactive })).totalCount).toBe(await count(true));
    expect((await rows('regulator', { status: BCR_SEARCH_STATUS.active, take: 100 })).totalCount).toBe(await count(false));
  });

  it('shows a driller only their own reports and a company admin only their company’s', async () => {
    await createWork(t, 'driller');
    expect((await rows('driller', journey)).totalCount).toBe(0);
    expect((await rows('companyAdmin', journey)).totalCount).toBe(0);
    expect((await rows('readOnly', journey)).totalCount).toBe(265);
    expect((await rows('hydro', journey)).totalCount).toBe(265);
  });

  it('follows a work to another driller and company, and counts a report deleted or restored at once', async () => {
    const report = (await rows('regulator', { ...journey, take: 1 })).formA[0];
    const work = await t.db.selectFrom('works').select(['id', 'driller_id', 'organisation_id']).where('id', '=', report?.formAId ?? 0).executeTakeFirstOrThrow();
    const dan = await drillerIdOf(t.db, SUBJECT.driller);
    const danCompany = await t.db.selectFrom('users').select('organisation_id').where('idp_subject', '=', SUBJECT.driller).executeTakeFirstOrThrow();
    const give = (driller: number | null, company: number | null) =>
      t.db.updateTable('works').set({ driller_id: driller, organisation_id: company }).where('id', '=', work.id).execute();
    try {
      await give(dan, danCompany.organisation_id);
      expect((await rows('driller', journey)).formA.map((r) => r.bcrId)).toEqual([report?.bcrId]);
      expect((await rows('companyAdmin', journey)).totalCount).toBe(1);
      expect((await rows('regulator', { ...journey, driller: { drillerId: dan } })).totalCount).toBe(1);
    } finally {
      await give(work.driller_id, work.organisation_id);
    }
    expect((await rows('driller', journey)).totalCount).toBe(0);

    const before = await Promise.all([BCR_SEARCH_STATUS.active, BCR_SEARCH_STATUS.inactive].map(async (status) => (await rows('regulator', { status })).totalCount));
    const setDeleted = (at: Date | null) => t.db.updateTable('bcr_reports').set({ deactivated_at: at, deactivated_by: at && SUBJECT.superAdmin }).where('id', '=', report?.bcrId ?? 0).execute();
    try {
      await setDeleted(new Date());
      const after = await Promise.all([BCR_SEARCH_STATUS.active, BCR_SEARCH_STATUS.inactive].map(async (status) => (await rows('regulator', { status })).totalCount));
      expect(after).toEqual([(before[0] ?? 0) - 1, (before[1] ?? 0) + 1]);
    } finally {
      await setDeleted(null);
    }
    expect((await rows('regulator', {})).totalCount).toBe((before[0] ?? 0) + (before[1] ?? 0));
  });

  it('finds and sorts a report by its work’s new name, GW No and address at once', async () => {
    const report = (await rows('regulator', { ...journey, take: 1 })).formA[0];
    const id = report?.formAId ?? 0;
    const was = await t.db.selectFrom('works').select(['work_name', 'gw_no', 'customer_address']).where('id', '=', id).executeTakeFirstOrThrow();
    const rename = (to: typeof was) => t.db.updateTable('works').set(to).where('id', '=', id).execute();
    try {
      await rename({ work_name: 'Aardvark Flat bore', gw_no: 'GW999991', customer_address: '1 Zzyzx Road, Bourke' });
      const first = (await rows('regulator', { ...journey, take: 1, sort: { field: 'workName', direction: 'asc' } })).formA[0];
      expect(first?.bcrId).toBe(report?.bcrId);
      expect(first?.workName).toBe('Aardvark Flat bore');
      expect((await rows('regulator', { gwNo: 'gw999991' })).formA.map((r) => r.bcrId)).toEqual([report?.bcrId]);
      expect((await rows('regulator', { ...journey, filters: { customerAddress: 'zzyzx' } })).formA.map((r) => r.bcrId)).toEqual([report?.bcrId]);
    } finally {
      await rename(was);
    }
    expect((await rows('regulator', { gwNo: 'GW999991' })).totalCount).toBe(0);
    expect((await rows('regulator', { ...journey, filters: { workName: 'Aardvark' } })).totalCount).toBe(0);
  });

  it('refuses more than 100 rows, an unknown sort column and no token', async () => {
    expect((await search('regulator', { take: 101 })).statusCode).toBe(400);
    expect((await search('regulator', { sort: { field: 'password' as 'gwNo', direction: 'asc' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/service/api/work/searchbcrlist', payload: {} })).statusCode).toBe(401);
  });
});

describe('POST work/searchbcrlist/csv', () => {
  const csv = async (who: Who, body: object) => t.app.inject({ method: 'POST', url: '/service/api/work/searchbcrlist/csv', headers: await as(t, who), payload: body });

  it('streams every matching row with the grid’s columns, in the grid’s order', async () => {
    const res = await csv('readOnly', { workApprovalNo: SEARCH_SEED.approval, sort: { field: 'bcrId', direction: 'asc' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bcr-search-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('BCR id,Work Details,Work Name,GW No,Work Id,Work Approval No,Property Address,Driller Name,Drilling Company,Submitted Status,Last Submitted By,Last Submitted On,Last Submitted Time,Last Edited,Last Edited On,Data Source,Status');
    expect(lines).toHaveLength(266);
    const ids = lines.slice(1).map((l) => Number(l.split(',')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(lines[1]).toMatch(/^\d+,"New, Production\/Water supply bore, Drilled bore",Home paddock bore 1,GW500000,\d+,70CW955405,.*,Liam Harper,Western Plains Bores Pty Ltd,Submitted,Liam Harper,10\/01\/2023,10:15:00,Liam Harper,10\/01\/2023 10:15:00,Driller Portal,Active$/);
  });

  it('exports what the filters leave, and nothing for a driller outside the result', async () => {
    const res = await csv('regulator', { workApprovalNo: SEARCH_SEED.approval, filters: { drillerName: 'zoe' } });
    expect(res.body.trimEnd().split('\r\n')).toHaveLength(1 + 66);
    expect((await csv('driller', { workApprovalNo: SEARCH_SEED.approval })).body.trimEnd().split('\r\n')).toHaveLength(1);
  });
});

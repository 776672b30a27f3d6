import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, WORK_DECIDED_MESSAGES } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { as, SUBJECT } from '../../../test/work-factory';
import { seedSearchReports, SEARCH_SEED } from '../../platform/db/seed-search';

let t: TestApp;
type Who = keyof typeof SUBJECT;

beforeAll(async () => {
  t = await createTestApp();
  await seedSearchReports(t.db);
});
afterAll(async () => t.close());

/** A seeded report of the journey approval, submitted or not, never used by another test. */
const used = new Set<number>();
async function report(submitted: boolean) {
  const row = await t.db
    .selectFrom('bcr_reports as r')
    .innerJoin('works as w', 'w.id', 'r.work_id')
    .select(['w.form_a_guid as guid', 'r.id', 'r.version'])
    .where('w.work_approval_no', '=', SEARCH_SEED.approval)
    .where('r.deactivated_at', 'is', null)
    .where('r.form_status', '=', submitted ? 2 : 1)
    .where('r.id', 'not in', [0, ...used])
    .orderBy('r.id')
    .executeTakeFirstOrThrow();
  used.add(row.id);
  return row;
}
const decommission = async (who: Who, body: object) =>
  t.app.inject({ method: 'POST', url: '/service/api/work/decommission', headers: await as(t, who), payload: body });
const auditRows = async (id: number) =>
  t.db.selectFrom('audit_log').select(['action', 'actor', 'before', 'after']).where('entity', '=', 'bcr').where('entity_id', '=', String(id)).execute();

describe('POST work/decommission', () => {
  it('records the date typed dd/MM/yyyy as ISO on the submitted report, with a new version and an audit row', async () => {
    const r = await report(true);
    const res = await decommission('superAdmin', { formAGuId: r.guid, decommissionedDate: '03/02/2026', version: r.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ADMIN_MESSAGES.decommissioned, data: { formAId: expect.any(Number), bcrId: r.id, decommissionedDate: '2026-02-03', version: r.version + 1 } });
    const stored = await t.db.selectFrom('bcr_reports').select(['version', 'modified_by']).select((eb) => eb.cast<string>('decommissioned_date', 'text').as('date')).where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ version: r.version + 1, modified_by: SUBJECT.superAdmin, date: '2026-02-03' });
    expect(await auditRows(r.id)).toEqual([
      { action: 'decommission', actor: SUBJECT.superAdmin, before: { decommissionedDate: null, version: r.version }, after: { decommissionedDate: '2026-02-03', version: r.version + 1 } },
    ]);
  });

  it.each<[string, string, string]>([
    ['no date', '', ADMIN_MESSAGES.decommissionDateRequired],
    ['a date that does not exist', '31/02/2026', ADMIN_MESSAGES.invalidDate],
  ])('refuses %s with the spec’s message', async (_, date, message) => {
    const r = await report(true);
    const res = await decommission('superAdmin', { formAGuId: r.guid, decommissionedDate: date, version: r.version });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('refuses a draft report, a stale version and an unknown guid, changing nothing', async () => {
    const draft = await report(false);
    const res = await decommission('superAdmin', { formAGuId: draft.guid, decommissionedDate: '2026-02-03', version: draft.version });
    expect(res.json()).toMatchObject({ success: false, message: ADMIN_MESSAGES.decommissionNotSubmitted });
    const r = await report(true);
    expect((await decommission('superAdmin', { formAGuId: r.guid, decommissionedDate: '2026-02-03', version: r.version + 5 })).statusCode).toBe(409);
    const unknown = await decommission('superAdmin', { formAGuId: 'not-a-guid', decommissionedDate: '2026-02-03', version: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: WORK_DECIDED_MESSAGES.workNotFound });
    expect([...(await auditRows(draft.id)), ...(await auditRows(r.id))]).toEqual([]);
  });

  it.each<Who>(['companyAdmin', 'regulator', 'readOnly', 'driller', 'dcaDriller', 'hydro'])('refuses %s with 403 and changes nothing', async (who) => {
    const r = await report(true);
    const res = await decommission(who, { formAGuId: r.guid, decommissionedDate: '2026-02-03', version: r.version });
    expect(res.statusCode).toBe(403);
    expect(await auditRows(r.id)).toEqual([]);
  });
});

describe('POST bcr/deactivate from search (delete BCR)', () => {
  const hydstraReport = async () =>
    t.db
      .selectFrom('bcr_reports as r')
      .innerJoin('works as w', 'w.id', 'r.work_id')
      .select(['w.id as formAId', 'r.id', 'r.version'])
      .where('w.hydstra', '=', true)
      .where('r.deactivated_at', 'is', null)
      .where('w.work_approval_no', '=', SEARCH_SEED.approval)
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
  const deactivate = async (who: Who, body: object) => t.app.inject({ method: 'POST', url: '/service/api/bcr/deactivate', headers: await as(t, who), payload: body });

  it.each<Who>(['companyAdmin', 'regulator', 'readOnly', 'driller', 'dcaDriller', 'hydro'])('refuses %s (not a leader) with 403', async (who) => {
    const r = await hydstraReport();
    const res = await deactivate(who, { formAId: r.formAId, version: r.version });
    expect(res.statusCode).toBe(403);
    expect((await t.db.selectFrom('bcr_reports').select('deactivated_at').where('id', '=', r.id).executeTakeFirstOrThrow()).deactivated_at).toBeNull();
  });

  it('lets the Super Admin delete a Hydstra report: it then shows as Inactive', async () => {
    const r = await hydstraReport();
    const res = await deactivate('superAdmin', { formAId: r.formAId, version: r.version });
    expect(res.statusCode, res.body).toBe(200);
    const listed = await t.app.inject({ method: 'POST', url: '/service/api/work/searchbcrlist', headers: await as(t, 'superAdmin'), payload: { filters: { bcrId: String(r.id) } } });
    expect(listed.json().data.formA[0]).toMatchObject({ bcrId: r.id, active: false });
  });
});

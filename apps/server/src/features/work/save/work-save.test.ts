import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPROVAL_NUMBER_FORMAT_MESSAGE,
  AUTH_MESSAGES,
  GENERAL_MESSAGES,
  WORK_DECIDED_MESSAGES,
  WORK_MESSAGES,
  alreadyAssigned,
} from '@driller/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  as,
  createWork,
  drillerIdOf,
  get,
  insertApproval,
  newWorkBody,
  nextWorksId,
  post,
  snapshot,
  SUBJECT,
} from '../../../../test/work-factory';

let t: TestApp;
let dan: number;
let kate: number;
beforeAll(async () => {
  t = await createTestApp();
  dan = await drillerIdOf(t.db, SUBJECT.driller);
  kate = await drillerIdOf(t.db, SUBJECT.dcaDriller);
});
afterAll(async () => t.close());

describe('POST work/save: create', () => {
  it('creates a draft, copying the approval fields from the register rather than the browser', async () => {
    const worksId = nextWorksId();
    const approvalNo = await insertApproval(t.db, [
      { worksId, lotDp: '7//DP1234', latitude: -33.1, longitude: 149.2 },
    ]);
    const body = newWorkBody(approvalNo, worksId, dan, {
      lotNo: '1//DP999',
      approvedLatitude: -30,
      approvedLongitude: 150,
      customerName: 'Forged',
    });
    const res = await post(t, 'work/save', await as(t, 'driller'), body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: WORK_MESSAGES.submitted,
      data: { version: 1, created: true, warnings: [] },
    });
    const id = res.json().data.id as number;
    const payload = (await get(t, `work/${id}`, await as(t, 'driller'))).json().payload;
    expect(payload.formA).toMatchObject({
      lotNo: '7//DP1234',
      approvedLatitude: -33.1,
      approvedLongitude: 149.2,
      customerName: 'Test Farming Pty Ltd',
      approvalIssueDate: '2024-01-15',
      formStatus: 1,
      drillerId: dan,
      workStatus: 'Approved',
    });
    expect(payload).toMatchObject({
      formAId: id,
      version: 1,
      readOnly: false,
      canSave: true,
      approvalNumberSupplied: true,
      disableWorkFields: false,
    });
    expect(
      payload.conditions.map((c: { conditionNo: string; approvalConditionStatus: number }) => [
        c.conditionNo,
        c.approvalConditionStatus,
      ]),
    ).toEqual([
      ['C1', 0],
      ['C2', 0],
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('entity', '=', 'work')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toEqual([{ action: 'create', actor: SUBJECT.driller }]);
  });

  it('returns the first work for a repeated request id instead of creating twice', async () => {
    const worksId = nextWorksId();
    const approvalNo = await insertApproval(t.db, [{ worksId }]);
    const headers = { ...(await as(t, 'driller')), 'x-request-id': 'create-once-0001' };
    const first = await post(t, 'work/save', headers, newWorkBody(approvalNo, worksId, dan));
    const before = await snapshot(t.db);
    const again = await post(t, 'work/save', headers, newWorkBody(approvalNo, worksId, dan));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('creates once when the same request id arrives twice at the same time', async () => {
    const worksId = nextWorksId();
    const approvalNo = await insertApproval(t.db, [{ worksId }]);
    const body = { ...newWorkBody(approvalNo, worksId, dan), idempotencyKey: 'same-time-create-01' };
    const headers = await as(t, 'driller');
    const [a, b] = await Promise.all([
      post(t, 'work/save', headers, body),
      post(t, 'work/save', headers, body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.id).toBe(b.json().data.id);
    expect(
      await t.db
        .selectFrom('works')
        .select('id')
        .where('create_request_id', '=', 'same-time-create-01')
        .execute(),
    ).toHaveLength(1);
  });

  it("refuses another user's request id with 409 instead of answering their work", async () => {
    const worksId = nextWorksId();
    const approvalNo = await insertApproval(t.db, [{ worksId }]);
    const body = { ...newWorkBody(approvalNo, worksId, dan), idempotencyKey: 'borrowed-key-0001' };
    expect((await post(t, 'work/save', await as(t, 'driller'), body)).statusCode).toBe(200);
    const res = await post(t, 'work/save', await as(t, 'companyAdmin'), body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(WORK_DECIDED_MESSAGES.requestIdUsed);
  });

  it.each<[string, object, string, string]>([
    ['nothing changed', { formModified: false }, GENERAL_MESSAGES.nothingToSave, 'form'],
    ['no approval number', { workApprovalNo: '' }, 'Required', 'workApprovalNo'],
    [
      'a malformed approval number',
      { workApprovalNo: '90XX12' },
      APPROVAL_NUMBER_FORMAT_MESSAGE,
      'workApprovalNo',
    ],
    [
      'a work id the register does not know',
      { workId: '1234567890' },
      WORK_MESSAGES.workDetailsMissing,
      'workId',
    ],
    ['no driller', { drillerId: null }, 'Required', 'drillerId'],
    [
      'a missing work attribute',
      { workType: { workAttribute1: { id: 1 }, workAttribute2: { id: 1 }, workAttribute3: null } },
      WORK_MESSAGES.selectAllAttributes,
      'workType',
    ],
    [
      'Test without New',
      { workType: { workAttribute1: { id: 3 }, workAttribute2: { id: 3 }, workAttribute3: { id: 1 } } },
      WORK_MESSAGES.testOnlyWithNew,
      'workAttribute2',
    ],
  ])('refuses %s with the spec message and changes nothing', async (_label, override, message, path) => {
    const worksId = nextWorksId();
    const approvalNo = await insertApproval(t.db, [{ worksId }]);
    const before = await snapshot(t.db);
    const res = await post(t, 'work/save', await as(t, 'driller'), {
      ...newWorkBody(approvalNo, worksId, dan),
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, code: 'VALIDATION_FAILED' });
    expect(res.json().fieldErrors[path]).toContain(message);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('refuses a work name over 500 characters with the limit message', async () => {
    const res = await post(
      t,
      'work/save',
      await as(t, 'driller'),
      newWorkBody('80CW000001', '1', dan, { workName: 'x'.repeat(501) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Maximum allowed characters are 500');
    expect(res.json().fieldErrors.workName).toEqual(['Maximum allowed characters are 500']);
  });

  it('refuses an Installed work for a New work type', async () => {
    const worksId = nextWorksId();
    const approvalNo = await insertApproval(t.db, [{ worksId, status: 'I', gwNo: 'GW770001' }]);
    const res = await post(t, 'work/save', await as(t, 'driller'), newWorkBody(approvalNo, worksId, dan));
    expect(res.json()).toMatchObject({ success: false, message: WORK_DECIDED_MESSAGES.installedWork });
  });

  it('refuses an approval work already assigned to another driller with the spec message', async () => {
    const work = await createWork(t, 'driller');
    const before = await snapshot(t.db);
    const res = await post(
      t,
      'work/save',
      await as(t, 'dcaDriller'),
      newWorkBody(work.approvalNo, work.workId, kate),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      alreadyAssigned({
        workId: work.workId,
        approvalNo: work.approvalNo,
        driller: 'Dan Walsh',
        organisation: 'Aquifer Drilling Pty Ltd',
      }),
    );
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('lets a company admin create a work for a driller of the company', async () => {
    const work = await createWork(t, 'companyAdmin', { drillerSubject: SUBJECT.dcaDriller });
    expect(work.drillerId).toBe(kate);
  });

  it.each<[string, 'regulator' | 'readOnly' | 'hydro']>([
    ['the Regulator (cannot create)', 'regulator'],
    ['Read Only All', 'readOnly'],
    ['the Hydrogeologist', 'hydro'],
  ])('refuses a create by %s with 403 and changes nothing', async (_label, who) => {
    const worksId = nextWorksId();
    const approvalNo = await insertApproval(t.db, [{ worksId }]);
    const before = await snapshot(t.db);
    const res = await post(t, 'work/save', await as(t, who), newWorkBody(approvalNo, worksId, dan));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: AUTH_MESSAGES.forbidden });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('refuses a driller filing a work for another driller', async () => {
    const worksId = nextWorksId();
    const approvalNo = await insertApproval(t.db, [{ worksId }]);
    const res = await post(t, 'work/save', await as(t, 'driller'), newWorkBody(approvalNo, worksId, kate));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(WORK_DECIDED_MESSAGES.drillerNotInCompany);
  });
});

describe('POST work/save: update', () => {
  it('updates the named version, bumps it and audits before and after', async () => {
    const work = await createWork(t);
    const body = {
      ...newWorkBody(work.approvalNo, work.workId, dan),
      formAId: work.id,
      version: work.version,
      workName: 'Renamed bore',
    };
    const res = await post(t, 'work/save', await as(t, 'driller'), body);
    expect(res.json()).toMatchObject({ success: true, data: { id: work.id, version: 2, created: false } });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'work')
      .where('entity_id', '=', String(work.id))
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ work_name: 'Home paddock bore', version: 1 });
    expect(audit.after).toMatchObject({ work_name: 'Renamed bore', version: 2 });
  });

  it('answers a stale version with 409 and changes nothing', async () => {
    const work = await createWork(t);
    const body = {
      ...newWorkBody(work.approvalNo, work.workId, dan),
      formAId: work.id,
      version: work.version,
    };
    expect(
      (await post(t, 'work/save', await as(t, 'companyAdmin'), { ...body, workName: 'First edit' }))
        .statusCode,
    ).toBe(200);
    const before = await snapshot(t.db);
    const res = await post(t, 'work/save', await as(t, 'driller'), { ...body, workName: 'Second edit' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'STALE_VERSION',
      message: WORK_DECIDED_MESSAGES.staleVersion,
    });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it.each<[string, 'readOnly' | 'hydro' | 'regulator' | 'dcaDriller', number]>([
    ['Read Only All', 'readOnly', 403],
    ['the Hydrogeologist', 'hydro', 403],
    ['the Regulator', 'regulator', 200],
    ['a Driller who is company admin (on behalf of the company)', 'dcaDriller', 200],
  ])('an update by %s answers %i', async (_label, who, status) => {
    const work = await createWork(t);
    const body = {
      ...newWorkBody(work.approvalNo, work.workId, dan),
      formAId: work.id,
      version: work.version,
      workName: 'Edited',
    };
    const before = await snapshot(t.db);
    const res = await post(t, 'work/save', await as(t, who), body);
    expect(res.statusCode).toBe(status);
    if (status === 403) expect(await snapshot(t.db)).toEqual(before);
  });

  it("refuses a plain driller changing another driller's work with 403 and changes nothing", async () => {
    const kates = await createWork(t, 'dcaDriller', { drillerSubject: SUBJECT.dcaDriller });
    const before = await snapshot(t.db);
    const body = {
      ...newWorkBody(kates.approvalNo, kates.workId, kate),
      formAId: kates.id,
      version: kates.version,
      workName: 'Not mine',
    };
    const res = await post(t, 'work/save', await as(t, 'driller'), body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(await snapshot(t.db)).toEqual(before);
  });
});

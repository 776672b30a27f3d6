import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WORK_DECIDED_MESSAGES,
  WORK_MESSAGES,
  alreadyAssigned,
  alreadySubmitted,
  cannotTransfer,
  transferConfirm,
} from '@driller/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  as,
  createOtherCompanyDriller,
  createWork,
  drillerIdOf,
  get,
  insertApproval,
  nextWorksId,
  post,
  snapshot,
  SUBJECT,
} from '../../../../test/work-factory';

let t: TestApp;
let kate: number;
beforeAll(async () => {
  t = await createTestApp();
  kate = await drillerIdOf(t.db, SUBJECT.dcaDriller);
});
afterAll(async () => t.close());

const check = (approvalNo: string, workId: string, drillerId: number, extra: object = {}) => ({
  workApprovalNo: approvalNo,
  workId,
  drillerId,
  formAID: 0,
  ...extra,
});
const holder = (work: { approvalNo: string; workId: string }) => ({
  workId: work.workId,
  approvalNo: work.approvalNo,
  driller: 'Dan Walsh',
  organisation: 'Aquifer Drilling Pty Ltd',
});

describe('POST work/getassignedwork', () => {
  it('answers a free approval work as not assigned', async () => {
    const worksId = nextWorksId();
    const approvalNo = await insertApproval(t.db, [{ worksId }]);
    const res = await post(
      t,
      'work/getassignedwork',
      await as(t, 'dcaDriller'),
      check(approvalNo, worksId, kate),
    );
    expect(res.json()).toMatchObject({ success: true, data: { assigned: false, formA: null } });
  });

  it("refuses a work assigned to another driller with the spec's message", async () => {
    const work = await createWork(t);
    const res = await post(
      t,
      'work/getassignedwork',
      await as(t, 'dcaDriller'),
      check(work.approvalNo, work.workId, kate),
    );
    expect(res.json()).toMatchObject({
      success: false,
      message: alreadyAssigned(holder(work)),
      data: { assigned: true, sameCompany: true, sameDriller: false },
    });
  });

  it("refuses a submitted work with 'already submitted by'", async () => {
    const work = await createWork(t);
    await t.db.updateTable('works').set({ form_status: 2 }).where('id', '=', work.id).execute();
    const res = await post(
      t,
      'work/getassignedwork',
      await as(t, 'driller'),
      check(work.approvalNo, work.workId, work.drillerId),
    );
    expect(res.json()).toMatchObject({ success: false, message: alreadySubmitted(holder(work)) });
  });

  it("answers an unknown work with 'The work details does not exist.'", async () => {
    const res = await post(
      t,
      'work/getassignedwork',
      await as(t, 'driller'),
      check('80CW000999', '123456', kate),
    );
    expect(res.json()).toMatchObject({ success: false, message: WORK_MESSAGES.workDetailsMissing });
  });

  it('refuses Read Only All with 403', async () => {
    const res = await post(
      t,
      'work/getassignedwork',
      await as(t, 'readOnly'),
      check('80CW000999', '123456', kate),
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('POST work/getamendedwork', () => {
  it('asks both confirms when neither the original nor a GW number exists', async () => {
    const worksId = nextWorksId();
    const approvalNo = await insertApproval(t.db, [{ worksId }]);
    const res = await post(
      t,
      'work/getamendedwork',
      await as(t, 'driller'),
      check(approvalNo, worksId, kate, { workAttribute1: 2 }),
    );
    expect(res.json()).toMatchObject({
      success: true,
      data: { confirms: [WORK_MESSAGES.originalMissingConfirm, WORK_MESSAGES.gwNoMissingConfirm] },
    });
  });

  it("refuses while the original is not submitted: 'The original work details 1 is not submitted. ...'", async () => {
    const work = await createWork(t);
    const res = await post(
      t,
      'work/getamendedwork',
      await as(t, 'driller'),
      check(work.approvalNo, work.workId, work.drillerId, { workAttribute1: 2 }),
    );
    expect(res.json()).toMatchObject({ success: false, message: WORK_MESSAGES.originalNotSubmitted });
  });

  it('refuses a second amended work while one is pending, also on save', async () => {
    const work = await createWork(t);
    await t.db
      .updateTable('works')
      .set({ form_status: 2, gw_no: 'GW123456' })
      .where('id', '=', work.id)
      .execute();
    const amended = {
      workType: { workAttribute1: { id: 2 }, workAttribute2: { id: 1 }, workAttribute3: { id: 1 } },
    };
    const first = await post(t, 'work/save', await as(t, 'driller'), {
      formAId: 0,
      drillerId: work.drillerId,
      workApprovalNo: work.approvalNo,
      workId: work.workId,
      formModified: true,
      save: true,
      ...amended,
    });
    expect(first.statusCode).toBe(200);
    const res = await post(
      t,
      'work/getamendedwork',
      await as(t, 'driller'),
      check(work.approvalNo, work.workId, work.drillerId, { workAttribute1: 2 }),
    );
    expect(res.json()).toMatchObject({ success: false, message: WORK_MESSAGES.amendedExistsNotSubmitted });
    const second = await post(t, 'work/save', await as(t, 'driller'), {
      formAId: 0,
      drillerId: work.drillerId,
      workApprovalNo: work.approvalNo,
      workId: work.workId,
      formModified: true,
      save: true,
      ...amended,
    });
    expect(second.json()).toMatchObject({ success: false, message: WORK_MESSAGES.amendedExistsNotSubmitted });
  });
});

describe('POST work/changeworkassignment', () => {
  it('answers the transfer confirm first and changes nothing', async () => {
    const work = await createWork(t);
    const before = await snapshot(t.db);
    const res = await post(t, 'work/changeworkassignment', await as(t, 'companyAdmin'), {
      workDetails: { formAId: work.id, version: work.version, drillerId: kate },
    });
    expect(res.json()).toEqual({
      success: true,
      message: transferConfirm({
        workId: work.workId,
        approvalNo: work.approvalNo,
        toDriller: 'Kate Brennan',
        fromDriller: 'Dan Walsh',
      }),
      data: { outcome: 'confirmTransfer', id: work.id, version: work.version },
    });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('transfers on confirmation, resets the conditions and audits it', async () => {
    const work = await createWork(t);
    const res = await post(t, 'work/changeworkassignment', await as(t, 'companyAdmin'), {
      workDetails: { formAId: work.id, version: work.version, drillerId: kate, confirmed: true },
    });
    expect(res.json()).toMatchObject({
      success: true,
      data: { outcome: 'transferred', id: work.id, version: 2 },
    });
    const payload = (await get(t, `work/${work.id}`, await as(t, 'dcaDriller'))).json().payload;
    expect(payload.formA.drillerId).toBe(kate);
    expect(payload.formA.approvalConditions.approvalConditionStatus).toBe(0);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(work.id))
      .where('action', '=', 'transfer')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("refuses a company admin moving a work to another company: 'Work can not be transferred ...'", async () => {
    const work = await createWork(t);
    const other = await createOtherCompanyDriller(t.db);
    const res = await post(t, 'work/changeworkassignment', await as(t, 'companyAdmin'), {
      workDetails: { formAId: work.id, version: work.version, drillerId: other.drillerId, confirmed: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(cannotTransfer('Owen West1', 'Dan Walsh'));
  });

  it('makes a Super Admin move to another company a new form with unaccepted conditions', async () => {
    const work = await createWork(t);
    const other = await createOtherCompanyDriller(t.db);
    const res = await post(t, 'work/changeworkassignment', await as(t, 'superAdmin'), {
      workDetails: { formAId: work.id, version: work.version, drillerId: other.drillerId },
    });
    const copyId = res.json().data.id as number;
    expect(res.json()).toMatchObject({ success: true, data: { outcome: 'reassignedCopy', version: 1 } });
    expect(copyId).not.toBe(work.id);
    const copy = (await get(t, `work/${copyId}`, await as(t, 'superAdmin'))).json().payload;
    expect(copy.formA).toMatchObject({
      drillerId: other.drillerId,
      workApprovalNo: work.approvalNo,
      workId: work.workId,
      formStatus: 1,
    });
    expect(
      copy.conditions.map((c: { approvalConditionStatus: number }) => c.approvalConditionStatus),
    ).toEqual([0, 0]);
  });

  it('answers a stale version with 409 and changes nothing', async () => {
    const work = await createWork(t);
    const before = await snapshot(t.db);
    const res = await post(t, 'work/changeworkassignment', await as(t, 'companyAdmin'), {
      workDetails: { formAId: work.id, version: 7, drillerId: kate, confirmed: true },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(WORK_DECIDED_MESSAGES.staleVersion);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('refuses a plain driller transferring their work (the screen never offers it) with 403 and changes nothing', async () => {
    const work = await createWork(t);
    const before = await snapshot(t.db);
    const res = await post(t, 'work/changeworkassignment', await as(t, 'driller'), {
      workDetails: { formAId: work.id, version: work.version, drillerId: kate, confirmed: true },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(WORK_DECIDED_MESSAGES.transferNotOffered);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it.each<['readOnly' | 'hydro']>([['readOnly'], ['hydro']])('refuses %s with 403', async (who) => {
    const work = await createWork(t);
    const res = await post(t, 'work/changeworkassignment', await as(t, who), {
      workDetails: { formAId: work.id, version: work.version, drillerId: kate, confirmed: true },
    });
    expect(res.statusCode).toBe(403);
  });
});

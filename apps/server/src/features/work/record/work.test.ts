import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORK_DECIDED_MESSAGES } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { as, createWork, drillerIdOf, get, SUBJECT } from '../../../../test/work-factory';

let t: TestApp;
let dan: number;
let kate: number;
beforeAll(async () => {
  t = await createTestApp();
  dan = await drillerIdOf(t.db, SUBJECT.driller);
  kate = await drillerIdOf(t.db, SUBJECT.dcaDriller);
});
afterAll(async () => t.close());

describe('GET work/getalldata', () => {
  it('gives a plain driller only themself, the options and the questionnaire', async () => {
    const res = await get(t, 'work/getalldata', await as(t, 'driller'));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.drillers.map((d: { drillerId: number }) => d.drillerId)).toEqual([dan]);
    expect(data.currentRoleId).toBe(5);
    expect(data.spearpointQuestionnaire).toHaveLength(9);
    expect(data.holeType).toEqual([
      { id: 1, name: 'Pilot hole (deepest hole)' },
      { id: 2, name: 'Other' },
    ]);
    expect(data.workAttribute4.find((o: { id: number }) => o.id === 6)).toMatchObject({
      name: 'Battery of spearpoints',
      disabled: true,
    });
  });

  it('gives a company admin the company drillers and the company admins among them', async () => {
    const data = (await get(t, 'work/getalldata', await as(t, 'companyAdmin'))).json().data;
    expect(data.drillers.map((d: { drillerName: string }) => d.drillerName)).toEqual([
      'Dan Walsh',
      'Kate Brennan',
    ]);
    expect(data.drillersAdmin.map((d: { drillerId: number }) => d.drillerId)).toEqual([kate]);
  });

  it('refuses a request without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/service/api/work/getalldata' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORISED' });
  });
});

describe('GET work/list and work/{id}', () => {
  it('lists a driller only their own works and the read-only role every work', async () => {
    const mine = await createWork(t);
    const kates = await createWork(t, 'dcaDriller', { drillerSubject: SUBJECT.dcaDriller });
    const dans = (await get(t, 'work/list', await as(t, 'driller')))
      .json()
      .data.map((w: { formAId: number }) => w.formAId);
    expect(dans).toContain(mine.id);
    expect(dans).not.toContain(kates.id);
    const all = (await get(t, 'work/list', await as(t, 'readOnly')))
      .json()
      .data.map((w: { formAId: number }) => w.formAId);
    expect(all).toEqual(expect.arrayContaining([mine.id, kates.id]));
  });

  it("refuses a driller another driller's work with 403, and answers 404 for no work", async () => {
    const kates = await createWork(t, 'dcaDriller', { drillerSubject: SUBJECT.dcaDriller });
    const res = await get(t, `work/${kates.id}`, await as(t, 'driller'));
    expect(res.statusCode).toBe(403);
    const none = await get(t, 'work/999999', await as(t, 'driller'));
    expect(none.json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: WORK_DECIDED_MESSAGES.workNotFound,
    });
  });

  it('shows a work read-only to Read Only All', async () => {
    const work = await createWork(t);
    const payload = (await get(t, `work/${work.id}`, await as(t, 'readOnly'))).json().payload;
    expect(payload).toMatchObject({
      readOnly: true,
      canSave: false,
      disableWorkFields: true,
      canAcceptConditions: false,
    });
  });
});

describe('OpenAPI', () => {
  it('documents every work route from its zod schemas', async () => {
    const paths = Object.keys(
      (await t.app.inject({ method: 'GET', url: '/service/api/docs/json' })).json().paths,
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        '/service/api/work/list',
        '/service/api/work/getalldata',
        '/service/api/work/postdata',
        '/service/api/work/{id}',
        '/service/api/work/save',
        '/service/api/work/getassignedwork',
        '/service/api/work/getamendedwork',
        '/service/api/work/changeworkassignment',
        '/service/api/work/getformasectionsstatus/{formAId}/{x}',
        '/service/api/work/getformasectionsstatusbypipe',
        '/service/api/work/updategwno',
        '/service/api/work/gethydstrastatus',
        '/service/api/work/lockbcrwork',
        '/service/api/bcr/getofflineinfo',
        '/service/api/uploadfile/uploadmapimage',
        '/service/api/uploadfile/deletedocument',
      ]),
    );
  });
});

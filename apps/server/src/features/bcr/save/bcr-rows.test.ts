import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BCR_RESPONSE_CODE,
  BCR_SECTION_SAVE_CONTRACTS,
  BCR_SECTION_SAVES,
  BCR_SERVER_MESSAGES,
  OFFLINE_MESSAGES,
  ROLE,
  type BcrReport,
  type BcrReportInput,
  type CurrentUser,
} from '@driller/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createBcrWork, fullReport, getBcr, postBcr, saveBody } from '../../../../test/bcr-factory';
import { as, SUBJECT } from '../../../../test/work-factory';
import { countingDb } from '../../../../test/statement-count';
import { saveBcrSections } from './bcr-save.service';
import { writeBcr } from '../store/bcr-write.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A BCR saved once from the full report; returns the work id and the report as stored. */
async function savedBcr() {
  const work = await createBcrWork(t);
  const res = await postBcr(t, 'driller', 'savebcr', saveBody(work.id, 0));
  expect(res.statusCode, res.body).toBe(200);
  return { id: work.id, report: res.json().data.report as BcrReport };
}

/** The stored report sent back with changes, as the wizard sends its state. */
const asSent = (report: BcrReport): BcrReportInput => structuredClone(report) as BcrReportInput;

/** The lithology rows of a BCR as stored, with their row versions (xmin). */
const storedRows = async (bcrId: number) =>
  (
    await sql<{ id: number; xmin: string; sequence: number; additional_information: string | null; depth_to: string | null }>`
      select id, xmin::text, sequence, additional_information, depth_to from bcr_lithology where bcr_id = ${bcrId} order by sequence`.execute(t.db)
  ).rows;

describe('row lifecycle', () => {
  it('removes deleted rows, updates edited ones, inserts new ones and numbers them in order', async () => {
    const { id, report } = await savedBcr();
    const sent = asSent(report);
    const [first, second] = sent.lithology!;
    sent.lithology = [
      { ...first!, status: 'newmodify', additionalInformation: 'Edited' },
      { ...second!, status: 'deleted' },
      { status: 'new', depthFrom: 30, depthTo: 45, rockType: 1 },
      { status: 'new', depthFrom: 45, depthTo: 62, rockType: 2 },
    ];
    const res = await postBcr(t, 'driller', 'lithology', saveBody(id, 1, sent));
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json().data.report as BcrReport).lithology;
    expect(rows.map((r) => [r.sequence, r.depthFrom, r.depthTo, r.additionalInformation, r.status])).toEqual([
      [1, 0, 30, 'Edited', 'existing'],
      [2, 30, 45, null, 'existing'],
      [3, 45, 62, null, 'existing'],
    ]);
    expect(rows[0]?.lithologyId).toBe(first!.lithologyId);
    const ids = await t.db.selectFrom('bcr_lithology').select('id').where('id', '=', second!.lithologyId!).execute();
    expect(ids).toEqual([]);
  });

  it('numbers a row error by its place in the form, deleted rows included', async () => {
    const { id, report } = await savedBcr();
    const sent = asSent(report);
    sent.lithology = [sent.lithology![0]!, { ...sent.lithology![1]!, status: 'deleted' }, { status: 'new', depthFrom: 30, depthTo: 62, rockType: null }];
    const res = await postBcr(t, 'driller', 'lithology', saveBody(id, 1, sent));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['lithology.2.rockType']);
  });

  it('never touches a row of another section or another BCR: its id is refused', async () => {
    const mine = await savedBcr();
    const other = await savedBcr();
    const sent = asSent(mine.report);
    const drillingRowId = mine.report.drillingDetails[0]!.drillingDetailsId!;
    sent.lithology![0]!.lithologyId = drillingRowId;
    sent.lithology![1]!.lithologyId = other.report.lithology[1]!.lithologyId;
    const res = await postBcr(t, 'driller', 'lithology', saveBody(mine.id, 1, sent));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'lithology.0.lithologyId': [BCR_SERVER_MESSAGES.rowGone],
      'lithology.1.lithologyId': [BCR_SERVER_MESSAGES.rowGone],
    });
    const otherRows = (await getBcr(t, 'driller', other.id)).json().data.report.lithology as BcrReport['lithology'];
    expect(otherRows.map((r) => r.depthTo)).toEqual([30, 62]);
  });

  it('keeps each pipe’s water entry rows apart (flattened with pipeNo)', async () => {
    const { id, report } = await savedBcr();
    const sent = asSent(report);
    sent.waterEntryDesign = [...sent.waterEntryDesign!, { ...fullReport().waterEntryDesign![0]!, pipeNo: 2, status: 'new' }];
    const res = await postBcr(t, 'driller', 'waterEntryDesign', saveBody(id, 1, sent));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data.report as BcrReport).waterEntryDesign.map((r) => [r.pipeNo, r.screenType])).toEqual([
      [1, 0],
      [1, 1],
      [2, 0],
    ]);
  });
});

describe('a save answers the BCR as stored, without reading it again', () => {
  /** A save's answer without its warnings: what GET bcr answers as data right after it. */
  const viewOf = (res: { json: () => { data: Record<string, unknown> } }) => {
    const { warnings: _warnings, ...view } = res.json().data;
    return view;
  };

  it('answers what GET then reads: a first save, rows edited, deleted and added, then every section', async () => {
    const work = await createBcrWork(t);
    const first = await postBcr(t, 'driller', 'savebcr', saveBody(work.id, 0));
    expect(first.statusCode, first.body).toBe(200);
    expect(viewOf(first)).toEqual((await getBcr(t, 'driller', work.id)).json().data);

    const sent = asSent(first.json().data.report as BcrReport);
    const [a, b] = sent.lithology!;
    sent.lithology = [{ ...a!, status: 'newmodify', depthTo: 20 }, { ...b!, status: 'deleted' }, { status: 'new', depthFrom: 20, depthTo: 62, rockType: 2 }];
    sent.summary.assistantDriller = 'Not written by a lithology save';
    const lithology = await postBcr(t, 'driller', 'lithology', saveBody(work.id, 1, sent));
    expect(lithology.statusCode, lithology.body).toBe(200);
    expect(viewOf(lithology)).toEqual((await getBcr(t, 'driller', work.id)).json().data);

    const again = asSent(lithology.json().data.report as BcrReport);
    // Every section written, most rows unchanged: those come from the read, the summary from the write.
    again.summary.assistantDriller = 'Written by savebcr';
    const whole = await postBcr(t, 'driller', 'savebcr', saveBody(work.id, 2, again));
    expect(whole.statusCode, whole.body).toBe(200);
    expect(viewOf(whole)).toEqual((await getBcr(t, 'driller', work.id)).json().data);
  });
});

describe('a save writes only the rows it changes', () => {
  /** Each lithology row's id, its transaction id (xmin changes when the row is written) and its stored columns. */

  it('leaves an unchanged row untouched and writes the edited one, every column of it', async () => {
    const { id, report } = await savedBcr();
    const before = await storedRows(report.summary.id!);
    const sent = asSent(report);
    sent.lithology = [{ ...sent.lithology![0]!, status: 'newmodify', additionalInformation: 'Edited', depthTo: 30 }, sent.lithology![1]!];
    const res = await postBcr(t, 'driller', 'lithology', saveBody(id, 1, sent));
    expect(res.statusCode, res.body).toBe(200);
    const after = await storedRows(report.summary.id!);
    expect(after[0]).toMatchObject({ id: before[0]!.id, additional_information: 'Edited' });
    expect(after[0]!.xmin).not.toBe(before[0]!.xmin);
    expect(after[1]).toEqual(before[1]);
    expect((res.json().data.report as BcrReport).lithology.map((r) => r.additionalInformation)).toEqual(['Edited', report.lithology[1]!.additionalInformation]);
  });

  it('sends two statements for a one-row lithology edit: viewer with record, then root, row and audit as one (the answer is not read again)', async () => {
    const { id, report } = await savedBcr();
    const sent = asSent(report);
    sent.lithology![0] = { ...sent.lithology![0]!, status: 'newmodify', additionalInformation: 'Counted' };
    const me: CurrentUser = {
      subject: SUBJECT.driller, userId: null, firstName: '', lastName: '', email: '', roleId: ROLE.driller, isDCA: false,
      organisationName: '', drillerLicenseNo: '', workMobile: '', drillingClass: '', userName: SUBJECT.driller,
    };
    const body = BCR_SECTION_SAVE_CONTRACTS.lithology.body.parse(saveBody(id, 1, sent));
    const counting = countingDb(t.db);
    const view = await saveBcrSections(counting.db, me, body, BCR_SECTION_SAVES.lithology, null);
    expect(view.report.lithology[0]!.additionalInformation).toBe('Counted');
    // One statement is atomic on its own: no begin or commit either (they would not be counted here).
    expect(counting.statements()).toBe(2);
  });

  it('writes a row that only moved, and a value cleared to nothing', async () => {
    const { id, report } = await savedBcr();
    const before = await storedRows(report.summary.id!);
    const sent = asSent(report);
    const [first, second] = sent.lithology!;
    // A row added on top: the first row is cut short (and its note cleared), the second only moves down.
    sent.lithology = [
      { status: 'new', depthFrom: 0, depthTo: 10, rockType: 1 },
      { ...first!, status: 'newmodify', depthFrom: 10, additionalInformation: null },
      second!,
    ];
    const res = await postBcr(t, 'driller', 'lithology', saveBody(id, 1, sent));
    expect(res.statusCode, res.body).toBe(200);
    const after = await storedRows(report.summary.id!);
    expect(after.map((r) => r.sequence)).toEqual([1, 2, 3]);
    expect(after[1]).toMatchObject({ id: before[0]!.id, additional_information: null });
    expect(after[2]).toMatchObject({ id: before[1]!.id, sequence: 3, additional_information: before[1]!.additional_information, depth_to: before[1]!.depth_to });
    expect(after[2]!.xmin).not.toBe(before[1]!.xmin);
  });
});

describe('read-only refusals', () => {
  it('refuses a save while another user holds the offline lock, and takes the holder’s sync from the locking device only', async () => {
    const { id } = await savedBcr();
    const regulator = await t.db.selectFrom('users').select('id').where('idp_subject', '=', SUBJECT.regulator).executeTakeFirstOrThrow();
    await t.db.updateTable('work_offline_locks').set({ locked_status: 1, locked_by: regulator.id, device_id: 'tablet-1' }).where('work_id', '=', id).execute();
    const refused = await postBcr(t, 'driller', 'lithology', saveBody(id, 1));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'WORK_LOCKED', message: OFFLINE_MESSAGES.lockedForOfflineEdit, responseCode: BCR_RESPONSE_CODE.refusedReadOnly });
    expect((await getBcr(t, 'driller', id)).json().data).toMatchObject({ readOnly: true, readOnlyReason: 'lockedByOther', offline: true });

    const wrongDevice = await postBcr(t, 'regulator', 'savebcr', { ...saveBody(id, 1), deviceId: 'laptop-2' });
    expect(wrongDevice.statusCode).toBe(409);
    expect(wrongDevice.json().message).toBe(OFFLINE_MESSAGES.syncOtherDevice);
    const sync = await postBcr(t, 'regulator', 'savebcr', { ...saveBody(id, 1), deviceId: 'tablet-1' });
    expect(sync.statusCode, sync.body).toBe(200);
    expect(sync.json()).toMatchObject({ offline: true, data: { version: 2 } });
  });

  it('refuses a save while a monitoring hole has monitoring status 3', async () => {
    const { id } = await savedBcr();
    await t.db.updateTable('works').set({ monitoring_status: 3 }).where('id', '=', id).execute();
    const refused = await postBcr(t, 'driller', 'lithology', saveBody(id, 1));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: BCR_SERVER_MESSAGES.monitoringLocked, responseCode: BCR_RESPONSE_CODE.refusedReadOnly });
  });
});

describe('what a save leaves behind', () => {
  it('writes an audit row per save with the sections before and after', async () => {
    const { id, report } = await savedBcr();
    const sent = asSent(report);
    sent.summary.assistantDriller = 'Pat Quinn';
    expect((await postBcr(t, 'driller', 'summary', saveBody(id, 1, sent))).statusCode).toBe(200);
    const rows = await t.db.selectFrom('audit_log').select(['action', 'before', 'after', 'actor']).where('entity', '=', 'bcr').where('entity_id', '=', String(report.summary.id)).orderBy('id').execute();
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    const last = rows[1]!;
    expect(last.actor).toBe(SUBJECT.driller);
    expect(last.before).toMatchObject({ version: 1, summary: { assistantDriller: 'Sam Lee, Jo Park' } });
    expect(last.after).toMatchObject({ version: 2, summary: { assistantDriller: 'Pat Quinn' } });
  });

  it('a write at a stale version changes nothing: no root, no row, no audit row (one statement, joined to the root)', async () => {
    const { report } = await savedBcr();
    const bcrId = report.summary.id!;
    const rowsBefore = await storedRows(bcrId);
    const audits = () => t.db.selectFrom('audit_log').select('id').where('entity', '=', 'bcr').where('entity_id', '=', String(bcrId)).execute();
    const auditsBefore = await audits();
    const kept = rowsBefore[0]!;
    const written = await writeBcr(t.db, {
      workId: report.formAId!,
      existing: { id: bcrId, version: 7 },
      values: { assistant_driller: 'Stale' },
      rows: [{
        section: 'lithology',
        change: {
          rows: [
            { id: kept.id, sequence: 1, values: { additional_information: 'Stale' }, changed: true },
            { id: null, sequence: 2, values: { depth_from: 1, depth_to: 2 }, changed: true },
          ],
          stored: new Map([[kept.id, kept]]),
          dropsRows: true,
        },
      }],
      actor: SUBJECT.driller,
      audit: { action: 'update', entity: 'bcr', after: { stale: true } },
    });
    expect(written).toBeNull();
    expect(await storedRows(bcrId)).toEqual(rowsBefore);
    expect(await audits()).toEqual(auditsBefore);
    const root = await t.db.selectFrom('bcr_reports').select(['version', 'assistant_driller']).where('id', '=', bcrId).executeTakeFirstOrThrow();
    expect(root).toEqual({ version: 1, assistant_driller: 'Sam Lee, Jo Park' });
  });

  it('counts the BCR sections for the work page: a type change is blocked once data exists', async () => {
    const { id } = await savedBcr();
    const res = await t.app.inject({ method: 'GET', url: `/service/api/work/getformasectionsstatus/${id}/4`, headers: await as(t, 'driller') });
    expect(res.statusCode, res.body).toBe(200);
    const payload = res.json().payload;
    expect(payload.counts).toMatchObject({ lithology: 2, drillingDetails: 2, waterEntryDesign: 2, gravelPack: 1, casingSupport: 1, annulusFillSeal: 1, boreDevelopment: 1, workPartlyBackfilled: 1 });
    expect(payload.blockingSections.length).toBeGreaterThan(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, bcrReportSchema, type CurrentUser } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createBcrWork, postBcr, saveBody } from '../../../../test/bcr-factory';
import { SUBJECT } from '../../../../test/work-factory';
import { findUserBySubject } from '../../../platform/auth/portal-user.repository';
import { resolvePortalViewer } from '../../../platform/auth/viewer';
import { insertBcrDocument, listBcrDocuments } from '../documents/bcr-documents.repository';
import { storedReport, storedReportInput } from '../store/bcr-report';
import { findLiveBcr } from '../store/bcr-store.repository';
import { loadBcr, loadBcrFor } from './bcr-query.service';
import { findBcrRecord, findViewerAndBcrRecord } from './bcr-record.repository';
import { findBcrWork } from './bcr-work.repository';
import { countingDb } from '../../../../test/statement-count';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The three reads GET bcr made before they became one statement. */
const separateReads = async (id: number) => ({
  work: await findBcrWork(t.db, id),
  stored: await findLiveBcr(t.db, id),
  documents: await listBcrDocuments(t.db, id),
});

const driller: CurrentUser = {
  subject: SUBJECT.driller, userId: null, firstName: '', lastName: '', email: '', roleId: ROLE.driller, isDCA: false,
  organisationName: '', drillerLicenseNo: '', workMobile: '', drillingClass: '', userName: SUBJECT.driller,
};

describe('the BCR record in one statement', () => {
  it('reads the same work, live BCR and documents as the separate reads, holes and submissions included', async () => {
    const work = await createBcrWork(t);
    expect((await postBcr(t, 'driller', 'savebcr', saveBody(work.id, 0))).statusCode).toBe(200);
    await t.db
      .insertInto('work_monitoring_holes')
      .values([
        { work_id: work.id, position: 1, hole_no: 'MH2', work_name: 'North', hole_type: 2, no_of_pipes: 3, monitoring_status: 2 },
        { work_id: work.id, position: 0, hole_no: 'MH1', work_name: 'South', hole_type: 1, no_of_pipes: 2, monitoring_status: null },
      ])
      .execute();
    // Doubles as JSON gives them: the same numbers pg's own parser gives, to the last digit.
    await t.db.updateTable('works').set({ actual_latitude: -32.12345678901234, distance: 0.1 + 0.2 }).where('id', '=', work.id).execute();
    for (const name of ['log.pdf', 'photo.jpg']) {
      const doc = { fileGuid: crypto.randomUUID(), workId: work.id, fileName: name, description: null, contentType: 'application/pdf', size: 10, storageKey: name, tempId: null };
      await insertBcrDocument(t.db, doc, SUBJECT.driller);
    }
    const record = await findBcrRecord(t.db, work.id);
    const expected = await separateReads(work.id);
    expect(record).toEqual(expected);
    expect(record?.work.linked_holes.map((h) => h.holeNo)).toEqual(['MH1', 'MH2']);
    expect(record?.work).toMatchObject({ hole_count: 2, no_of_pipes: 3, hole_statuses: [null, 2], actual_latitude: -32.12345678901234, distance: 0.1 + 0.2 });
    expect(record?.documents.map((d) => d.created_at.getTime())).toEqual(expected.documents.map((d) => d.created_at.getTime()));
    expect(record?.stored?.rows.lithology.length).toBeGreaterThan(0);
    // The report read from it is the report schema's own parse of it, to the key order.
    const input = storedReportInput(record!.work, record!.stored);
    expect(JSON.stringify(storedReport(record!.work, record!.stored))).toBe(JSON.stringify(bcrReportSchema.parse(structuredClone(input))));
  });

  it('reads a work before its first save with no BCR and no documents, and nothing for a work that does not exist', async () => {
    const work = await createBcrWork(t);
    const record = await findBcrRecord(t.db, work.id);
    expect(record).toEqual({ ...(await separateReads(work.id)), documents: [] });
    expect(record?.stored).toBeNull();
    expect(await findBcrRecord(t.db, 2_000_000_000)).toBeUndefined();
  });

  it('reads the viewer’s portal row with the record as findUserBySubject does, with or without a work or a row', async () => {
    const work = await createBcrWork(t);
    const both = await findViewerAndBcrRecord(t.db, SUBJECT.driller, work.id);
    expect(both.user).toEqual(await findUserBySubject(t.db, SUBJECT.driller));
    expect(both.user?.drillerId).not.toBeNull();
    expect(both.record).toEqual(await findBcrRecord(t.db, work.id));
    expect(await findViewerAndBcrRecord(t.db, SUBJECT.driller, 2_000_000_000)).toEqual({ user: both.user, record: undefined });
    expect(await findViewerAndBcrRecord(t.db, 'nobody-at-all', work.id)).toEqual({ user: undefined, record: both.record });
  });

  it('answers GET bcr for a token’s user with one statement, the viewer’s row included', async () => {
    const work = await createBcrWork(t);
    expect((await postBcr(t, 'driller', 'savebcr', saveBody(work.id, 0))).statusCode).toBe(200);
    await loadBcrFor(t.db, driller, work.id); // the casing-type master data, read once a minute, is read here
    const counting = countingDb(t.db);
    const view = await loadBcrFor(counting.db, driller, work.id);
    expect(counting.statements()).toBe(1);
    expect(view).toEqual(await loadBcr(t.db, await resolvePortalViewer(t.db, driller), work.id));
  });

  it('answers GET bcr with one statement besides the viewer’s', async () => {
    const work = await createBcrWork(t);
    expect((await postBcr(t, 'driller', 'savebcr', saveBody(work.id, 0))).statusCode).toBe(200);
    const viewer = await resolvePortalViewer(t.db, driller);
    await loadBcr(t.db, viewer, work.id); // the casing-type master data, read once a minute, is read here
    const counting = countingDb(t.db);
    const view = await loadBcr(counting.db, viewer, work.id);
    expect(counting.statements()).toBe(1);
    expect(view.data.version).toBe(1);
  });
});

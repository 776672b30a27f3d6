import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, bcrReportSchema, type BcrReport, type BcrReportInput, type CurrentUser } from '@driller/domain';
import { ROW_SECTIONS, ROW_TABLES } from '../../../platform/db/tables/bcr.row-tables';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createBcrWork, postBcr, saveBody } from '../../../../test/bcr-factory';
import { SUBJECT } from '../../../../test/work-factory';
import { findUserBySubject } from '../../../platform/auth/portal-user.repository';
import { resolvePortalViewer } from '../../../platform/auth/viewer';
import { insertBcrDocument, listBcrDocuments } from '../documents/bcr-documents.repository';
import { storedReport } from '../store/bcr-report';
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

/** The report schema's parse of a stored report without its removed rows and documents (the schema's defaults fill both). */
const parsedAsStored = ({ deleted, documents, ...report }: BcrReport) => {
  expect({ deleted, documents }).toEqual({ deleted: {}, documents: [] });
  return bcrReportSchema.parse(structuredClone(report));
};

const driller: CurrentUser = {
  subject: SUBJECT.driller, userId: null, firstName: '', lastName: '', email: '', roleId: ROLE.driller, isDCA: false,
  organisationName: '', drillerLicenseNo: '', workMobile: '', drillingClass: '', userName: SUBJECT.driller,
};

/** Each section's rows as the row tables hold them, but for the columns the lists leave out. */
const UNLISTED = ['bcr_id', 'created_at', 'created_by', 'modified_at', 'modified_by'];

async function rowTablesOf(bcrId: number) {
  const lists = await Promise.all(
    ROW_SECTIONS.map(async (section) => {
      const table = sql.table(ROW_TABLES[section].table);
      const rows = await sql<{ rows: unknown[] }>`select coalesce(json_agg(to_jsonb(x) - ${UNLISTED}::text[] order by x.sequence), '[]'::json) as rows
        from ${table} x where x.bcr_id = ${bcrId}`.execute(t.db);
      return [section, rows.rows[0]!.rows] as const;
    }),
  );
  return Object.fromEntries(lists.filter(([, rows]) => rows.length > 0));
}

/** The lists GET reads, empty ones left out (a section whose rows all went keeps an empty list). */
const listedRows = async (workId: number) =>
  Object.fromEntries(Object.entries((await findLiveBcr(t.db, workId))!.rows).filter(([, rows]) => rows!.length > 0));

describe('the BCR record in one statement', () => {
  it('reads each section’s rows as the row tables hold them, after saves that edit, add and remove rows', async () => {
    const work = await createBcrWork(t);
    const first = await postBcr(t, 'driller', 'savebcr', saveBody(work.id, 0));
    expect(first.statusCode, first.body).toBe(200);
    const bcrId = first.json().data.bcrId as number;
    expect(Object.keys(await rowTablesOf(bcrId)).length).toBeGreaterThan(8);
    expect(await listedRows(work.id)).toEqual(await rowTablesOf(bcrId));

    const sent = structuredClone(first.json().data.report as BcrReport) as BcrReportInput;
    sent.lithology = [
      { ...sent.lithology![0]!, status: 'newmodify', additionalInformation: 'Edited' },
      { ...sent.lithology![1]!, status: 'deleted' },
      { status: 'new', depthFrom: 30, depthTo: 45, rockType: 1 },
    ];
    sent.disinfection = sent.disinfection!.map((row) => ({ ...row, status: 'deleted' as const }));
    const second = await postBcr(t, 'driller', 'savebcr', saveBody(work.id, 1, sent));
    expect(second.statusCode, second.body).toBe(200);
    const tables = await rowTablesOf(bcrId);
    expect((tables.lithology as { additional_information: string }[]).map((r) => r.additional_information)).toEqual(['Edited', null]);
    expect(tables.disinfection).toBeUndefined();
    expect(await listedRows(work.id)).toEqual(tables);
    expect((await findLiveBcr(t.db, work.id))!.rows.disinfection).toEqual([]);
  });


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
    expect(record?.stored?.rows.lithology?.length).toBeGreaterThan(0);
    // The report read from it is already the report schema's output (so a GET need not read it through
    // the schema): parsing it, but for the two parts the schema's defaults fill, gives it back.
    const report = storedReport(record!.work, record!.stored);
    expect(report.lithology.length).toBeGreaterThan(0);
    expect(parsedAsStored(report)).toStrictEqual(report);
  });

  it('reads a work before its first save with no BCR and no documents, and nothing for a work that does not exist', async () => {
    const work = await createBcrWork(t);
    const record = await findBcrRecord(t.db, work.id);
    expect(record).toEqual({ ...(await separateReads(work.id)), documents: [] });
    expect(record?.stored).toBeNull();
    const blank = storedReport(record!.work, null);
    expect(parsedAsStored(blank)).toStrictEqual(blank);
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

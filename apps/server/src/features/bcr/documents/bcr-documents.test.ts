import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BCR_MESSAGES, GENERAL_MESSAGES, ROLE, bcrLoadResponseSchema, unsupportedDocumentMessage } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createBcrWork, fullReport, getBcr, postBcr, saveBody } from '../../../../test/bcr-factory';
import { MULTIPART_CONTENT_TYPE, multipart, type TestFile } from '../../../../test/multipart';
import { as, createOtherCompanyDriller } from '../../../../test/work-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Who = Parameters<typeof as>[1];
const PDF = (text = 'bore log') => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const pdf = (name: string, bytes = PDF(name)): TestFile => ({ name, type: 'application/pdf', bytes });

async function upload(who: Who, formAId: number, files: TestFile[], description = 'Driller’s log') {
  return t.app.inject({
    method: 'POST',
    url: '/service/api/uploadfile/uploadmultiple',
    headers: { ...(await as(t, who)), 'content-type': MULTIPART_CONTENT_TYPE },
    payload: multipart({ formAId: String(formAId), description, tempId: '1', fileguid: '' }, files),
  });
}

const documentsOf = async (formAId: number) => bcrLoadResponseSchema.parse((await getBcr(t, 'driller', formAId)).json()).data.documents;
const liveRows = async (workId: number) =>
  (await t.db.selectFrom('work_documents').select('id').where('work_id', '=', workId).where('deleted_at', 'is', null).execute()).length;

describe('POST uploadfile/uploadmultiple', () => {
  it('attaches files with their description; the BCR lists them and each downloads byte for byte', async () => {
    const work = await createBcrWork(t);
    const csv = { name: 'pump test.csv', type: 'text/csv', bytes: Buffer.from('minute,level\n1,12.5\n') };
    const res = await upload('driller', work.id, [pdf('log.pdf'), csv]);
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.documents.map((d: { fileName: string }) => d.fileName)).toEqual(['log.pdf', 'pump test.csv']);

    const listed = await documentsOf(work.id);
    expect(listed).toMatchObject([
      { fileName: 'log.pdf', description: 'Driller’s log', contentType: 'application/pdf', size: PDF('log.pdf').length },
      { fileName: 'pump test.csv', contentType: 'text/plain' },
    ]);
    const file = await t.app.inject({ method: 'GET', url: `/service/api/uploadfile/getfileByFileGuid/${listed[1]!.fileGuid}`, headers: await as(t, 'driller') });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(csv.bytes)).toBe(true);
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''pump%20test.csv");
    const row = await t.db.selectFrom('work_documents').select('id').where('file_guid', '=', listed[0]!.fileGuid).executeTakeFirstOrThrow();
    const byId = await t.app.inject({ method: 'GET', url: `/service/api/uploadfile/getfile/${row.id}`, headers: await as(t, 'regulator') });
    expect(byId.rawPayload.equals(PDF('log.pdf'))).toBe(true);
  });

  it.each([
    ['an 11th document', 10, [pdf('eleventh.pdf')], BCR_MESSAGES.tooManyFiles],
    ['a JSON file by name', 0, [{ name: 'data.json', type: 'text/plain', bytes: Buffer.from('hello') }], BCR_MESSAGES.jsonNotSupported],
    ['JSON content under another name', 0, [{ name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('{"a": 1}') }], BCR_MESSAGES.jsonNotSupported],
    ['a program renamed to .pdf', 0, [{ name: 'log.pdf', type: 'application/pdf', bytes: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0]) }], unsupportedDocumentMessage('log.pdf')],
    ['a name already uploaded (any case)', 1, [pdf('DOC-0.PDF')], 'DOC-0.PDF is already uploaded. Please check'],
  ])('refuses %s with the spec message and stores nothing', async (_case, before, files, message) => {
    const work = await createBcrWork(t);
    if (before > 0) expect((await upload('driller', work.id, Array.from({ length: before }, (_, i) => pdf(`doc-${i}.pdf`)))).statusCode).toBe(200);
    const res = await upload('driller', work.id, files);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await liveRows(work.id)).toBe(before);
  });

  it('refuses more than 10 MB in total with the size in the message', async () => {
    const work = await createBcrWork(t);
    expect((await upload('driller', work.id, [pdf('big-1.pdf', Buffer.concat([PDF(), Buffer.alloc(6 * 1048576, 0x20)]))])).statusCode).toBe(200);
    const res = await upload('driller', work.id, [pdf('big-2.pdf', Buffer.concat([PDF(), Buffer.alloc(5 * 1048576, 0x20)]))]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^File\(s\) size\(11\.\d\d MB\) exceeds the allowed limit$/);
    expect(await liveRows(work.id)).toBe(1);
  });

  it('refuses a description over 500 characters instead of cutting it, and stores nothing', async () => {
    const work = await createBcrWork(t);
    const res = await upload('driller', work.id, [pdf('log.pdf')], 'd'.repeat(501));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Maximum allowed characters are 500');
    expect(await liveRows(work.id)).toBe(0);
    expect((await upload('driller', work.id, [pdf('log.pdf')], 'd'.repeat(500))).statusCode).toBe(200);
  });

  it('keeps a safe file name', async () => {
    const work = await createBcrWork(t);
    const res = await upload('driller', work.id, [pdf('..\\..\\bore<log>.pdf')]);
    expect(res.json().payload.documents[0].fileName).toBe('bore_log_.pdf');
  });

  it('lets no one attach to or read another company’s BCR, nor attach to a submitted one', async () => {
    const work = await createBcrWork(t);
    const other = await createOtherCompanyDriller(t.db);
    const stranger = await t.token({ sub: other.subject, role: ROLE.driller });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/service/api/uploadfile/uploadmultiple',
      headers: { authorization: `Bearer ${stranger}`, 'content-type': MULTIPART_CONTENT_TYPE },
      payload: multipart({ formAId: String(work.id) }, [pdf('x.pdf')]),
    });
    expect(refused.statusCode).toBe(403);
    const [doc] = (await upload('driller', work.id, [pdf('mine.pdf')])).json().payload.documents;
    const peek = await t.app.inject({ method: 'GET', url: `/service/api/uploadfile/getfileByFileGuid/${doc.fileGuid}`, headers: { authorization: `Bearer ${stranger}` } });
    expect(peek.statusCode).toBe(404);

    const submit = { ...saveBody(work.id, 0, fullReport()), requestId: `documents-submit-${work.id}`, exceptionReasonCodes: [] };
    expect((await postBcr(t, 'driller', 'submit', submit)).statusCode).toBe(200);
    const late = await upload('driller', work.id, [pdf('late.pdf')]);
    expect(late.statusCode).toBe(403);
    expect(await liveRows(work.id)).toBe(1);
  });
});

describe('POST uploadfile/deletedocument for a BCR document', () => {
  it('removes it from the list and its file, under the BCR’s rules (the hydrogeologist may)', async () => {
    const work = await createBcrWork(t);
    const [doc] = (await upload('driller', work.id, [pdf('gone.pdf')])).json().payload.documents;
    const del = await t.app.inject({
      method: 'POST',
      url: '/service/api/uploadfile/deletedocument',
      headers: await as(t, 'hydro'),
      payload: { fileGuid: doc.fileGuid, formAId: work.id, tempId: 1 },
    });
    expect(del.statusCode).toBe(200);
    expect(await documentsOf(work.id)).toEqual([]);
    const file = await t.app.inject({ method: 'GET', url: `/service/api/uploadfile/getfileByFileGuid/${doc.fileGuid}`, headers: await as(t, 'driller') });
    expect(file.statusCode).toBe(404);
    const again = await t.app.inject({ method: 'POST', url: '/service/api/uploadfile/deletedocument', headers: await as(t, 'driller'), payload: { fileGuid: doc.fileGuid, formAId: work.id } });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(GENERAL_MESSAGES.deleteDocumentFailed);
  });

  it('is refused to Read Only All, and the document stays', async () => {
    const work = await createBcrWork(t);
    const [doc] = (await upload('driller', work.id, [pdf('stays.pdf')])).json().payload.documents;
    const del = await t.app.inject({ method: 'POST', url: '/service/api/uploadfile/deletedocument', headers: await as(t, 'readOnly'), payload: { fileGuid: doc.fileGuid, formAId: work.id } });
    expect(del.statusCode).toBe(403);
    expect(await liveRows(work.id)).toBe(1);
  });
});

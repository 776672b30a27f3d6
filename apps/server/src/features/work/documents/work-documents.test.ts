import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERAL_MESSAGES, MAP_IMAGE_MAX_BYTES, WORK_DECIDED_MESSAGES } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { MULTIPART_CONTENT_TYPE, multipart } from '../../../../test/multipart';
import { as, createWork, get, post, snapshot } from '../../../../test/work-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('fake image data'),
]);
async function upload(
  who: Parameters<typeof as>[1],
  formAId: number,
  files: { name: string; type: string; bytes: Buffer }[],
) {
  return t.app.inject({
    method: 'POST',
    url: '/service/api/uploadfile/uploadmapimage',
    headers: { ...(await as(t, who)), 'content-type': MULTIPART_CONTENT_TYPE },
    payload: multipart({ formAId: String(formAId) }, files),
  });
}

describe('POST uploadfile/uploadmapimage', () => {
  it('stores a PNG as a file with a document row and makes it the work map', async () => {
    const work = await createWork(t);
    const res = await upload('driller', work.id, [
      { name: 'map-1280x800.png', type: 'image/png', bytes: PNG },
    ]);
    expect(res.statusCode).toBe(200);
    const file = res.json().payload.files[0];
    expect(file).toMatchObject({
      fileName: 'map-1280x800.png',
      contentType: 'image/png',
      size: PNG.length,
      formAId: work.id,
    });
    const row = await t.db
      .selectFrom('work_documents')
      .select(['storage_key', 'id'])
      .where('file_guid', '=', file.fileGuid)
      .executeTakeFirstOrThrow();
    expect(row.id).toBe(file.documentId);
    expect(await t.app.hasRoute({ method: 'POST', url: '/service/api/uploadfile/deletedocument' })).toBe(
      true,
    );
    const formA = (await get(t, `work/${work.id}`, await as(t, 'driller'))).json().payload.formA;
    expect(formA.mapDocumentId).toBe(file.documentId);
  });

  it('refuses a file that is not a PNG and stores nothing', async () => {
    const work = await createWork(t);
    const before = await snapshot(t.db);
    const res = await upload('driller', work.id, [
      { name: 'map.png', type: 'image/png', bytes: Buffer.from('GIF89a not a png') },
    ]);
    expect(res.json()).toMatchObject({ success: false, message: WORK_DECIDED_MESSAGES.mapImageType });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('refuses an image over the size limit with 413', async () => {
    const work = await createWork(t);
    const big = Buffer.concat([PNG, Buffer.alloc(MAP_IMAGE_MAX_BYTES)]);
    const res = await upload('driller', work.id, [{ name: 'big.png', type: 'image/png', bytes: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(WORK_DECIDED_MESSAGES.mapImageSize);
  });

  it('refuses a request without formAId', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/service/api/uploadfile/uploadmapimage',
      headers: { ...(await as(t, 'driller')), 'content-type': MULTIPART_CONTENT_TYPE },
      payload: multipart({}, [{ name: 'map.png', type: 'image/png', bytes: PNG }]),
    });
    expect(res.statusCode).toBe(400);
  });

  it.each<['readOnly' | 'hydro' | 'dcaDriller']>([['readOnly'], ['hydro']])(
    'refuses %s with 403 and stores nothing',
    async (who) => {
      const work = await createWork(t);
      const before = await snapshot(t.db);
      const res = await upload(who, work.id, [{ name: 'map.png', type: 'image/png', bytes: PNG }]);
      expect(res.statusCode).toBe(403);
      expect(await snapshot(t.db)).toEqual(before);
    },
  );
});

describe('POST uploadfile/deletedocument', () => {
  it('deletes the file, clears the work map and refuses a second delete', async () => {
    const work = await createWork(t);
    const file = (
      await upload('driller', work.id, [{ name: 'map.png', type: 'image/png', bytes: PNG }])
    ).json().payload.files[0];
    const res = await post(t, 'uploadfile/deletedocument', await as(t, 'driller'), {
      fileGuid: file.fileGuid,
      formAId: work.id,
      tempId: 1,
    });
    expect(res.json()).toEqual({ success: true, message: WORK_DECIDED_MESSAGES.documentDeleted });
    expect(
      (await get(t, `work/${work.id}`, await as(t, 'driller'))).json().payload.formA.mapDocumentId,
    ).toBeNull();
    const again = await post(t, 'uploadfile/deletedocument', await as(t, 'driller'), {
      fileGuid: file.fileGuid,
      formAId: work.id,
    });
    expect(again.json()).toMatchObject({ success: false, message: GENERAL_MESSAGES.deleteDocumentFailed });
  });

  it('refuses Read Only All with 403 and keeps the document', async () => {
    const work = await createWork(t);
    const file = (
      await upload('driller', work.id, [{ name: 'map.png', type: 'image/png', bytes: PNG }])
    ).json().payload.files[0];
    const before = await snapshot(t.db);
    const res = await post(t, 'uploadfile/deletedocument', await as(t, 'readOnly'), {
      fileGuid: file.fileGuid,
      formAId: work.id,
    });
    expect(res.statusCode).toBe(403);
    expect(await snapshot(t.db)).toEqual(before);
  });
});

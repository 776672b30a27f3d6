import { randomUUID } from 'node:crypto';
import {
  GENERAL_MESSAGES,
  MAP_IMAGE_CONTENT_TYPE,
  WORK_DECIDED_MESSAGES,
  type UploadedDocument,
} from '@driller/domain';
import { recordAudit } from '../../../platform/audit/audit.repository';
import { ApiError, badRequest, notFound } from '../../../platform/http/errors';
import { assertWritable, readableWork } from '../record/work-access';
import type { WorkDeps } from '../record/work-deps';
import { findDocument, insertDocument, markDocumentDeleted } from './work-documents.repository';
import { listHoles } from '../holes/work-holes.repository';
import type { Viewer } from '../record/work-viewer';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface IncomingFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
  truncated: boolean;
}

/** A PNG is recognised by its signature, not by the name or type the browser claims. */
export function checkMapImage(file: IncomingFile): void {
  if (file.truncated) throw new ApiError(413, WORK_DECIDED_MESSAGES.mapImageSize, 'FILE_TOO_LARGE');
  if (file.contentType !== MAP_IMAGE_CONTENT_TYPE || !file.bytes.subarray(0, 8).equals(PNG_SIGNATURE))
    throw badRequest(WORK_DECIDED_MESSAGES.mapImageType, { files: [WORK_DECIDED_MESSAGES.mapImageType] });
}

async function writableWork(deps: WorkDeps, viewer: Viewer, formAId: number) {
  const row = await readableWork(deps.db, viewer, formAId);
  assertWritable(viewer, row, await listHoles(deps.db, row.id));
  return row;
}

/** POST uploadfile/uploadmapimage: stores each PNG, records a document row, and makes the last one the work's map. */
export async function uploadMapImages(
  deps: WorkDeps,
  viewer: Viewer,
  formAId: number,
  files: readonly IncomingFile[],
  requestId: string | null,
): Promise<UploadedDocument[]> {
  if (files.length === 0) throw badRequest(WORK_DECIDED_MESSAGES.mapImageMissing);
  files.forEach(checkMapImage);
  const work = await writableWork(deps, viewer, formAId);
  const stored = files
    .map((f) => ({ ...f, fileGuid: randomUUID() }))
    .map((f) => ({ ...f, storageKey: `works/${work.id}/${f.fileGuid}.png` }));
  for (const f of stored) await deps.storage.put(f.storageKey, f.bytes, f.contentType);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const docs: UploadedDocument[] = [];
      for (const f of stored) {
        const doc = await insertDocument(
          trx,
          {
            fileGuid: f.fileGuid,
            workId: work.id,
            fileName: f.fileName,
            contentType: f.contentType,
            size: f.bytes.length,
            storageKey: f.storageKey,
          },
          viewer.subject,
        );
        docs.push({
          documentId: doc.id,
          fileGuid: doc.file_guid,
          fileName: doc.file_name,
          contentType: doc.content_type,
          size: doc.size_bytes,
          formAId: work.id,
        });
      }
      const last = docs[docs.length - 1];
      if (last)
        await trx
          .updateTable('works')
          .set({ map_document_id: last.documentId, modified_at: new Date(), modified_by: viewer.subject })
          .where('id', '=', work.id)
          .execute();
      await recordAudit(trx, {
        actor: viewer.subject,
        action: 'upload-map-image',
        entity: 'work',
        entityId: work.id,
        requestId,
        before: { mapDocumentId: work.map_document_id },
        after: { documents: docs },
      });
      return docs;
    });
  } catch (error) {
    await Promise.all(stored.map((f) => deps.storage.remove(f.storageKey)));
    throw error;
  }
}

/** POST uploadfile/deletedocument: the row is kept (marked deleted) for the audit trail; the file goes. */
export async function deleteDocument(
  deps: WorkDeps,
  viewer: Viewer,
  body: { fileGuid: string; formAId: number },
  requestId: string | null,
): Promise<void> {
  const work = await writableWork(deps, viewer, body.formAId);
  const doc = await findDocument(deps.db, body.fileGuid, work.id);
  if (!doc) throw notFound(GENERAL_MESSAGES.deleteDocumentFailed);
  await deps.db.transaction().execute(async (trx) => {
    await markDocumentDeleted(trx, doc.id, viewer.subject);
    if (work.map_document_id === doc.id)
      await trx
        .updateTable('works')
        .set({ map_document_id: null, modified_at: new Date(), modified_by: viewer.subject })
        .where('id', '=', work.id)
        .execute();
    await recordAudit(trx, {
      actor: viewer.subject,
      action: 'delete-document',
      entity: 'work_document',
      entityId: doc.id,
      requestId,
      before: { fileGuid: doc.file_guid, fileName: doc.file_name },
      after: { deleted: true },
    });
  });
  await deps.storage.remove(doc.storage_key);
}

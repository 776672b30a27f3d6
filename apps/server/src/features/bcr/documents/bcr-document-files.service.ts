import { BCR_MESSAGES, GENERAL_MESSAGES } from '@driller/domain';
import type { FileStorage } from '../../../adapters/storage/file-storage';
import { recordAudit } from '../../../platform/audit/audit.repository';
import type { PortalViewer } from '../../../platform/auth/viewer';
import type { Db } from '../../../platform/db/kysely';
import { notFound } from '../../../platform/http/errors';
import { assertBcrWritable, readableBcrWork } from '../record/bcr-access';
import { findLiveBcr } from '../store/bcr-store.repository';
import { findLiveDocument } from './bcr-documents.repository';

interface Deps {
  db: Db;
  storage: FileStorage;
}

/**
 * GET uploadfile/getfileByFileGuid and getfile: a document of a work the viewer may read (a BCR
 * document or a map image), its bytes and how to name it. An unknown document and one of a work the
 * viewer may not read are both "not found", so guids cannot be probed.
 */
export async function documentFile(deps: Deps, viewer: PortalViewer, by: { fileGuid: string } | { id: number }) {
  const doc = await findLiveDocument(deps.db, by);
  if (!doc) throw notFound(BCR_MESSAGES.fileLoadFailed);
  await readableBcrWork(deps.db, viewer, doc.work_id).catch(() => {
    throw notFound(BCR_MESSAGES.fileLoadFailed);
  });
  const bytes = await deps.storage.get(doc.storage_key);
  if (!bytes) throw notFound(BCR_MESSAGES.fileLoadFailed);
  return { bytes, fileName: doc.file_name, contentType: doc.content_type };
}

/**
 * POST uploadfile/deletedocument for a BCR document: false when the guid names none of this work (the
 * map image route then answers); the row is kept, marked deleted, for the audit trail, and the file goes.
 */
export async function deleteBcrDocumentIfAny(
  deps: Deps,
  viewer: () => Promise<PortalViewer>,
  body: { fileGuid: string; formAId: number },
  requestId: string | null,
): Promise<boolean> {
  const doc = await findLiveDocument(deps.db, { fileGuid: body.fileGuid });
  if (!doc || doc.kind !== 'bcrDocument' || doc.work_id !== body.formAId) return false;
  const who = await viewer();
  const work = await readableBcrWork(deps.db, who, body.formAId);
  assertBcrWritable(who, work, (await findLiveBcr(deps.db, work.id))?.root ?? null);
  await deps.db.transaction().execute(async (tx) => {
    const now = new Date();
    const gone = await tx
      .updateTable('work_documents')
      .set({ deleted_at: now, modified_at: now, modified_by: who.subject })
      .where('id', '=', doc.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (gone.numUpdatedRows === 0n) throw notFound(GENERAL_MESSAGES.deleteDocumentFailed);
    await recordAudit(tx, {
      actor: who.subject,
      action: 'delete-bcr-document',
      entity: 'work_document',
      entityId: doc.id,
      requestId,
      before: { fileGuid: body.fileGuid, fileName: doc.file_name },
      after: { deleted: true },
    });
  });
  await deps.storage.remove(doc.storage_key);
  return true;
}

import type { Selectable } from 'kysely';
import type { Db } from '../../../platform/db/kysely';
import type { WorkDocumentsTable } from '../../../platform/db/tables/work.tables';

export type DocumentRow = Selectable<WorkDocumentsTable>;

export async function insertDocument(
  db: Db,
  doc: {
    fileGuid: string;
    workId: number;
    fileName: string;
    contentType: string;
    size: number;
    storageKey: string;
  },
  actor: string,
): Promise<DocumentRow> {
  return db
    .insertInto('work_documents')
    .values({
      file_guid: doc.fileGuid,
      work_id: doc.workId,
      kind: 'mapImage',
      file_name: doc.fileName,
      content_type: doc.contentType,
      size_bytes: doc.size,
      storage_key: doc.storageKey,
      created_by: actor,
      modified_by: actor,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findDocument(db: Db, fileGuid: string, workId: number): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('work_documents')
    .selectAll()
    .where('file_guid', '=', fileGuid)
    .where('work_id', '=', workId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function markDocumentDeleted(db: Db, id: number, actor: string): Promise<void> {
  const now = new Date();
  await db
    .updateTable('work_documents')
    .set({ deleted_at: now, modified_at: now, modified_by: actor })
    .where('id', '=', id)
    .execute();
}

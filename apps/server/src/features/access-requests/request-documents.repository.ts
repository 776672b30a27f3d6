import type { RequestKind } from '@driller/domain';
import type { Db } from '../../platform/db/kysely';

export function listRequestDocuments(db: Db, kind: RequestKind, requestIds: number[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('access_request_documents')
    .select(['id', 'request_id', 'file_name'])
    .where('request_kind', '=', kind)
    .where('request_id', 'in', requestIds)
    .orderBy('id')
    .execute();
}

export async function insertRequestDocument(
  tx: Db,
  doc: { kind: RequestKind; requestId: number; fileName: string; contentType: string; size: number; storageKey: string; actor: string },
): Promise<void> {
  await tx
    .insertInto('access_request_documents')
    .values({
      request_kind: doc.kind,
      request_id: doc.requestId,
      file_name: doc.fileName,
      content_type: doc.contentType,
      size_bytes: doc.size,
      storage_key: doc.storageKey,
      created_by: doc.actor,
      modified_by: doc.actor,
    })
    .execute();
}

export function findRequestDocument(db: Db, id: number) {
  return db
    .selectFrom('access_request_documents')
    .select(['id', 'request_kind', 'request_id', 'file_name', 'content_type', 'storage_key'])
    .where('id', '=', id)
    .executeTakeFirst();
}

import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../platform/db/kysely';

export interface BcrDocumentRow {
  id: number;
  file_guid: string;
  file_name: string;
  description: string | null;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  created_at: Date;
  created_by: string;
}

const COLUMNS = ['id', 'file_guid', 'file_name', 'description', 'content_type', 'size_bytes', 'storage_key', 'created_at', 'created_by'] as const;

/** The live documents of a work's BCR, oldest first. */
export function listBcrDocuments(db: Db, workId: number): Promise<BcrDocumentRow[]> {
  return db
    .selectFrom('work_documents')
    .select(COLUMNS)
    .where('work_id', '=', workId)
    .where('kind', '=', 'bcrDocument')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** The same list as JSON, for a statement that reads more than the documents (GET bcr reads it with the BCR). */
export function bcrDocumentsJson(workId: RawBuilder<unknown>): RawBuilder<BcrDocumentJson[]> {
  return sql<BcrDocumentJson[]>`(select coalesce(json_agg(json_build_object(${sql.join(
    COLUMNS.map((c) => sql`${sql.lit(c)}, ${sql.ref(`d.${c}`)}`),
  )}) order by d.id), '[]'::json) from work_documents d where d.work_id = ${workId} and d.kind = 'bcrDocument' and d.deleted_at is null)`;
}

/** A document row as JSON carries it: its time as text. */
export type BcrDocumentJson = Omit<BcrDocumentRow, 'created_at'> & { created_at: string };

/** The row as pg gives it (a Date, to the millisecond, as pg's own parser makes it). */
export const documentRowOf = (d: BcrDocumentJson): BcrDocumentRow => ({ ...d, created_at: new Date(d.created_at) });

/**
 * Holds the work's row until the transaction ends, so two uploads to one BCR are counted one after
 * the other against the 10-document and 10 MB limits.
 */
export async function lockWorkForDocuments(tx: Db, workId: number): Promise<void> {
  await tx.selectFrom('works').select('id').where('id', '=', workId).forUpdate().executeTakeFirst();
}

export function insertBcrDocument(
  tx: Db,
  doc: { fileGuid: string; workId: number; fileName: string; description: string | null; contentType: string; size: number; storageKey: string; tempId: string | null },
  actor: string,
): Promise<BcrDocumentRow> {
  return tx
    .insertInto('work_documents')
    .values({
      file_guid: doc.fileGuid,
      work_id: doc.workId,
      kind: 'bcrDocument',
      file_name: doc.fileName,
      description: doc.description,
      content_type: doc.contentType,
      size_bytes: doc.size,
      storage_key: doc.storageKey,
      temp_id: doc.tempId,
      created_by: actor,
      modified_by: actor,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** A live document of any kind with the work it belongs to, by guid or by id (the two download routes). */
export function findLiveDocument(db: Db, by: { fileGuid: string } | { id: number }) {
  let query = db
    .selectFrom('work_documents')
    .select(['id', 'work_id', 'kind', 'file_name', 'content_type', 'storage_key'])
    .where('deleted_at', 'is', null);
  query = 'fileGuid' in by ? query.where('file_guid', '=', by.fileGuid) : query.where('id', '=', by.id);
  return query.executeTakeFirst();
}

import type { Db } from '../../../platform/db/kysely';

/** The work (Form A) id behind a formAGuid (spec 3 opens the PDF by either). */
export async function workIdByGuid(db: Db, guid: string): Promise<number | null> {
  const row = await db.selectFrom('works').select('id').where('form_a_guid', '=', guid).executeTakeFirst();
  return row?.id ?? null;
}

/** The work's map image (the one the location page saved last, works.map_document_id), if there is one. */
export function workMapImage(db: Db, workId: number): Promise<{ storage_key: string } | undefined> {
  return db
    .selectFrom('works as w')
    .innerJoin('work_documents as d', 'd.id', 'w.map_document_id')
    .select('d.storage_key')
    .where('w.id', '=', workId)
    .where('d.deleted_at', 'is', null)
    .executeTakeFirst();
}

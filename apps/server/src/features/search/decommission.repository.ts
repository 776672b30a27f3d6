import { sql } from 'kysely';
import type { Db } from '../../platform/db/kysely';

/** The live BCR of the work named by its guid, with what the decommission rules read. */
export function findDecommissionTarget(db: Db, formAGuid: string) {
  return db
    .selectFrom('works as w')
    .innerJoin('bcr_reports as r', (join) => join.onRef('r.work_id', '=', 'w.id').on('r.deactivated_at', 'is', null))
    .leftJoin('work_offline_locks as l', 'l.work_id', 'w.id')
    .select([
      'w.id as formAId',
      'w.driller_id',
      'w.organisation_id',
      'r.id as bcrId',
      'r.version',
      'r.form_status',
      sql<string | null>`r.decommissioned_date::text`.as('decommissioned_date'),
      'l.locked_status',
    ])
    .where('w.form_a_guid', '=', formAGuid)
    .executeTakeFirst();
}

/** One UPDATE naming the version edited: undefined means somebody saved first (409). */
export function setDecommissionedDate(db: Db, bcrId: number, version: number, date: string, actor: string) {
  return db
    .updateTable('bcr_reports')
    .set((eb) => ({ decommissioned_date: date, version: eb('version', '+', 1), modified_at: new Date(), modified_by: actor }))
    .where('id', '=', bcrId)
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
}

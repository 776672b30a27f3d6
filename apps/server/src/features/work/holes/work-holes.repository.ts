import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../platform/db/kysely';
import type { WorkMonitoringHolesTable } from '../../../platform/db/tables/work.tables';

export type HoleRow = Selectable<WorkMonitoringHolesTable>;
export type HoleValues = Omit<
  Insertable<WorkMonitoringHolesTable>,
  'id' | 'work_id' | 'position' | 'created_by' | 'modified_by'
> & {
  id: number | null;
};

export function listHoles(db: Db, workId: number): Promise<HoleRow[]> {
  return db
    .selectFrom('work_monitoring_holes')
    .selectAll()
    .where('work_id', '=', workId)
    .orderBy('position')
    .execute();
}

/**
 * Makes the work's holes exactly `holes`, in order: rows with a known id are updated in place (their
 * id, and so their BCR data, is kept), new ones inserted, missing ones deleted.
 */
export async function replaceHoles(
  db: Db,
  workId: number,
  holes: readonly HoleValues[],
  actor: string,
): Promise<void> {
  const keep = holes.flatMap((h) => (h.id === null ? [] : [h.id]));
  let remove = db.deleteFrom('work_monitoring_holes').where('work_id', '=', workId);
  if (keep.length > 0) remove = remove.where('id', 'not in', keep);
  await remove.execute();
  // Positions move in two steps so the unique (work_id, position) never collides mid-way.
  await db
    .updateTable('work_monitoring_holes')
    .set((eb) => ({ position: eb('position', '+', 1000) }))
    .where('work_id', '=', workId)
    .execute();
  for (const [position, { id, ...values }] of holes.entries()) {
    if (id === null) {
      await db
        .insertInto('work_monitoring_holes')
        .values({ ...values, work_id: workId, position, created_by: actor, modified_by: actor })
        .execute();
    } else {
      await db
        .updateTable('work_monitoring_holes')
        .set({ ...values, position, modified_at: new Date(), modified_by: actor })
        .where('id', '=', id)
        .where('work_id', '=', workId)
        .execute();
    }
  }
}

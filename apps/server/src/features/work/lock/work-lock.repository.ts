import type { Db } from '../../../platform/db/kysely';

export interface LockState {
  lockedStatus: number;
  lockedBy: number | null;
  deviceId: string | null;
  lockedAt: Date | null;
  lockedByOrganisationId: number | null;
}

export async function findLock(db: Db, workId: number): Promise<LockState> {
  const row = await db
    .selectFrom('work_offline_locks as l')
    .leftJoin('users as u', 'u.id', 'l.locked_by')
    .select(['l.locked_status', 'l.locked_by', 'l.device_id', 'l.locked_at', 'u.organisation_id'])
    .where('l.work_id', '=', workId)
    .executeTakeFirst();
  return {
    lockedStatus: row?.locked_status ?? 0,
    lockedBy: row?.locked_by ?? null,
    deviceId: row?.device_id ?? null,
    lockedAt: row?.locked_at ?? null,
    lockedByOrganisationId: row?.organisation_id ?? null,
  };
}

/** Sets the work's lock row (created with the work; upserted for works made before it). */
export async function writeLock(
  db: Db,
  workId: number,
  lock: { lockedStatus: 0 | 1; lockedBy: number | null; deviceId: string | null; lockedAt: Date | null },
  actor: string,
): Promise<void> {
  const values = {
    locked_status: lock.lockedStatus,
    locked_by: lock.lockedBy,
    device_id: lock.deviceId,
    locked_at: lock.lockedAt,
  };
  await db
    .insertInto('work_offline_locks')
    .values({ work_id: workId, ...values, created_by: actor, modified_by: actor })
    .onConflict((oc) =>
      oc.column('work_id').doUpdateSet((eb) => ({
        ...values,
        version: eb('work_offline_locks.version', '+', 1),
        modified_at: new Date(),
        modified_by: actor,
      })),
    )
    .execute();
}

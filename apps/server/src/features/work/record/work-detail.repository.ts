import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { builtOnce } from '../../../platform/db/built-once';
import type { Db } from '../../../platform/db/kysely';
import type { ConditionRow } from '../conditions/work-conditions.repository';
import type { HoleRow } from '../holes/work-holes.repository';
import { selectWorks, type WorkRow } from './work.repository';

/** The hole columns GET work/{id} shows and the read-only rules read. */
export type HoleView = Pick<
  HoleRow,
  | 'id'
  | 'work_id'
  | 'actual_latitude'
  | 'actual_longitude'
  | 'actual_lot_dp'
  | 'driller_id'
  | 'work_name'
  | 'hole_type'
  | 'hole_no'
  | 'no_of_pipes'
  | 'distance'
  | 'exception_reason_code'
  | 'monitoring_status'
>;

export type ConditionView = Pick<ConditionRow, 'id' | 'condition_no' | 'condition' | 'status' | 'accepted_at'>;

/** The work with its holes and conditions, as its page shows them. */
export interface WorkDetailRow extends WorkRow {
  holes: HoleView[];
  conditions: ConditionView[];
}

/** The work row with its holes (by position) and conditions (by id) as JSON arrays beside it. */
function workDetailQuery(db: Db, id: number) {
  return selectWorks(db)
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('work_monitoring_holes as h')
          .select([
            'h.id', 'h.work_id', 'h.actual_latitude', 'h.actual_longitude', 'h.actual_lot_dp', 'h.driller_id', 'h.work_name',
            'h.hole_type', 'h.hole_no', 'h.no_of_pipes', 'h.distance', 'h.exception_reason_code', 'h.monitoring_status',
          ])
          .whereRef('h.work_id', '=', 'works.id')
          .orderBy('h.position'),
      ).as('holes'),
      jsonArrayFrom(
        eb
          .selectFrom('work_approval_conditions as c')
          .select(['c.id', 'c.condition_no', 'c.condition', 'c.status', 'c.accepted_at'])
          .whereRef('c.work_id', '=', 'works.id')
          .orderBy('c.id'),
      ).as('conditions'),
    ])
    .where('works.id', '=', id);
}

const workDetailStatement = builtOnce(workDetailQuery);

/**
 * GET work/{id}'s one statement: the work and, as JSON arrays beside it, its holes and conditions
 * (which used to be more round trips). It does not depend on who asks, so it runs beside the viewer's.
 */
export async function findWorkDetail(db: Db, id: number): Promise<WorkDetailRow | undefined> {
  const row = (await db.executeQuery(workDetailStatement(db, id))).rows[0];
  if (!row) return undefined;
  // Inside JSON a timestamp is text: the presenter reads a Date, as from a plain column.
  const conditions = row.conditions.map((c) => ({ ...c, accepted_at: c.accepted_at === null ? null : new Date(c.accepted_at) }));
  return { ...row, conditions };
}

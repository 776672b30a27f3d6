import type { Selectable } from 'kysely';
import type { Db } from '../../../platform/db/kysely';
import type { WorkApprovalConditionsTable } from '../../../platform/db/tables/work.tables';

export type ConditionRow = Selectable<WorkApprovalConditionsTable>;

export function listConditions(db: Db, workId: number): Promise<ConditionRow[]> {
  return db
    .selectFrom('work_approval_conditions')
    .selectAll()
    .where('work_id', '=', workId)
    .orderBy('id')
    .execute();
}

/** Copies the register's conditions onto the work, unaccepted (existing condition numbers are kept). */
export async function insertConditions(
  db: Db,
  workId: number,
  conditions: readonly { conditionNo: string; condition: string }[],
  actor: string,
): Promise<void> {
  if (conditions.length === 0) return;
  await db
    .insertInto('work_approval_conditions')
    .values(
      conditions.map((c) => ({
        work_id: workId,
        condition_no: c.conditionNo,
        condition: c.condition,
        created_by: actor,
        modified_by: actor,
      })),
    )
    .onConflict((oc) => oc.columns(['work_id', 'condition_no']).doNothing())
    .execute();
}

export interface Acceptance {
  at: Date;
  /** The NSW calendar day of `at`, as acceptedDates shows it. */
  day: string;
  userId: number | null;
  name: string;
  roleId: number;
}

export async function acceptConditions(
  db: Db,
  workId: number,
  acceptance: Acceptance,
  actor: string,
): Promise<void> {
  await db
    .updateTable('work_approval_conditions')
    .set({
      status: 1,
      accepted_at: acceptance.at,
      accepted_by_user_id: acceptance.userId,
      accepted_by_name: acceptance.name,
      accepted_role: acceptance.roleId,
      modified_at: new Date(),
      modified_by: actor,
    })
    .where('work_id', '=', workId)
    .execute();
}

/** A transfer to another driller: that driller must accept the conditions again. */
export async function resetConditions(db: Db, workId: number, actor: string): Promise<void> {
  await db
    .updateTable('work_approval_conditions')
    .set({
      status: 0,
      accepted_at: null,
      accepted_by_user_id: null,
      accepted_by_name: null,
      accepted_role: null,
      modified_at: new Date(),
      modified_by: actor,
    })
    .where('work_id', '=', workId)
    .execute();
}

/** A work moved to another approval drops the old approval's conditions. */
export async function deleteConditions(db: Db, workId: number): Promise<void> {
  await db.deleteFrom('work_approval_conditions').where('work_id', '=', workId).execute();
}

export async function recordAcceptance(
  db: Db,
  workId: number,
  acceptance: Acceptance,
  actor: string,
): Promise<void> {
  await db
    .updateTable('works')
    .set({
      accepted_by_user_id: acceptance.userId,
      accepted_by_name: acceptance.name,
      accepted_role: acceptance.roleId,
      accepted_dates: acceptance.day,
      modified_at: new Date(),
      modified_by: actor,
    })
    .where('id', '=', workId)
    .execute();
}

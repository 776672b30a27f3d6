import { sql } from 'kysely';
import type { Db } from '../../../platform/db/kysely';

/** The work a BCR reports on, with what its rules and header read (one query). */
export interface BcrWork {
  id: number;
  form_a_guid: string;
  version: number;
  driller_id: number | null;
  organisation_id: number | null;
  work_attribute_1: number | null;
  work_attribute_2: number | null;
  work_attribute_3: number | null;
  work_attribute_4: number | null;
  approval_number_supplied: boolean;
  work_approval_no: string | null;
  work_id: string | null;
  gw_no: string | null;
  work_name: string | null;
  approval_purposes: string | null;
  reference_no: string | null;
  hole_type: number | null;
  actual_latitude: number | null;
  actual_longitude: number | null;
  distance: number | null;
  lot_no: string | null;
  actual_lot_no: string | null;
  form_status: number;
  review_status: number | null;
  monitoring_status: number | null;
  hydstra: boolean;
  amended_original_bcr_id: number | null;
  approval_issue_date: string | null;
  approval_expiry_date: string | null;
  accepted_dates: string | null;
  driller_name: string | null;
  driller_email: string | null;
  company_name: string | null;
  locked_status: number | null;
  locked_by: number | null;
  device_id: string | null;
  hole_statuses: (number | null)[];
  hole_count: number;
  linked_holes: { holeNo: string | null; workName: string | null; holeType: number | null; monitoringStatus: number | null }[];
  no_of_pipes: number | null;
  condition_count: number;
  accepted_condition_count: number;
}

/**
 * The work's columns as BcrWork names them, over BCR_WORK_FROM (alias w). Its holes and its conditions
 * are each aggregated once (two lateral joins), not read by six subqueries.
 */
export const BCR_WORK_COLUMNS = sql`w.id, w.form_a_guid, w.version, w.driller_id, w.organisation_id,
      w.work_attribute_1, w.work_attribute_2, w.work_attribute_3, w.work_attribute_4,
      w.approval_number_supplied, w.work_approval_no, w.work_id, w.gw_no, w.work_name, w.approval_purposes,
      w.reference_no, w.hole_type, w.actual_latitude, w.actual_longitude, w.distance, w.lot_no, w.actual_lot_no,
      w.form_status, w.review_status, w.monitoring_status, w.hydstra, w.amended_original_bcr_id,
      to_char(w.approval_issue_date, 'YYYY-MM-DD') as approval_issue_date,
      to_char(w.approval_expiry_date, 'YYYY-MM-DD') as approval_expiry_date,
      w.accepted_dates,
      nullif(trim(concat_ws(' ', du.first_name, du.last_name)), '') as driller_name,
      du.work_email as driller_email,
      o.name as company_name,
      l.locked_status, l.locked_by, l.device_id,
      holes.hole_statuses, holes.hole_count, holes.linked_holes, holes.no_of_pipes,
      conditions.condition_count, conditions.accepted_condition_count`;

/** The work (w) with its driller (du), company (o), lock (l), holes and conditions. */
export const BCR_WORK_FROM = sql`works w
    left join drillers d on d.id = w.driller_id
    left join users du on du.id = d.user_id
    left join organisations o on o.id = w.organisation_id
    left join work_offline_locks l on l.work_id = w.id
    cross join lateral (
      select coalesce(array_agg(h.monitoring_status order by h.position), '{}') as hole_statuses,
        count(*)::integer as hole_count,
        coalesce(json_agg(json_build_object('holeNo', h.hole_no, 'workName', h.work_name, 'holeType', h.hole_type,
          'monitoringStatus', h.monitoring_status) order by h.position), '[]') as linked_holes,
        max(h.no_of_pipes)::integer as no_of_pipes
      from work_monitoring_holes h where h.work_id = w.id) holes
    cross join lateral (
      select count(*)::integer as condition_count, (count(*) filter (where c.status = 1))::integer as accepted_condition_count
      from work_approval_conditions c where c.work_id = w.id) conditions`;

/** Loads the work of a BCR: the row, its driller and company, its lock, holes and conditions. */
export async function findBcrWork(db: Db, workId: number): Promise<BcrWork | undefined> {
  const result = await sql<BcrWork>`select ${BCR_WORK_COLUMNS} from ${BCR_WORK_FROM} where w.id = ${workId}`.execute(db);
  return result.rows[0];
}

/** Conditions accepted: there are some, and every one is accepted (spec 1 "Conditions"). */
export const conditionsAccepted = (w: BcrWork): boolean => w.condition_count > 0 && w.accepted_condition_count === w.condition_count;

/** The work's own monitoring status and each hole's: status 3 locks the BCR. */
export const monitoringStatuses = (w: BcrWork): (number | null)[] => [w.monitoring_status, ...w.hole_statuses];

/** Mirrors a BCR's submission state on its work, so the work reads submitted (and read-only) too. */
export async function setWorkStatus(tx: Db, workId: number, formStatus: number, reviewStatus: number | null, actor: string): Promise<void> {
  await tx
    .updateTable('works')
    .set((eb) => ({ form_status: formStatus, review_status: reviewStatus, version: eb('version', '+', 1), modified_at: new Date(), modified_by: actor }))
    .where('id', '=', workId)
    .execute();
}

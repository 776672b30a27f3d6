import { sql } from 'kysely';
import type { Db } from '../../platform/db/kysely';

const isoDate = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** Works of one approval with the approval's own fields, in register order. */
export function selectApprovalWorks(db: Db, approvalNumber: string) {
  return db
    .selectFrom('approval_works as w')
    .innerJoin('approvals as a', 'a.approval_number', 'w.approval_number')
    .select([
      'w.approval_number as approvalNumber',
      'w.ground_work_number as groundWorkNumber',
      'w.works_id as worksId',
      'w.work_description as workDescription',
      'w.work_status as workStatus',
      'w.lot_dp as lotDP',
      'w.latitude',
      'w.longitude',
      isoDate('a.issue_date').as('issueDate'),
      'a.water_source as waterSource',
      'a.approval_purpose as approvalPurpose',
      'a.customer_address as customerAddress',
      'a.water_sharing_plan as waterSharingPlan',
      isoDate('a.expiry_date').as('approvalExpiryDate'),
      'a.customer_name as customerName',
      'a.water_management_zone as waterManagementZone',
      sql<string | null>`to_char(w.construction_date, 'YYYY-MM-DD')`.as('constructionDate'),
      'w.work_site_id as workSiteId',
    ])
    .where('w.approval_number', '=', approvalNumber)
    .orderBy('w.id')
    .execute();
}

export async function approvalExists(db: Db, approvalNumber: string): Promise<boolean> {
  const row = await db.selectFrom('approvals').select('approval_number').where('approval_number', '=', approvalNumber).executeTakeFirst();
  return row !== undefined;
}

export function selectApprovalConditions(db: Db, approvalNumber: string) {
  return db
    .selectFrom('approval_conditions')
    .select(['condition_no as conditionNo', 'condition'])
    .where('approval_number', '=', approvalNumber)
    .orderBy('sort_order')
    .execute();
}

export function selectLicenceConditions(db: Db, approvalNumber: string) {
  return db
    .selectFrom('approval_licence_conditions')
    .select(['condition_no as conditionNo', 'condition', 'kind'])
    .where('approval_number', '=', approvalNumber)
    .orderBy('sort_order')
    .execute();
}

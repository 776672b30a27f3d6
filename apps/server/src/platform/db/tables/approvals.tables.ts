import type { ColumnType } from 'kysely';
import type { Audited, Id, Nullable } from './columns';

export interface ApprovalsTable extends Audited {
  approval_number: string;
  customer_name: string;
  customer_address: string;
  /** 'yyyy-MM-dd' (the pg date parser is set to keep dates as text). */
  issue_date: ColumnType<Date | string, string, string>;
  expiry_date: ColumnType<Date | string, string, string>;
  water_source: string;
  approval_purpose: string;
  water_sharing_plan: string;
  water_management_zone: string;
}

export interface ApprovalWorksTable extends Audited {
  id: Id;
  approval_number: string;
  works_id: string;
  ground_work_number: Nullable<string>;
  work_description: string;
  work_status: 'I' | 'A';
  lot_dp: string;
  latitude: number;
  longitude: number;
  construction_date: Nullable<Date | string>;
  work_site_id: string;
}

export interface ApprovalConditionsTable extends Audited {
  approval_number: string;
  condition_no: string;
  condition: string;
  sort_order: number;
}

export interface ApprovalLicenceConditionsTable extends Audited {
  approval_number: string;
  condition_no: string;
  kind: 'standard' | 'discretionary';
  condition: string;
  sort_order: number;
}

/** The embedded approvals register (migration 0004). */
export interface ApprovalsTables {
  approvals: ApprovalsTable;
  approval_works: ApprovalWorksTable;
  approval_conditions: ApprovalConditionsTable;
  approval_licence_conditions: ApprovalLicenceConditionsTable;
}

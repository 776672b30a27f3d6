import type { Generated } from 'kysely';
import type { Audited, Id, Nullable } from './columns';

/** Drilling Company Admin access requests filed by drillers (migration 0060). */
export interface DcaAccessRequestsTable extends Audited {
  id: Id;
  driller_id: number;
  organisation_id: number;
  request_comments: Nullable<string>;
  comments: Nullable<string>;
  reg_status: Generated<number>;
  verify_token_hash: Nullable<string>;
  reviewed_by: Nullable<string>;
  reviewed_at: Nullable<Date>;
  version: Generated<number>;
}

/** Files attached to a registration or DCA request (migration 0060). */
export interface AccessRequestDocumentsTable extends Audited {
  id: Id;
  request_kind: 'registration' | 'dca';
  request_id: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
}

export interface AccessRequestsTables {
  dca_access_requests: DcaAccessRequestsTable;
  access_request_documents: AccessRequestDocumentsTable;
}

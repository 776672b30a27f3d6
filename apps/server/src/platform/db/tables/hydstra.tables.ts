import type { ColumnType, Generated } from 'kysely';
import type { Audited, Id, Nullable } from './columns';

export type HydstraExportStatus = 'queued' | 'sending' | 'done' | 'failed';

/** The Hydstra outbox: one export per BCR submission (migration 0021). */
export interface HydstraExportsTable extends Audited {
  id: Id;
  submission_id: number;
  work_id: number;
  status: ColumnType<HydstraExportStatus, HydstraExportStatus | undefined, HydstraExportStatus>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  locked_by: Nullable<string>;
  locked_until: Nullable<Date>;
  last_error: Nullable<string>;
  files: ColumnType<unknown, string | undefined, string>;
  output: ColumnType<unknown, string | null | undefined, string | null>;
  sent_at: Nullable<Date>;
}

/** The embedded importer's imports, one per export id. */
export interface HydstraImportsTable extends Audited {
  export_id: number;
  run_date: Date;
  status: 'Success' | 'Failed';
  errors: ColumnType<unknown, string | undefined, string>;
  file_names: string[];
}

export interface HydstraTables {
  hydstra_exports: HydstraExportsTable;
  hydstra_imports: HydstraImportsTable;
}

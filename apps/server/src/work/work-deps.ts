import type { ApprovalsRegister } from '../approvals/approvals.port';
import type { Db } from '../db/kysely';
import type { FileStorage } from '../storage/file-storage';

/** What the work routes and services are wired with at the composition root. */
export interface WorkDeps {
  db: Db;
  approvals: ApprovalsRegister;
  storage: FileStorage;
}

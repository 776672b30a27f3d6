import type { ApprovalsRegister } from '../../../adapters/approvals-register/approvals.port';
import type { Db } from '../../../platform/db/kysely';
import type { FileStorage } from '../../../adapters/storage/file-storage';

/** What the work routes and services are wired with at the composition root. */
export interface WorkDeps {
  db: Db;
  approvals: ApprovalsRegister;
  storage: FileStorage;
}

import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/kysely';
import type { ApprovalsRegister } from './approvals.port';
import { createEmbeddedRegister } from './embedded-register';
import { createHttpRegister } from './http-register';

/** The configured register: the remote one when APPROVALS_REGISTER_URL is set, else the seeded tables. */
export function createApprovalsRegister(config: Config, db: Db): ApprovalsRegister {
  return config.approvalsRegisterUrl ? createHttpRegister(config.approvalsRegisterUrl) : createEmbeddedRegister(db);
}

// The database as Kysely sees it: each feature's tables declared beside the others in tables/,
// checked against the migrated schema by schema.test.ts.
import type { CoreTables } from './tables/core.tables';
import type { IdentityTables } from './tables/identity.tables';
import type { MailboxTables } from './tables/mailbox.tables';
import type { ApprovalsTables } from './tables/approvals.tables';
import type { BcrTables } from './tables/bcr.tables';
import type { MapsTables } from './tables/maps.tables';
import type { WorkTables } from './tables/work.tables';
import type { RateLimitTables } from './tables/rate-limit.tables';
import type { HydstraTables } from './tables/hydstra.tables';
import type { AccessRequestsTables } from './tables/access-requests.tables';

export interface DB
  extends CoreTables,
    IdentityTables,
    MailboxTables,
    ApprovalsTables,
    MapsTables,
    WorkTables,
    BcrTables,
    RateLimitTables,
    HydstraTables,
    AccessRequestsTables {}

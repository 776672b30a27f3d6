import { isRoleId, personName, roleLabel, workReportRowFields, type DashboardRow } from '@driller/domain';
import type { DashboardDbRow } from './dashboard.repository';

/** Who holds the work's offline lock and since when; null when it is not locked (the join found no held lock). */
function offlineLockOf(row: DashboardDbRow): DashboardRow['offlineLock'] {
  if (row.locked_by === null || row.locked_at === null) return null;
  return {
    lockedByUserId: row.locked_by,
    lockedByOrganisationId: row.lock_organisation_id,
    lockedByName: personName({ firstName: row.lock_first_name, lastName: row.lock_last_name }),
    lockedByRole: isRoleId(row.lock_role_id)
      ? roleLabel({ roleId: row.lock_role_id, isDCA: row.lock_is_dca === 1 })
      : '',
    lockedAt: new Date(row.locked_at).toISOString(),
  };
}

/** A dashboard row as the grids receive it (spec 3 "Dashboard work/BCR row"). */
export function presentDashboardRow(row: DashboardDbRow): DashboardRow {
  return {
    ...workReportRowFields(row),
    bcrId: row.bcrId,
    bcrVersion: row.bcrVersion,
    offlineLock: offlineLockOf(row),
  };
}

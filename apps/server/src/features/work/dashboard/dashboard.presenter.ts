import { canUnlock, isRoleId, personName, roleLabel, workReportRowFields, type DashboardRow } from '@driller/domain';
import type { PortalViewer } from '../../../platform/auth/viewer';
import type { DashboardDbRow } from './dashboard.repository';

/**
 * Who holds the work's offline lock and since when, and whether the viewer may release it; null when it
 * is not locked (the join found no held lock).
 */
function offlineLockOf(row: DashboardDbRow, viewer: PortalViewer): DashboardRow['offlineLock'] {
  if (row.locked_by === null || row.locked_at === null) return null;
  const holder = { lockedByUserId: row.locked_by, lockedByOrganisationId: row.lock_organisation_id };
  return {
    ...holder,
    lockedByName: personName({ firstName: row.lock_first_name, lastName: row.lock_last_name }),
    lockedByRole: isRoleId(row.lock_role_id)
      ? roleLabel({ roleId: row.lock_role_id, isDCA: row.lock_is_dca === 1 })
      : '',
    lockedAt: new Date(row.locked_at).toISOString(),
    viewerMayUnlock: viewer.userId !== null && canUnlock({ ...viewer, userId: viewer.userId }, holder),
  };
}

/** A dashboard row as the grids receive it (spec 3 "Dashboard work/BCR row"). */
export function presentDashboardRow(row: DashboardDbRow, viewer: PortalViewer): DashboardRow {
  return {
    ...workReportRowFields(row),
    bcrId: row.bcrId,
    bcrVersion: row.bcrVersion,
    offlineLock: offlineLockOf(row, viewer),
  };
}

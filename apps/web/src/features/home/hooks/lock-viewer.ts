import type { CurrentUser, DashboardRow, LockViewer } from '@driller/domain';

/**
 * The signed-in user as the domain's lock rules read them. The web knows no organisation ids: a company
 * admin's grids hold only their company's works, so the lock holder's organisation stands in, and the
 * server judges every lock change again.
 */
export function lockViewer(user: CurrentUser, row: DashboardRow): LockViewer {
  return { roleId: user.roleId, isDCA: user.isDCA, userId: user.userId ?? -1, organisationId: row.offlineLock?.lockedByOrganisationId ?? null };
}

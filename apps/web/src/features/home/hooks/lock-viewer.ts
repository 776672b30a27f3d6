import type { CurrentUser, DashboardRow, LockViewer } from '@driller/domain';

/**
 * The signed-in user as the domain's lock rules read them. The web knows no organisation ids: the
 * server says on each locked row whether the viewer may release it (viewerMayUnlock, judged on the
 * viewer's company), so the holder's organisation stands in for the viewer's only when it may; the
 * server judges every lock change again.
 */
export function lockViewer(user: CurrentUser, row: DashboardRow): LockViewer {
  const lock = row.offlineLock;
  return { roleId: user.roleId, isDCA: user.isDCA, userId: user.userId ?? -1, organisationId: lock?.viewerMayUnlock ? lock.lockedByOrganisationId : null };
}

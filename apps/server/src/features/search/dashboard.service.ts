import { limitedWindow, pastWorksLimit, workListScope, type CurrentUser, type DashboardList, type DashboardListQuery } from '@driller/domain';
import { resolvePortalViewer } from '../../platform/auth/viewer';
import type { Db } from '../../platform/db/kysely';
import { dashboardPage } from './dashboard.repository';
import { presentDashboardRow } from './dashboard.presenter';

/**
 * GET work/dashboard: one page of Current Works or Past Works (spec 3 "Dashboard (/Home)"). Past Works
 * stops at the last 100 submitted for everyone but the Super Admin. One row more than the page is read
 * to tell whether another page exists, so no count runs over the viewer's whole list.
 */
export async function dashboardList(db: Db, me: CurrentUser, query: DashboardListQuery): Promise<{ success: true; data: DashboardList }> {
  const scope = workListScope(await resolvePortalViewer(db, me));
  const limit = query.grid === 'past' ? pastWorksLimit(me) : null;
  const { skip, take } = limitedWindow(limit, query.skip, query.take);
  const rows = await dashboardPage(db, scope, query.grid, skip, take === 0 ? 0 : take + 1);
  const hasMore = rows.length > take && (limit === null || skip + take < limit);
  return { success: true, data: { formA: rows.slice(0, take).map(presentDashboardRow), hasMore } };
}

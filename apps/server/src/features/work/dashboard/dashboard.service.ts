import { MAX_ID, pastWorksLimit, rowsAllowed, workListScope, type CurrentUser, type DashboardList, type DashboardListQuery } from '@driller/domain';
import { resolvePortalViewer } from '../../../platform/auth/viewer';
import type { Db } from '../../../platform/db/kysely';
import { decodeCursor, encodeCursor } from '../../../platform/http/page-cursor';
import type { WorkListPosition } from '../record/work-list.repository';
import { readWorkPosition, workListName } from '../record/work-list.service';
import { dashboardPage } from './dashboard.repository';
import { presentDashboardRow } from './dashboard.presenter';

/** Where a grid's page starts: after this work, with this many rows shown on the earlier pages. */
type GridPosition = WorkListPosition & { shown: number };

function readGridPosition(values: unknown[]): GridPosition | null {
  const shown = values.at(-1);
  const position = readWorkPosition(values.slice(0, -1));
  return position && Number.isInteger(shown) && (shown as number) > 0 && (shown as number) <= MAX_ID ? { ...position, shown: shown as number } : null;
}

/**
 * GET work/dashboard: one page of Current Works or Past Works (spec 3 "Dashboard (/Home)"), keyset-paged
 * newest change first. Past Works stops at the last 100 submitted for everyone but the Super Admin: the
 * cursor carries how many rows the earlier pages showed. One row more than the page is read to tell
 * whether another page exists, so no count runs over the viewer's whole list.
 */
export async function dashboardList(db: Db, me: CurrentUser, query: DashboardListQuery): Promise<{ success: true } & DashboardList> {
  const viewer = await resolvePortalViewer(db, me);
  const scope = workListScope(viewer);
  const list = `dashboard:${query.grid}:${workListName(scope)}`;
  const after = query.cursor === undefined ? null : decodeCursor(list, query.cursor, readGridPosition);
  const shown = after?.shown ?? 0;
  const limit = query.grid === 'past' ? pastWorksLimit(me) : null;
  const allowed = rowsAllowed(limit, shown, query.limit);
  const rows = await dashboardPage(db, scope, query.grid, after, allowed === 0 ? 0 : allowed + 1);
  const page = rows.slice(0, allowed);
  const last = page.at(-1);
  // A next page exists when a row beyond this one was read and the limit (if any) leaves room for it.
  const more = rows.length > allowed && rowsAllowed(limit, shown + page.length, 1) > 0;
  const nextCursor = more && last ? encodeCursor(list, [last.work_modified_key, last.formAId, shown + page.length]) : null;
  return { success: true, data: { formA: page.map((row) => presentDashboardRow(row, viewer)) }, nextCursor };
}

import { z } from 'zod';
import { nextCursorSchema, pageQuerySchema, type PageLimits } from '../common/paging';
import { PAGE_SIZE } from './constants';
import { workReportRowFieldsSchema } from './work-report-row';

/**
 * Wire shapes of the dashboard's two grids (spec 3 "Dashboard (/Home)", "Dashboard work/BCR row"). The
 * spec names no call for them; docs/decisions.md "Dashboard" records GET work/dashboard.
 */

export const DASHBOARD_GRIDS = ['current', 'past'] as const;

/** The grids' page: 20 rows (spec 3), keyset-paged like GET work/list. */
export const DASHBOARD_PAGE: PageLimits = { default: PAGE_SIZE.dashboard, max: PAGE_SIZE.dashboard };

/** GET work/dashboard: which grid, and the page (`limit`, and `cursor` after the first). */
export const dashboardListQuerySchema = pageQuerySchema(DASHBOARD_PAGE).extend({
  grid: z.enum(DASHBOARD_GRIDS).describe('current: works not yet submitted; past: submitted reports.'),
});
export type DashboardListQuery = z.output<typeof dashboardListQuerySchema>;

/** One row of either grid: the work, its live BCR (if one was started) and who changed it last. */
export const dashboardRowSchema = workReportRowFieldsSchema.extend({
  /** The BCR's id; null while no BCR has been started for the work. */
  bcrId: z.number().int().nullable(),
  /** The BCR's version (bcr/deactivate names it); null without a BCR. */
  bcrVersion: z.number().int().nullable(),
  /** The offline lock (spec 3: Locked By {name}, Locked Date, role); null when the work is not locked. */
  offlineLock: z
    .object({
      lockedByUserId: z.number().int(),
      lockedByOrganisationId: z.number().int().nullable(),
      /** The holder's first and last name (personName). */
      lockedByName: z.string(),
      /** The holder's role as the portal names it (roleLabel: a company-admin driller reads 'Driller(Company Admin)'). */
      lockedByRole: z.string(),
      lockedAt: z.string().describe('ISO timestamp'),
      /** Whether the viewer may release it (domain canUnlock, judged by the server, which knows the viewer's company). */
      viewerMayUnlock: z.boolean(),
    })
    .nullable(),
});
export type DashboardRow = z.infer<typeof dashboardRowSchema>;

export const dashboardListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ formA: z.array(dashboardRowSchema) }),
  /** The next page's cursor; null on the last page (Past Works: also at its limit, for those it applies to). */
  nextCursor: nextCursorSchema,
});
export type DashboardList = z.infer<typeof dashboardListResponseSchema>;

/**
 * How many rows the next page may show when a grid stops at `limit` rows (Past Works: the last 100
 * submitted, except for the Super Admin: null), after `shown` rows on the earlier pages.
 */
export function rowsAllowed(limit: number | null, shown: number, pageRows: number): number {
  return limit === null ? pageRows : Math.max(0, Math.min(pageRows, limit - shown));
}

import { z } from 'zod';
import { PAGE_SIZE } from './constants';

/**
 * Wire shapes of the dashboard's two grids (spec 3 "Dashboard (/Home)", "Dashboard work/BCR row"). The
 * spec names no call for them; docs/decisions.md "Dashboard" records GET work/dashboard.
 */

export const DASHBOARD_GRIDS = ['current', 'past'] as const;

/** GET work/dashboard: which grid, and the page as skip/take (20 rows, the grid's page). */
export const dashboardListQuerySchema = z.object({
  grid: z.enum(DASHBOARD_GRIDS).describe('current: works not yet submitted; past: submitted reports.'),
  skip: z.coerce.number<number>().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number<number>().int().min(1).max(PAGE_SIZE.dashboard).default(PAGE_SIZE.dashboard),
});
export type DashboardListQuery = z.output<typeof dashboardListQuerySchema>;

const text = z.string().nullable();

/** One row of either grid: the work, its live BCR (if one was started) and who changed it last. */
export const dashboardRowSchema = z.object({
  formAId: z.number().int(),
  formAGuid: z.string(),
  /** The BCR's id; null while no BCR has been started for the work. */
  bcrId: z.number().int().nullable(),
  workAttributeDetails: z.string(),
  workName: text,
  gwNo: text,
  workId: text,
  workApprovalNo: text,
  customerAddress: text,
  driller: z.object({ drillerId: z.number().int().nullable(), drillerFirstName: z.string(), drillerLastName: z.string() }).nullable(),
  organisation: z.object({ organisationName: z.string() }).nullable(),
  formStatus: z.number().int(),
  reviewStatus: z.number().int().nullable(),
  /** The submitter's name as recorded at submission (one text). */
  submittedBy: text,
  formSubmittedDate: z.string().nullable().describe('ISO timestamp'),
  /** Who changed the BCR last (the work, while it has no BCR). */
  lastBCRModifiedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  lastBCRModifiedDate: z.string().describe('ISO timestamp'),
  /** The BCR's version (bcr/deactivate names it); null without a BCR. */
  bcrVersion: z.number().int().nullable(),
  /** 1: the record came from Hydstra. */
  hydstra: z.number().int(),
});
export type DashboardRow = z.infer<typeof dashboardRowSchema>;

export const dashboardListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    formA: z.array(dashboardRowSchema),
    /** Whether a further page exists (within the Past Works limit for those it applies to). */
    hasMore: z.boolean(),
  }),
});
export type DashboardList = z.infer<typeof dashboardListResponseSchema>['data'];

/**
 * The rows a page may show when a grid stops at `limit` rows (Past Works: the last 100 submitted,
 * except for the Super Admin: null). Pages past the limit are empty.
 */
export function limitedWindow(limit: number | null, skip: number, take: number): { skip: number; take: number } {
  if (limit === null) return { skip, take };
  return { skip, take: Math.max(0, Math.min(take, limit - skip)) };
}

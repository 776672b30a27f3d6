import { z } from 'zod';
import { nswFormatter } from '../common/dates';
import { searchBcrCriteriaSchema } from './bcr-search';
import { workReportRowFieldsSchema } from './work-report-row';

/**
 * Wire shapes of BCR search (spec 3 "Search BCR criteria and row", section 7 work/searchbcr and
 * work/searchbcrlist). Sorting and column filters travel with the criteria: the grid pages on the
 * server, so it also sorts and filters there (docs/decisions.md "Issue 11: BCR search").
 */

/** The grid's columns the server sorts by. */
export const BCR_SEARCH_SORT_FIELDS = [
  'bcrId', 'workName', 'gwNo', 'workId', 'workApprovalNo', 'customerAddress', 'drillerName', 'organisationName',
  'formStatus', 'submittedBy', 'formSubmittedDate', 'lastBCRModifiedBy', 'lastBCRModifiedDate', 'dataSource',
] as const;
export type BcrSearchSortField = (typeof BCR_SEARCH_SORT_FIELDS)[number];

/** The grid's text filters (contains, any letter case); the BCR id filter matches the number exactly. */
export const BCR_SEARCH_FILTER_FIELDS = [
  'bcrId', 'workName', 'gwNo', 'workId', 'workApprovalNo', 'customerAddress', 'drillerName', 'organisationName', 'submittedBy', 'lastBCRModifiedBy',
] as const;
export type BcrSearchFilterField = (typeof BCR_SEARCH_FILTER_FIELDS)[number];

/** Longest filter text accepted (longer than any column it filters). */
export const BCR_SEARCH_FILTER_MAX_CHARS = 100;

export const bcrSearchSortSchema = z.object({
  field: z.enum(BCR_SEARCH_SORT_FIELDS),
  direction: z.enum(['asc', 'desc']),
});
export type BcrSearchSort = z.infer<typeof bcrSearchSortSchema>;

export const bcrSearchFiltersSchema = z.partialRecord(z.enum(BCR_SEARCH_FILTER_FIELDS), z.string().max(BCR_SEARCH_FILTER_MAX_CHARS));
export type BcrSearchFilters = z.infer<typeof bcrSearchFiltersSchema>;

/** POST work/searchbcrlist: the spec's searchBCR criteria, and the grid's sort and column filters. */
export const searchBcrListRequestSchema = searchBcrCriteriaSchema.extend({
  sort: bcrSearchSortSchema.nullish(),
  filters: bcrSearchFiltersSchema.nullish(),
});
export type SearchBcrListRequest = z.input<typeof searchBcrListRequestSchema>;
export type SearchBcrListQuery = z.output<typeof searchBcrListRequestSchema>;

/** The CSV export: the same search without the page (every matching row). */
export const searchBcrExportRequestSchema = searchBcrListRequestSchema.omit({ skip: true, take: true });
export type SearchBcrExportRequest = z.input<typeof searchBcrExportRequestSchema>;

/** One row of the grid (spec 3 "Search BCR criteria and row"), with the versions its actions name. */
export const bcrSearchRowSchema = workReportRowFieldsSchema.extend({
  bcrId: z.number().int(),
  /** The BCR's version (bcr/deactivate and bcr/changebcrmode name it). */
  bcrVersion: z.number().int(),
  /** The work's version (work/updategwno names it). */
  workVersion: z.number().int(),
  cachedWork: z.boolean(),
  decommissionedDate: z.string().nullable().describe('yyyy-MM-dd'),
  /** Deleted (bcr/deactivate): shown under status Inactive. */
  active: z.boolean(),
  tooltipView: z.string(),
});
export type BcrSearchRow = z.infer<typeof bcrSearchRowSchema>;

export const searchBcrListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ formA: z.array(bcrSearchRowSchema), totalCount: z.number().int().min(0) }),
});

export const bcrSearchDrillerOptionSchema = z.object({ drillerId: z.number().int(), drillerName: z.string() });
export const bcrSearchOrganisationOptionSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET work/searchbcr: what the search form offers and who is asking. */
export const searchBcrLoadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    drillerList: z.array(bcrSearchDrillerOptionSchema),
    organisationList: z.array(bcrSearchOrganisationOptionSchema),
    currentRoleId: z.number().int(),
    isLeader: z.boolean(),
  }),
});
export type SearchBcrLoad = z.infer<typeof searchBcrLoadResponseSchema>['data'];

/** POST work/decommission: the version edited travels too (a stale decommission is a 409). */
export const decommissionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ formAId: z.number().int(), bcrId: z.number().int(), decommissionedDate: z.string(), version: z.number().int() }),
});

const sydneyFormatter = nswFormatter('en-AU', {
  day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/**
 * A timestamp as the grid and the CSV show it, in NSW time: date dd/MM/yyyy, time HH:mm:ss (spec 3
 * section 9). Blank for none.
 */
export function nswDateTime(iso: string | null | undefined): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  const p = Object.fromEntries(sydneyFormatter().formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return { date: `${p.day}/${p.month}/${p.year}`, time: `${p.hour}:${p.minute}:${p.second}` };
}

/** The same as one text, dd/MM/yyyy HH:mm:ss; blank for none. */
export function nswDateTimeText(iso: string | null | undefined): string {
  const at = nswDateTime(iso);
  return `${at.date} ${at.time}`.trim();
}

import { z } from 'zod';
import { BCR_SEARCH_STATUS } from './codes';
import { PAGE_SIZE } from './constants';

const statusSchema = z.union([
  z.literal(BCR_SEARCH_STATUS.all),
  z.literal(BCR_SEARCH_STATUS.active),
  z.literal(BCR_SEARCH_STATUS.inactive),
]);

/** What the search form holds: every field optional (spec 3 "Search BCR": no field validation). */
export const bcrSearchFormSchema = z.object({
  workApprovalNo: z.string().nullish(),
  gwNo: z.string().nullish(),
  drillerId: z.number().int().nullish(),
  organisationId: z.number().int().nullish(),
  status: statusSchema.nullish(),
  /** Zero-based grid page. */
  page: z.number().int().min(0).nullish(),
  pageSize: z.number().int().min(1).max(PAGE_SIZE.bcrSearch).nullish(),
});
export type BcrSearchForm = z.infer<typeof bcrSearchFormSchema>;

/** The searchBCR criteria as POST work/searchbcrlist receives them; the server parses with this. */
export const searchBcrCriteriaSchema = z.object({
  workApprovalNo: z.string().default(''),
  gwNo: z.string().default(''),
  driller: z.object({ drillerId: z.number().int() }).default({ drillerId: -1 }),
  organisation: z.object({ id: z.number().int() }).default({ id: -1 }),
  status: statusSchema.default(BCR_SEARCH_STATUS.all),
  skip: z.number().int().min(0).default(0),
  take: z.number().int().min(1).max(PAGE_SIZE.bcrSearch).default(PAGE_SIZE.defaultTake),
});
export type SearchBcrCriteria = z.infer<typeof searchBcrCriteriaSchema>;

/** Filters are sent only for a real id (> 0); otherwise the wire carries -1, meaning "any". */
function idOrAny(id: number | null | undefined): number {
  return id !== null && id !== undefined && id > 0 ? id : -1;
}

/**
 * Form to wire: empty texts become '', ids -1 unless above 0, status defaults to All,
 * skip = page x page size and take = page size (the criteria's own default take is 10).
 */
export function toSearchBcrCriteria(form: BcrSearchForm): SearchBcrCriteria {
  const take = form.pageSize ?? PAGE_SIZE.defaultTake;
  return {
    workApprovalNo: (form.workApprovalNo ?? '').trim(),
    gwNo: (form.gwNo ?? '').trim(),
    driller: { drillerId: idOrAny(form.drillerId) },
    organisation: { id: idOrAny(form.organisationId) },
    status: form.status ?? BCR_SEARCH_STATUS.all,
    skip: (form.page ?? 0) * take,
    take,
  };
}

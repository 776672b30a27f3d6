import { z } from 'zod';

/**
 * Server-side keyset paging of the API's lists (docs/decisions.md "Issue 8: Data at scale"): a
 * request names how many rows it wants (`limit`) and where the previous page ended (`cursor`, the
 * `nextCursor` of that page, opaque to the client); `nextCursor` is null on the last page.
 */
export interface PageLimits {
  /** Rows a page holds when the request names no limit. */
  readonly default: number;
  /** The most rows a request may ask for. */
  readonly max: number;
}

/** GET work/list: the dashboard grid's page by default (20 rows, spec 3); at most the largest grid page of the spec (100). */
export const WORK_LIST_PAGE: PageLimits = { default: 20, max: 100 };

/** GET work/getalldata's drillers: every active NSW driller fits one page; a page more is followed. */
export const DRILLER_LIST_PAGE: PageLimits = { default: 1000, max: 1000 };

/** A cursor is a short token: anything longer was not made by the server. */
export const MAX_CURSOR_LENGTH = 200;

export const PAGING_MESSAGES = {
  invalidCursor: 'The page cursor is not valid for this list. Please load the list again from the first page.',
} as const;

/** The query string of a paged list. */
export const pageQuerySchema = (limits: PageLimits) =>
  z.object({
    limit: z.coerce
      .number<number>()
      .int()
      .min(1)
      .max(limits.max)
      .default(limits.default)
      .describe(`Rows in the page: 1 to ${limits.max} (default ${limits.default}).`),
    cursor: z
      .string()
      .min(1)
      .max(MAX_CURSOR_LENGTH)
      .optional()
      .describe('The `nextCursor` of the previous page; absent for the first page.'),
  });

/** Beside `data` in a paged answer: the cursor of the next page, null on the last one. */
export const nextCursorSchema = z
  .string()
  .nullable()
  .describe('Pass as `cursor` to get the next page; null when this page is the last.');

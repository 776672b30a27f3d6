import { z } from 'zod';
import {
  decommissionResponseSchema,
  searchBcrExportRequestSchema,
  searchBcrListRequestSchema,
  searchBcrListResponseSchema,
  searchBcrLoadResponseSchema,
} from '../admin/bcr-search-api';
import { dashboardListQuerySchema, dashboardListResponseSchema } from '../admin/dashboard-api';
import { decommissionSchema } from '../admin/report-actions';
import { API_ERROR_CODE as E, SIGNED_IN_ERRORS } from './api-error';
import { defineContract } from './contract';

const tag = 'search';

/** Search Bore Construction Reports and the report actions it adds (spec 3 section 7). */
export const SEARCH_CONTRACTS = {
  searchBcrLoad: defineContract({
    operationId: 'searchBcrLoad',
    method: 'GET',
    path: '/service/api/work/searchbcr',
    summary: 'What the BCR search form offers: drillers, organisations, the role and isLeader',
    tag,
    auth: 'bearer',
    response: searchBcrLoadResponseSchema,
    errors: [...SIGNED_IN_ERRORS],
  }),
  searchBcrList: defineContract({
    operationId: 'searchBcrList',
    method: 'POST',
    path: '/service/api/work/searchbcrlist',
    summary: 'One page (skip/take, at most 100) of the BCRs matching the criteria, sorted and filtered on the server',
    tag,
    auth: 'bearer',
    body: searchBcrListRequestSchema,
    response: searchBcrListResponseSchema,
    errors: [...SIGNED_IN_ERRORS, E.validation],
  }),
  exportBcrSearchCsv: defineContract({
    operationId: 'exportBcrSearchCsv',
    method: 'POST',
    path: '/service/api/work/searchbcrlist/csv',
    summary: 'Every BCR matching the search, as CSV streamed from the server (beyond the spec)',
    tag,
    auth: 'bearer',
    body: searchBcrExportRequestSchema,
    response: z.string().describe('text/csv; Content-Disposition names the file'),
    responseType: 'binary',
    errors: [...SIGNED_IN_ERRORS, E.validation],
  }),
  dashboardList: defineContract({
    operationId: 'dashboardList',
    method: 'GET',
    path: '/service/api/work/dashboard',
    summary: "One page (20 rows) of the dashboard's Current Works or Past Works; Past Works holds the last 100 submitted except for the Super Admin",
    tag,
    auth: 'bearer',
    query: dashboardListQuerySchema,
    response: dashboardListResponseSchema,
    errors: [...SIGNED_IN_ERRORS, E.validation],
  }),
  decommission: defineContract({
    operationId: 'decommissionBcr',
    method: 'POST',
    path: '/service/api/work/decommission',
    summary: 'Record the decommissioned date of a submitted BCR (Super Admin)',
    tag,
    auth: 'bearer',
    body: decommissionSchema,
    response: decommissionResponseSchema,
    errors: [...SIGNED_IN_ERRORS, E.validation, E.notFound, E.staleVersion, E.workLocked],
  }),
} as const;

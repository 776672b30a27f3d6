import { z } from 'zod';
import {
  dcaRequestPartsSchema,
  dcaRequestResponseSchema,
  openRequestResponseSchema,
  openRequestSchema,
  requestListResponseSchema,
  requestSearchResponseSchema,
  requestSearchSchema,
  reviewRequestSchema,
  reviewResponseSchema,
} from '../admin/access-requests-api';
import { idParamSchema } from '../common/ids';
import { API_ERROR_CODE as E, SIGNED_IN_ERRORS } from './api-error';
import { defineContract } from './contract';

const tag = 'registration requests';
const BASE = '/service/api/userregistrationrequest';

/** Registration requests by Company Admins and DCA access requests by Drillers (spec 3 section 7). */
export const ACCESS_REQUEST_CONTRACTS = {
  registrationList: defineContract({
    operationId: 'listRegistrationRequests', method: 'GET', path: `${BASE}/list`, tag, auth: 'bearer',
    summary: 'Registration requests (Super Admin)', response: requestListResponseSchema, errors: [...SIGNED_IN_ERRORS],
  }),
  registrationSearch: defineContract({
    operationId: 'searchRegistrationRequests', method: 'POST', path: `${BASE}/search`, tag, auth: 'bearer',
    summary: 'Search registration requests by name, e-mail and status list', body: requestSearchSchema,
    response: requestSearchResponseSchema, errors: [...SIGNED_IN_ERRORS, E.validation],
  }),
  registrationOpen: defineContract({
    operationId: 'openRegistrationRequest', method: 'POST', path: `${BASE}/searchregistration`, tag, auth: 'bearer',
    summary: 'One registration request, by its registerverify token or its id', body: openRequestSchema,
    response: openRequestResponseSchema, errors: [...SIGNED_IN_ERRORS, E.validation],
  }),
  registrationReview: defineContract({
    operationId: 'reviewRegistrationRequest', method: 'POST', path: `${BASE}/save`, tag, auth: 'bearer',
    summary: 'Approve, reject or re-approve a registration request (approval creates the user)', body: reviewRequestSchema,
    response: reviewResponseSchema, errors: [...SIGNED_IN_ERRORS, E.validation, E.notFound, E.staleVersion],
  }),
  dcaList: defineContract({
    operationId: 'listDcaRequests', method: 'GET', path: `${BASE}/driller/list`, tag, auth: 'bearer',
    summary: 'DCA access requests: all for the Super Admin, their own for a Driller', response: requestListResponseSchema,
    errors: [...SIGNED_IN_ERRORS],
  }),
  dcaSearch: defineContract({
    operationId: 'searchDcaRequests', method: 'POST', path: `${BASE}/driller/search`, tag, auth: 'bearer',
    summary: 'Search DCA access requests', body: requestSearchSchema, response: requestSearchResponseSchema,
    errors: [...SIGNED_IN_ERRORS, E.validation],
  }),
  dcaOpen: defineContract({
    operationId: 'openDcaRequest', method: 'POST', path: `${BASE}/searchregistration/driller`, tag, auth: 'bearer',
    summary: 'One DCA access request, by its registerverify token or its id', body: openRequestSchema,
    response: openRequestResponseSchema, errors: [...SIGNED_IN_ERRORS, E.validation],
  }),
  dcaReview: defineContract({
    operationId: 'reviewDcaRequest', method: 'POST', path: `${BASE}/driller/save`, tag, auth: 'bearer',
    summary: 'Approve or reject a DCA access request (approval grants the company-admin flag)', body: reviewRequestSchema,
    response: reviewResponseSchema, errors: [...SIGNED_IN_ERRORS, E.validation, E.notFound, E.staleVersion],
  }),
  dcaCreate: defineContract({
    operationId: 'createDcaRequest', method: 'POST', path: `${BASE}/driller/savedrillerrequest`, tag, auth: 'bearer',
    summary: 'A driller asks for Drilling Company Admin access (multipart: organisationId, comments, files)',
    body: dcaRequestPartsSchema, bodyType: 'multipart', response: dcaRequestResponseSchema,
    errors: [...SIGNED_IN_ERRORS, E.validation, E.fileTooLarge],
  }),
  document: defineContract({
    operationId: 'downloadRequestDocument', method: 'GET', path: `${BASE}/document/:documentId`, tag, auth: 'bearer',
    summary: 'Download a document attached to a registration or DCA request', params: z.object({ documentId: idParamSchema }),
    response: z.string().describe('The file’s bytes (Content-Disposition names the file).'), responseType: 'binary',
    errors: [...SIGNED_IN_ERRORS, E.validation, E.notFound],
  }),
} as const;

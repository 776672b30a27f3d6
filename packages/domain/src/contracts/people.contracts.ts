import {
  checkPendingBcrRequestSchema,
  checkPendingBcrResponseSchema,
  drillerSearchResponseSchema,
  drillerSearchSchema,
  peopleMasterDataResponseSchema,
  saveDrillerRequestSchema,
  saveDrillerResponseSchema,
  saveUserRequestSchema,
  saveUserResponseSchema,
  userSearchResponseSchema,
  userSearchSchema,
} from '../admin/people-api';
import { API_ERROR_CODE as E, SIGNED_IN_ERRORS } from './api-error';
import { defineContract } from './contract';

const tag = 'admin';
const saveErrors = [...SIGNED_IN_ERRORS, E.validation, E.notFound, E.staleVersion] as const;

/** Manage Driller and Manage User (spec 3 section 7). */
export const PEOPLE_CONTRACTS = {
  masterData: defineContract({
    operationId: 'getDrillerMasterData',
    method: 'GET',
    path: '/service/api/admin/getmasterdata',
    summary: 'Master data of the driller form (companies, licence classes, endorsements, roles, statuses)',
    tag,
    auth: 'bearer',
    response: peopleMasterDataResponseSchema,
    errors: SIGNED_IN_ERRORS,
  }),
  userMasterData: defineContract({
    operationId: 'getUserMasterData',
    method: 'GET',
    path: '/service/api/admin/getusermasterdata',
    summary: 'Master data of the non-driller user form',
    tag,
    auth: 'bearer',
    response: peopleMasterDataResponseSchema,
    errors: SIGNED_IN_ERRORS,
  }),
  searchDriller: defineContract({
    operationId: 'searchDriller',
    method: 'POST',
    path: '/service/api/admin/searchdriller',
    summary: 'Search drillers (names, licence, work email, status, address; or one by id)',
    tag,
    auth: 'bearer',
    body: drillerSearchSchema,
    response: drillerSearchResponseSchema,
    errors: [...SIGNED_IN_ERRORS, E.validation],
  }),
  searchUser: defineContract({
    operationId: 'searchUser',
    method: 'POST',
    path: '/service/api/admin/searchuser',
    summary: 'Search non-driller users (names, work email, status; or one by id)',
    tag,
    auth: 'bearer',
    body: userSearchSchema,
    response: userSearchResponseSchema,
    errors: [...SIGNED_IN_ERRORS, E.validation],
  }),
  saveDriller: defineContract({
    operationId: 'saveDriller',
    method: 'POST',
    path: '/service/api/admin/savedriller',
    summary: 'Create or update a driller (a new one gets a sign-in account and a password-set e-mail)',
    tag,
    auth: 'bearer',
    body: saveDrillerRequestSchema,
    response: saveDrillerResponseSchema,
    errors: saveErrors,
  }),
  saveUser: defineContract({
    operationId: 'saveUser',
    method: 'POST',
    path: '/service/api/admin/saveuser',
    summary:
      'Create or update a non-driller user (a new one gets a sign-in account and a password-set e-mail)',
    tag,
    auth: 'bearer',
    body: saveUserRequestSchema,
    response: saveUserResponseSchema,
    errors: saveErrors,
  }),
  checkPendingBcr: defineContract({
    operationId: 'checkPendingBcr',
    method: 'POST',
    path: '/service/api/admin/checkpendingbcr',
    summary: 'Whether a company is the driller’s present one and whether BCRs are pending submission',
    tag,
    auth: 'bearer',
    body: checkPendingBcrRequestSchema,
    response: checkPendingBcrResponseSchema,
    errors: [...SIGNED_IN_ERRORS, E.validation, E.notFound],
  }),
} as const;

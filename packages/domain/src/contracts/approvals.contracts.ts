import {
  approvalSearchBody,
  approvalSearchResponse,
  licenceConditionsQuery,
  licenceConditionsResponse,
} from '../work/approvals-api';
import { API_ERROR_CODE as E } from './api-error';
import { defineContract } from './contract';

const tag = 'approvals';

/** The approvals register's calls: public, as spec 1 section 7 says ("no auth"). */
export const APPROVAL_CONTRACTS = {
  search: defineContract({
    operationId: 'getApprovalNumberDetails',
    method: 'POST',
    path: '/service/api/datalake/getapprovalnumberdetails',
    summary: 'Works under a work approval number, sorted by work status',
    tag,
    auth: 'none',
    body: approvalSearchBody,
    response: approvalSearchResponse,
    errors: [E.validation],
  }),
  licenceConditions: defineContract({
    operationId: 'getLicenseConditions',
    method: 'GET',
    path: '/service/api/work/getLicenseConditions',
    summary: 'Conditions of approval and licence conditions of an approval',
    tag,
    auth: 'none',
    query: licenceConditionsQuery,
    response: licenceConditionsResponse,
    errors: [E.validation],
  }),
} as const;

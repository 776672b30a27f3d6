import { ACCESS_REQUEST_CONTRACTS } from './access-requests.contracts';
import { APPROVAL_CONTRACTS } from './approvals.contracts';
import { BCR_CONTRACTS, BCR_SECTION_SAVE_CONTRACTS } from './bcr.contracts';
import { BCR_PDF_CONTRACTS } from './bcr-pdf.contracts';
import type { ApiContract } from './contract';
import { DOCUMENT_CONTRACTS } from './documents.contracts';
import { HEALTH_CONTRACTS } from './health.contracts';
import { MAP_CONTRACTS, MAP_LAYER_CONTRACTS } from './maps.contracts';
import { ORGANISATION_CONTRACTS } from './organisation.contracts';
import { PEOPLE_CONTRACTS } from './people.contracts';
import { SEARCH_CONTRACTS } from './search.contracts';
import { USER_CONTRACTS } from './users.contracts';
import { WORK_CONTRACTS } from './work.contracts';

/** Every endpoint of the API: the server registers exactly these, and OpenAPI lists exactly these. */
export const API_CONTRACTS: readonly ApiContract[] = [
  ...Object.values(HEALTH_CONTRACTS),
  ...Object.values(USER_CONTRACTS),
  ...Object.values(APPROVAL_CONTRACTS),
  ...Object.values(WORK_CONTRACTS),
  ...Object.values(DOCUMENT_CONTRACTS),
  ...Object.values(BCR_CONTRACTS),
  ...Object.values(BCR_SECTION_SAVE_CONTRACTS),
  ...Object.values(MAP_CONTRACTS),
  ...Object.values(ACCESS_REQUEST_CONTRACTS),
  ...Object.values(MAP_LAYER_CONTRACTS),
  ...Object.values(SEARCH_CONTRACTS),
  ...Object.values(BCR_PDF_CONTRACTS),
  ...Object.values(ORGANISATION_CONTRACTS),
  ...Object.values(PEOPLE_CONTRACTS),
];

/** URL prefixes under which every route must come from a contract. */
export const CONTRACT_PREFIXES = ['/service/api/', '/service/maps/'] as const;

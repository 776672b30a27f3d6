import { ORGANISATION_CONTRACTS as C, type OrganisationSaveBody } from '@driller/domain';
import { callApi } from '../../lib/api/client';

/** The two calls of the company form: organisation/save and the business register search. */

export const saveOrganisation = (body: OrganisationSaveBody) => callApi(C.save, { body });

export const searchBusinessRegister = (name: string) => callApi(C.registerSearch, { query: { name } });

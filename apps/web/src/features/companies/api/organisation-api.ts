import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORGANISATION_CONTRACTS as C, type OrganisationSearchBody } from '@driller/domain';
import { callApi } from '../../../lib/api/client';

/** The company calls (spec 3 section 7 organisation/*), each through the one typed client. */

export const organisationListQuery = () =>
  queryOptions({ queryKey: ['organisation', 'list'], queryFn: () => callApi(C.list), staleTime: 0 });

export function useOrganisationList() {
  return useQuery(organisationListQuery());
}

export const searchOrganisations = async (body: OrganisationSearchBody) =>
  (await callApi(C.search, { body })).data;

export const companyDrillersQuery = (organisationId: number) =>
  queryOptions({
    queryKey: ['organisation', 'drillers', organisationId],
    queryFn: () => callApi(C.drillerList, { params: { organisationId } }),
    staleTime: 0,
  });

export const assignDriller = (drillerId: number, organisationId: number) =>
  callApi(C.assignDriller, { params: { drillerId, organisationId } });

export const removeDriller = (drillerId: number) => callApi(C.removeDriller, { params: { drillerId } });

export const associateMyself = (organisationId: number) => callApi(C.associate, { body: { organisationId } });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { PEOPLE_CONTRACTS, type ContractInput, type DrillerSearch, type UserSearch } from '@driller/domain';
import { callApi } from '../../../lib/api/client';

/** The people API of spec 3 section 7 (admin/*), one function per call. */

export const drillerMasterDataQuery = () =>
  queryOptions({
    queryKey: ['people', 'driller-master-data'],
    queryFn: async () => (await callApi(PEOPLE_CONTRACTS.masterData)).payload,
    staleTime: 5 * 60_000,
  });

export const userMasterDataQuery = () =>
  queryOptions({
    queryKey: ['people', 'user-master-data'],
    queryFn: async () => (await callApi(PEOPLE_CONTRACTS.userMasterData)).payload,
    staleTime: 5 * 60_000,
  });

export const useDrillerMasterData = () => useQuery(drillerMasterDataQuery());
export const useUserMasterData = () => useQuery(userMasterDataQuery());

export async function searchDrillers(criteria: DrillerSearch) {
  return (await callApi(PEOPLE_CONTRACTS.searchDriller, { body: criteria })).data;
}

export async function searchUsers(search: UserSearch) {
  return (await callApi(PEOPLE_CONTRACTS.searchUser, { body: search })).data;
}

export const saveDriller = (body: ContractInput<typeof PEOPLE_CONTRACTS.saveDriller>['body']) =>
  callApi(PEOPLE_CONTRACTS.saveDriller, { body });

export const saveUser = (body: ContractInput<typeof PEOPLE_CONTRACTS.saveUser>['body']) =>
  callApi(PEOPLE_CONTRACTS.saveUser, { body });

export const checkPendingBcr = (body: ContractInput<typeof PEOPLE_CONTRACTS.checkPendingBcr>['body']) =>
  callApi(PEOPLE_CONTRACTS.checkPendingBcr, { body });

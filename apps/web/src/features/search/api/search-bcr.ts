import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  BCR_CONTRACTS,
  SEARCH_CONTRACTS,
  type SearchBcrExportRequest,
  type SearchBcrListRequest,
} from '@driller/domain';
import { callApi, callApiFile } from '../../../lib/api/client';

/** GET work/searchbcr: the form's drillers and companies, the role and isLeader. */
export function useSearchBcrLoad() {
  return useQuery({
    queryKey: ['searchbcr', 'load'],
    queryFn: async () => (await callApi(SEARCH_CONTRACTS.searchBcrLoad)).data,
    staleTime: 60_000,
  });
}

export const searchListKey = (request: SearchBcrListRequest | null) => ['searchbcr', 'list', request] as const;

/** POST work/searchbcrlist for the current request (none before the first search); the last page stays while the next loads. */
export function useSearchBcrList(request: SearchBcrListRequest | null) {
  return useQuery({
    queryKey: searchListKey(request),
    queryFn: async () => (await callApi(SEARCH_CONTRACTS.searchBcrList, { body: request ?? {} })).data,
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Saves a download under its name, as a link click does (the browser's own save dialog or folder). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The CSV of every row the search matches, streamed by the server. */
export async function exportSearchCsv(request: SearchBcrExportRequest): Promise<void> {
  const { blob, fileName } = await callApiFile(SEARCH_CONTRACTS.exportBcrSearchCsv, { body: request });
  saveFile(blob, fileName ?? 'bcr-search.csv');
}

export function useDecommission() {
  return useMutation({
    mutationFn: async (body: { formAGuId: string; decommissionedDate: string; version: number }) => callApi(SEARCH_CONTRACTS.decommission, { body }),
  });
}

/** bcr/changebcrmode: the Super Admin's "edit" on a submitted report opens it again for editing. */
export function useChangeBcrMode() {
  return useMutation({ mutationFn: async (body: { formAId: number; version: number; editMode: boolean }) => callApi(BCR_CONTRACTS.changeMode, { body }) });
}

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  API_ERROR_CODE,
  BCR_CONTRACTS,
  SEARCH_CONTRACTS,
  SIGNED_IN_ERRORS,
  WORK_CONTRACTS,
  defineContract,
  idParamSchema,
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

/**
 * GET uploadfile/getformapdf/{id} (spec 3 section 7): the report's PDF. The route and its registered
 * contract belong to the PDF work (issue 10/11 documents helper); until both meet on main this screen
 * names the spec's path here, outside API_CONTRACTS, so the server registers nothing for it.
 */
const formAPdf = defineContract({
  operationId: 'getFormAPdf',
  method: 'GET',
  path: '/service/api/uploadfile/getformapdf/:formAId',
  summary: 'The BCR as a PDF',
  tag: 'documents',
  auth: 'bearer',
  params: z.object({ formAId: idParamSchema }),
  response: z.string(),
  responseType: 'binary',
  errors: [...SIGNED_IN_ERRORS, API_ERROR_CODE.notFound],
});

/** Opens the report's PDF in a new tab; false when it could not be loaded. */
export async function openBcrPdf(formAId: number): Promise<boolean> {
  const { blob } = await callApiFile(formAPdf, { params: { formAId } });
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return true;
}

export function useDecommission() {
  return useMutation({
    mutationFn: async (body: { formAGuId: string; decommissionedDate: string; version: number }) => callApi(SEARCH_CONTRACTS.decommission, { body }),
  });
}

export function useUpdateGwNo() {
  return useMutation({
    mutationFn: async (body: { formAGuId: string; gwNo: string; version: number }) => (await callApi(WORK_CONTRACTS.updateGwNo, { body })).data,
  });
}

export function useDeleteBcr() {
  return useMutation({ mutationFn: async (body: { formAId: number; version: number }) => callApi(BCR_CONTRACTS.deactivate, { body }) });
}

/** bcr/changebcrmode: the Super Admin's "edit" on a submitted report opens it again for editing. */
export function useChangeBcrMode() {
  return useMutation({ mutationFn: async (body: { formAId: number; version: number; editMode: boolean }) => callApi(BCR_CONTRACTS.changeMode, { body }) });
}

import { ACCESS_REQUEST_CONTRACTS as C, type RequestKind, type RequestSearch, type ReviewRequest } from '@driller/domain';
import { callApi, callApiFile } from '../../../lib/api/client';

/** The spec's two families of calls: userregistrationrequest/* and userregistrationrequest/driller/*. */
const CONTRACTS = {
  registration: { list: C.registrationList, search: C.registrationSearch, open: C.registrationOpen, review: C.registrationReview },
  dca: { list: C.dcaList, search: C.dcaSearch, open: C.dcaOpen, review: C.dcaReview },
} as const;

export const requestsQueryKey = (kind: RequestKind) => ['access-requests', kind] as const;

export function listRequests(kind: RequestKind) {
  return callApi(CONTRACTS[kind].list);
}

export function searchRequests(kind: RequestKind, search: RequestSearch) {
  return callApi(CONTRACTS[kind].search, { body: search });
}

/** searchregistration: by the e-mailed registerverify token, or by id from the list. */
export function openRequest(kind: RequestKind, by: { token: string } | { userRegistrationRequestId: number }) {
  return callApi(CONTRACTS[kind].open, { body: by });
}

export function reviewRequest(kind: RequestKind, review: ReviewRequest) {
  return callApi(CONTRACTS[kind].review, { body: review });
}

/** savedrillerrequest: the company (when the driller has none), comments and the supporting files. */
export function createDcaRequest(input: { organisationId: number | null; comments: string; files: readonly File[] }) {
  const form = new FormData();
  if (input.organisationId !== null) form.append('organisationId', String(input.organisationId));
  form.append('comments', input.comments);
  for (const file of input.files) form.append('files', file, file.name);
  return callApi(C.dcaCreate, { body: form });
}

/** Saves an attached document under its own name. */
export async function downloadRequestDocument(documentId: number, fallbackName: string): Promise<void> {
  const { blob, fileName } = await callApiFile(C.document, { params: { documentId } });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  link.click();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

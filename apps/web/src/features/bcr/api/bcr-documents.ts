import { DOCUMENT_CONTRACTS, type BcrAttachedDocument } from '@driller/domain';
import { callApi, callApiFile } from '../../../lib/api/client';

/** POST uploadfile/uploadmultiple: the files with their description; answers every document of the BCR. */
export async function uploadBcrDocuments(formAId: number, files: readonly File[], description: string, firstGuid: string | null): Promise<BcrAttachedDocument[]> {
  const form = new FormData();
  form.append('formAId', String(formAId));
  form.append('description', description);
  form.append('tempId', String(Date.now()));
  form.append('fileguid', firstGuid ?? '');
  for (const file of files) form.append('files', file, file.name);
  return (await callApi(DOCUMENT_CONTRACTS.uploadBcrDocuments, { body: form })).payload.documents;
}

export async function deleteBcrDocument(formAId: number, fileGuid: string): Promise<void> {
  await callApi(DOCUMENT_CONTRACTS.deleteDocument, { body: { fileGuid, formAId, tempId: null } });
}

/** GET uploadfile/getfileByFileGuid: saves the document as a file under its own name. */
export async function downloadBcrDocument(document: Pick<BcrAttachedDocument, 'fileGuid' | 'fileName'>): Promise<void> {
  const { blob, fileName } = await callApiFile(DOCUMENT_CONTRACTS.downloadByGuid, { params: { fileGuid: document.fileGuid } });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName ?? document.fileName;
  link.click();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

import { useMutation } from '@tanstack/react-query';
import { DOCUMENT_CONTRACTS, MAP_IMAGE_CONTENT_TYPE, type UploadedDocument } from '@driller/domain';
import { callApi } from '../../../lib/api/client';

/** The per-form map screenshot (1280x800 PNG) as multipart: files plus formAId. */
export async function uploadMapImage({ formAId, image }: { formAId: number; image: Blob }): Promise<UploadedDocument[]> {
  const form = new FormData();
  form.append('formAId', String(formAId));
  form.append('files', new File([image], `work-${formAId}-map.png`, { type: MAP_IMAGE_CONTENT_TYPE }));
  return (await callApi(DOCUMENT_CONTRACTS.uploadMapImage, { body: form })).payload.files;
}

export function useUploadMapImage() {
  return useMutation({ mutationFn: uploadMapImage });
}

import { useMutation } from '@tanstack/react-query';
import { MAP_IMAGE_CONTENT_TYPE, WORK_API, uploadMapImageResponseSchema, type UploadedDocument } from '@driller/domain';
import { apiRequest } from '../../../lib/api/client';
import { apiPath } from './api-path';

/** The per-form map screenshot (1280x800 PNG) as multipart: files plus formAId. */
export async function uploadMapImage({ formAId, image }: { formAId: number; image: Blob }): Promise<UploadedDocument[]> {
  const form = new FormData();
  form.append('formAId', String(formAId));
  form.append('files', new File([image], `work-${formAId}-map.png`, { type: MAP_IMAGE_CONTENT_TYPE }));
  const body = await apiRequest<unknown>(apiPath(WORK_API.uploadMapImage), { method: 'POST', body: form });
  return uploadMapImageResponseSchema.parse(body).payload.files;
}

export function useUploadMapImage() {
  return useMutation({ mutationFn: uploadMapImage });
}

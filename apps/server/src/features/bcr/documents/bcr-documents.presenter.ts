import type { BcrAttachedDocument } from '@driller/domain';
import type { BcrDocumentRow } from './bcr-documents.repository';

export const presentBcrDocument = (row: BcrDocumentRow): BcrAttachedDocument => ({
  fileGuid: row.file_guid,
  fileName: row.file_name,
  description: row.description,
  size: row.size_bytes,
  contentType: row.content_type,
  uploadedAt: row.created_at.toISOString(),
  uploadedBy: row.created_by,
});

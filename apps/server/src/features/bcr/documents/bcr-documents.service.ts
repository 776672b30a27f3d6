import { randomUUID } from 'node:crypto';
import {
  API_ERROR_CODE,
  BCR_LIMITS,
  BCR_MESSAGES,
  bcrMessage,
  documentTypeOf,
  looksLikeJson,
  sanitisedFileName,
  unsupportedDocumentMessage,
  uploadIssue,
  type BcrAttachedDocument,
} from '@driller/domain';
import type { FileStorage } from '../../../adapters/storage/file-storage';
import { recordAudit } from '../../../platform/audit/audit.repository';
import type { PortalViewer } from '../../../platform/auth/viewer';
import type { Db } from '../../../platform/db/kysely';
import { ApiError, badRequest } from '../../../platform/http/errors';
import { assertBcrWritable, readableBcrWork } from '../record/bcr-access';
import { findLiveBcr } from '../store/bcr-store.repository';
import { presentBcrDocument } from './bcr-documents.presenter';
import { insertBcrDocument, listBcrDocuments, lockWorkForDocuments } from './bcr-documents.repository';

export interface IncomingDocument {
  fileName: string;
  claimedType: string;
  bytes: Buffer;
  /** The part went past the per-file limit and was cut. */
  truncated: boolean;
}

export interface UploadRequest {
  formAId: number;
  description: string | null;
  tempId: string | null;
  files: readonly IncomingDocument[];
}

interface Deps {
  db: Db;
  storage: FileStorage;
}

const MB = 1024 * 1024;
const refuse = (message: string) => badRequest(message, { files: [message] });

/** The spec's checks (count, total size, JSON, repeated names), then each file's kind by its content. */
function checkedFiles(existing: readonly BcrAttachedDocument[], files: readonly IncomingDocument[]) {
  if (files.some((f) => f.truncated)) {
    const total = existing.reduce((sum, d) => sum + d.size, 0) + BCR_LIMITS.maxTotalUploadBytes + 1;
    throw new ApiError(413, bcrMessage.filesTooLarge((total / MB).toFixed(2)), API_ERROR_CODE.fileTooLarge);
  }
  const named = files.map((f) => ({ ...f, fileName: sanitisedFileName(f.fileName) }));
  const issue = uploadIssue(existing, named.map((f) => ({ name: f.fileName, size: f.bytes.length, type: f.claimedType })));
  if (issue) throw refuse(issue);
  return named.map((f) => {
    if (looksLikeJson(f.bytes)) throw refuse(BCR_MESSAGES.jsonNotSupported);
    const type = documentTypeOf(f.bytes);
    if (!type) throw refuse(unsupportedDocumentMessage(f.fileName));
    return { ...f, contentType: type.contentType, fileGuid: randomUUID() };
  });
}

const isSameNameRace = (error: unknown) => (error as { constraint?: string }).constraint === 'work_documents_bcr_name_idx';

/**
 * POST uploadfile/uploadmultiple: attaches files to the work's BCR. The limits are counted with the
 * work's row locked, so two uploads at once cannot pass 10 documents or 10 MB together; the bytes are
 * stored first and removed again if the rows cannot be written.
 */
export async function uploadBcrDocuments(deps: Deps, viewer: PortalViewer, upload: UploadRequest, requestId: string | null): Promise<BcrAttachedDocument[]> {
  if (upload.files.length === 0) throw refuse(BCR_MESSAGES.fileLoadFailed);
  const work = await readableBcrWork(deps.db, viewer, upload.formAId);
  assertBcrWritable(viewer, work, (await findLiveBcr(deps.db, work.id))?.root ?? null);
  const stored: string[] = [];
  try {
    return await deps.db.transaction().execute(async (tx) => {
      await lockWorkForDocuments(tx, work.id);
      const existing = (await listBcrDocuments(tx, work.id)).map(presentBcrDocument);
      const files = checkedFiles(existing, upload.files);
      for (const f of files) {
        const storageKey = `works/${work.id}/bcr/${f.fileGuid}`;
        await deps.storage.put(storageKey, f.bytes, f.contentType);
        stored.push(storageKey);
        await insertBcrDocument(tx, { ...f, workId: work.id, description: upload.description, size: f.bytes.length, storageKey, tempId: upload.tempId }, viewer.subject);
      }
      await recordAudit(tx, {
        actor: viewer.subject,
        action: 'upload-bcr-documents',
        entity: 'work',
        entityId: work.id,
        requestId,
        after: { documents: files.map((f) => ({ fileGuid: f.fileGuid, fileName: f.fileName, size: f.bytes.length })) },
      });
      return (await listBcrDocuments(tx, work.id)).map(presentBcrDocument);
    });
  } catch (error) {
    await Promise.all(stored.map((key) => deps.storage.remove(key)));
    if (isSameNameRace(error)) throw refuse(BCR_MESSAGES.fileLoadFailedRetry);
    throw error;
  }
}

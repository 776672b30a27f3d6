import { can, type CurrentUser } from '@driller/domain';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { findUserBySubject } from '../../platform/auth/portal-user.repository';
import type { Db } from '../../platform/db/kysely';
import { forbidden, notFound } from '../../platform/http/errors';
import { findDca } from './dca-requests.repository';
import { findRequestDocument } from './request-documents.repository';

/** Registration documents are the Super Admin's to read; a DCA request's also its driller's. */
async function mayRead(db: Db, me: CurrentUser, doc: { request_kind: string; request_id: number }): Promise<boolean> {
  if (can(me, 'registration.review')) return true;
  if (doc.request_kind !== 'dca' || !can(me, 'dcaRequest.manage')) return false;
  const [request, user] = await Promise.all([findDca(db, { id: doc.request_id }), findUserBySubject(db, me.subject)]);
  return request !== undefined && user?.drillerId === request.driller_id;
}

export async function requestDocumentFile(deps: { db: Db; storage: FileStorage }, me: CurrentUser, documentId: number) {
  const doc = await findRequestDocument(deps.db, documentId);
  if (!doc) throw notFound('Error in loading file');
  if (!(await mayRead(deps.db, me, doc))) throw forbidden();
  const bytes = await deps.storage.get(doc.storage_key);
  if (!bytes) throw notFound('Error in loading file');
  return { fileName: doc.file_name, contentType: doc.content_type, bytes };
}

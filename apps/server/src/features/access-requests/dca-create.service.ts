import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ACCESS_REQUEST_MESSAGES,
  ADMIN_MESSAGES,
  REQUEST_DOCUMENT_LIMITS,
  documentTypeOf,
  looksLikeJson,
  sanitisedFileName,
  unsupportedDocumentMessage,
  type CurrentUser,
} from '@driller/domain';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { recordAudit } from '../../platform/audit/audit.repository';
import { badRequest } from '../../platform/http/errors';
import { assertMayRequestDca, presentDcaRows } from './dca-requests.service';
import { findDca, findRequestableCompany, insertDca } from './dca-requests.repository';
import { insertRequestDocument } from './request-documents.repository';
import { mailApprovers, newVerifyToken, type RequestMailDeps } from './request-mail';

export interface IncomingFile {
  fileName: string;
  bytes: Buffer;
}

export interface DcaCreateInput {
  organisationId: number | null;
  comments: string | null;
  files: readonly IncomingFile[];
}

export interface DcaCreateDeps extends RequestMailDeps {
  storage: FileStorage;
}

const refuse = (message: string) => badRequest(message, { files: [message] });

/** Each file's kind is read from its bytes, as the BCR documents are (no JSON, no unknown kinds). */
function checkedFiles(files: readonly IncomingFile[]) {
  if (files.length > REQUEST_DOCUMENT_LIMITS.maxFiles) throw refuse(`Attach at most ${REQUEST_DOCUMENT_LIMITS.maxFiles} files.`);
  return files.map((f) => {
    const fileName = sanitisedFileName(f.fileName);
    const type = looksLikeJson(f.bytes) ? null : documentTypeOf(f.bytes);
    if (!type) throw refuse(unsupportedDocumentMessage(fileName));
    return { fileName, bytes: f.bytes, contentType: type.contentType };
  });
}

/** The company asked for: the driller's own, else one they picked from the requestable list. */
async function companyOf(deps: DcaCreateDeps, own: number | null, picked: number | null): Promise<number> {
  if (own !== null) return own;
  const company = picked === null ? undefined : await findRequestableCompany(deps.db, picked);
  if (!company) throw badRequest(ADMIN_MESSAGES.selectCompany, { organisationId: [ADMIN_MESSAGES.selectCompany] });
  return company.id;
}

/**
 * POST userregistrationrequest/driller/savedrillerrequest: a driller asks for Drilling Company Admin
 * access; the Super Admins are e-mailed the registerverify link.
 */
export async function createDcaRequest(deps: DcaCreateDeps, me: CurrentUser, input: DcaCreateInput, ctx: { requestId: string; log: FastifyBaseLogger }) {
  const viewer = await assertMayRequestDca(deps.db, me);
  const organisationId = await companyOf(deps, viewer.organisationId, input.organisationId);
  const files = checkedFiles(input.files);
  const stored = await Promise.all(
    files.map(async (f) => {
      const storageKey = `access-requests/dca/${randomUUID()}`;
      await deps.storage.put(storageKey, f.bytes, f.contentType);
      return { ...f, storageKey };
    }),
  );
  const { token, hash } = newVerifyToken();
  const id = await deps.db.transaction().execute(async (tx) => {
    const requestId = await insertDca(tx, { drillerId: viewer.drillerId, organisationId, requestComments: input.comments, tokenHash: hash, actor: me.subject });
    for (const f of stored)
      await insertRequestDocument(tx, { kind: 'dca', requestId, fileName: f.fileName, contentType: f.contentType, size: f.bytes.length, storageKey: f.storageKey, actor: me.subject });
    await recordAudit(tx, {
      actor: me.subject, action: 'create', entity: 'dca_access_request', entityId: requestId, requestId: ctx.requestId,
      after: { drillerId: viewer.drillerId, organisationId, documents: stored.map((f) => f.fileName) },
    });
    return requestId;
  }).catch((error: unknown) => {
    // A second click, or a second process, filed one a moment earlier (one pending request per driller).
    if ((error as { code?: string }).code === '23505') throw badRequest(ACCESS_REQUEST_MESSAGES.dcaAlreadyPending);
    throw error;
  });
  const row = await findDca(deps.db, { id });
  if (!row) throw badRequest(ACCESS_REQUEST_MESSAGES.dcaAlreadyPending);
  await mailApprovers(deps, 'dca', token, {
    firstName: row.first_name, lastName: row.last_name, workEmail: row.work_email, organisationName: row.organisation_name,
  }, ctx.log);
  const [request] = await presentDcaRows(deps.db, [row]);
  if (!request) throw badRequest(ACCESS_REQUEST_MESSAGES.dcaAlreadyPending);
  return { success: true as const, message: ACCESS_REQUEST_MESSAGES.dcaRequestSent, userRegistrationRequest: request };
}

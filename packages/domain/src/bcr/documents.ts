import { bcrPdfFileName } from '../admin/dashboard';
import { BCR_LIMITS } from './codes';
import { BCR_MESSAGES, bcrMessage } from './messages';
import { addPdfEmail } from './pdf-email';

export interface UploadFile {
  name: string;
  size: number;
  type?: string;
}

const MB = 1024 * 1024;

/**
 * Upload checks of spec 2 section 5: at most 10 documents, 10 MB in total, no JSON, no repeated name.
 * Returns the first message to alert, or null.
 */
export function uploadIssue(existing: readonly { fileName: string; size?: number }[], incoming: readonly UploadFile[]): string | null {
  if (existing.length + incoming.length > BCR_LIMITS.maxDocuments) return BCR_MESSAGES.tooManyFiles;
  const total = [...existing, ...incoming].reduce((sum, f) => sum + (f.size ?? 0), 0);
  if (total > BCR_LIMITS.maxTotalUploadBytes) return bcrMessage.filesTooLarge((total / MB).toFixed(2));
  if (incoming.some((f) => f.name.toLowerCase().endsWith('.json') || f.type === 'application/json')) {
    return BCR_MESSAGES.jsonNotSupported;
  }
  const names = new Set(existing.map((f) => f.fileName.toLowerCase()));
  for (const f of incoming) {
    const key = f.name.toLowerCase();
    if (names.has(key)) return bcrMessage.alreadyUploaded(f.name);
    names.add(key);
  }
  return null;
}

/** Saving comments requires comments. */
export function commentsIssue(comments: string | null | undefined): string | null {
  return (comments ?? '').trim() === '' ? BCR_MESSAGES.commentsRequired : null;
}

/** Adds an address to the PDF e-mail list, or says why not (the rule lives in pdf-email). */
export function addEmail(list: readonly string[], email: string): { list: string[]; error?: string } {
  return addPdfEmail(list, email);
}

/** The PDF e-mail request needs a signed-in user and at least one address. */
export function canSendPdfEmail(currentUserEmail: string | null | undefined, list: readonly string[]): boolean {
  return Boolean(currentUserEmail) && list.length > 0;
}

/** The downloaded PDF's name: work approval no, work id, optional GW no and form id (one rule, the dashboard's). */
export function pdfFileName(p: { workApprovalNo: string | null; workId: string | null; gwNo: string | null; formAId: number }): string {
  return bcrPdfFileName(p);
}

import { BCR_MESSAGES, PDF_EMAIL_MESSAGES, pdfEmailListIssue, type GeneratePdfRequest } from '@driller/domain';
import { recordAudit } from '../../../platform/audit/audit.repository';
import type { PortalViewer } from '../../../platform/auth/viewer';
import { ApiError } from '../../../platform/http/errors';
import type { BcrDeps } from '../bcr-deps';
import { bcrInvalid } from '../bcr-errors';
import { buildBcrPdf } from './bcr-pdf.service';

/**
 * POST bcr/generatepdf (spec 2 sections 5 and 8): checks every address again (invalid, duplicate, the
 * limit; refused with 100001 and the message beside the address), builds the PDF of the saved BCR with
 * the same read rules as the download, and sends it over SMTP as an attachment.
 */
export async function emailBcrPdf(deps: BcrDeps, viewer: PortalViewer, body: { formAId: number; emailsBcr: GeneratePdfRequest['emailsBcr'] }, requestId: string | null) {
  const list = body.emailsBcr.map((e) => e.trim());
  const issue = pdfEmailListIssue(list);
  if (issue) throw bcrInvalid(issue.message, { [issue.index === null ? 'emailsBcr' : `emailsBcr.${issue.index}`]: [issue.message] });
  const pdf = await buildBcrPdf(deps, viewer, body.formAId);
  try {
    await deps.mailer.send({
      to: list,
      subject: `Bore Construction Report ${pdf.fileName.replace(/\.pdf$/, '')}`,
      text: `${viewer.name || 'A Driller Portal user'} sent you the Bore Construction Report for form ${body.formAId}. The report is attached as ${pdf.fileName}.`,
      attachments: [{ filename: pdf.fileName, content: pdf.bytes, contentType: 'application/pdf' }],
    });
  } catch {
    // The mail server refused or could not be reached: the page shows the spec's fallback text.
    throw new ApiError(500, BCR_MESSAGES.emailRequestFailed, 'INTERNAL_ERROR');
  }
  await recordAudit(deps.db, { actor: viewer.subject, action: 'email-bcr-pdf', entity: 'work', entityId: body.formAId, requestId, after: { to: list, fileName: pdf.fileName } });
  return { message: PDF_EMAIL_MESSAGES.sent(list), sentTo: list, fileName: pdf.fileName };
}

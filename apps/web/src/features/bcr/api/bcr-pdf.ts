import { BCR_PDF_CONTRACTS } from '@driller/domain';
import { callApi } from '../../../lib/api/client';

/** POST bcr/generatepdf: the PDF e-mailed to the list; answers the server's message. */
export async function emailBcrPdf(formAId: number, emailsBcr: readonly string[]): Promise<string> {
  return (await callApi(BCR_PDF_CONTRACTS.generatePdf, { body: { formAId, emailsBcr: [...emailsBcr] } })).message;
}

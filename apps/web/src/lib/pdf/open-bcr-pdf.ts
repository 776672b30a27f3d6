import { BCR_PDF_CONTRACTS } from '@driller/domain';
import { callApiFile } from '../api/client';

/**
 * GET uploadfile/getformapdf: the BCR's PDF opened in a new window (spec 2 section 7), from the review
 * page, the BCR search and (later) the dashboard. The window is opened by the click itself, before the
 * download, so no pop-up blocker stands in the way; it is closed again when the download fails.
 */
export async function openBcrPdf(formAId: number): Promise<void> {
  const win = window.open('', '_blank');
  try {
    const { blob } = await callApiFile(BCR_PDF_CONTRACTS.getFormAPdf, { params: { formAId } });
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    if (win) win.location.href = url;
    else window.open(url, '_blank');
    // Long enough for the new window to have read it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    win?.close();
    throw error;
  }
}

import type { Guide } from './guides';

const NAVY = '#002664';

/** Renders a guide as an A4 PDF: title band, summary, numbered steps. */
export async function renderGuidePdf(guide: Guide): Promise<Buffer> {
  // Loaded on the first PDF, not at start: pdfkit and its fonts are ~6 MB of heap an idle server never uses.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: guide.title, Author: 'Driller Portal' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.rect(0, 0, doc.page.width, 96).fill(NAVY);
  doc.fillColor('#ffffff').fontSize(10).text('NSW GOVERNMENT  |  DRILLER PORTAL', 56, 28);
  doc.fontSize(20).font('Helvetica-Bold').text(guide.title, 56, 48);
  doc.fillColor('#22272b').font('Helvetica').fontSize(12).text(guide.summary, 56, 124);
  for (const section of guide.sections) {
    doc.moveDown(1.2).fillColor(NAVY).font('Helvetica-Bold').fontSize(14).text(section.heading);
    doc.fillColor('#22272b').font('Helvetica').fontSize(11);
    for (const paragraph of section.paragraphs ?? []) doc.moveDown(0.4).text(paragraph, { align: 'left' });
    (section.steps ?? []).forEach((step, index) => doc.moveDown(0.4).text(`${index + 1}.  ${step}`, { indent: 0 }));
  }
  doc.end();
  return done;
}

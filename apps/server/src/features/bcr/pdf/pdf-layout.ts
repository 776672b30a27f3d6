import type { FieldText, TableText } from '@driller/domain';

export type Pdf = PDFKit.PDFDocument;

export const NAVY = '#002664';
const INK = '#22272b';
const GREY = '#646974';
const RULE = '#cdd3d6';
const STRIPE = '#f2f2f2';
export const MARGIN = 40;
const FOOTER_SPACE = 28;
const CELL_PAD = 3;
const TABLE_FONT = 7.5;
/** Past this many columns a table is printed in parts, each repeating the row number, so cells stay readable. */
const MAX_COLUMNS_PER_PART = 9;

export const contentWidth = (doc: Pdf) => doc.page.width - MARGIN * 2;
const bottomOf = (doc: Pdf) => doc.page.height - MARGIN - FOOTER_SPACE;

/** Starts a new page when less than `height` is left above the footer. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
}

export function heading(doc: Pdf, text: string, level: 1 | 2 = 1): void {
  // Room for the heading and what follows it (a table's caption, header and first row): never a heading alone at a page's foot.
  ensureSpace(doc, level === 1 ? 110 : 70);
  doc.moveDown(level === 1 ? 0.8 : 0.5);
  const size = level === 1 ? 13 : 10.5;
  doc.font('Helvetica-Bold').fontSize(size).fillColor(NAVY).text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  if (level === 1) {
    doc.moveTo(MARGIN, doc.y + 1).lineTo(MARGIN + contentWidth(doc), doc.y + 1).lineWidth(0.8).strokeColor(NAVY).stroke();
    doc.moveDown(0.4);
  } else {
    doc.moveDown(0.2);
  }
  doc.font('Helvetica').fontSize(9).fillColor(INK);
}

export function paragraph(doc: Pdf, text: string, options: { colour?: string; size?: number; bold?: boolean } = {}): void {
  doc
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(options.size ?? 9)
    .fillColor(options.colour ?? INK);
  ensureSpace(doc, doc.heightOfString(text, { width: contentWidth(doc) }) + 4);
  doc.text(text, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.fillColor(INK);
}

/** Label and value pairs in two columns of label: value, as a form page reads. */
export function fieldGrid(doc: Pdf, fields: readonly FieldText[]): void {
  const half = contentWidth(doc) / 2;
  const labelWidth = 118;
  for (let i = 0; i < fields.length; i += 2) {
    const pair = fields.slice(i, i + 2);
    doc.fontSize(8.5);
    const height =
      Math.max(
        ...pair.flatMap((f) => [
          doc.font('Helvetica').heightOfString(f.value || ' ', { width: half - labelWidth - 8 }),
          doc.font('Helvetica-Bold').heightOfString(f.label, { width: labelWidth - 4 }),
        ]),
      ) + 5;
    ensureSpace(doc, height);
    const y = doc.y;
    pair.forEach((f, column) => {
      const x = MARGIN + column * half;
      doc.font('Helvetica-Bold').fillColor(GREY).text(f.label, x, y, { width: labelWidth - 4 });
      doc.font('Helvetica').fillColor(INK).text(f.value, x + labelWidth, y, { width: half - labelWidth - 8 });
    });
    doc.x = MARGIN;
    doc.y = y + height;
  }
}

/** Column widths that share the page: each column's header word or its widest cell (capped), scaled to fit. */
function columnWidths(doc: Pdf, headers: readonly string[], rows: readonly string[][], width: number): number[] {
  const wanted = headers.map((header, c) => {
    doc.font('Helvetica-Bold').fontSize(TABLE_FONT);
    const longestWord = Math.max(...header.split(/\s+/).map((w) => doc.widthOfString(w)));
    doc.font('Helvetica');
    const widestCell = Math.max(0, ...rows.map((r) => Math.min(doc.widthOfString(r[c] ?? ''), 150)));
    return Math.max(longestWord, widestCell, 18) + CELL_PAD * 2;
  });
  const total = wanted.reduce((a, b) => a + b, 0);
  return wanted.map((w) => (w / total) * width);
}

function rowHeight(doc: Pdf, cells: readonly string[], widths: readonly number[], bold: boolean): number {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(TABLE_FONT);
  return Math.max(...cells.map((text, c) => doc.heightOfString(text || ' ', { width: (widths[c] ?? 20) - CELL_PAD * 2 }))) + CELL_PAD * 2;
}

function drawRow(doc: Pdf, cells: readonly string[], widths: readonly number[], style: 'header' | 'even' | 'odd'): void {
  const height = rowHeight(doc, cells, widths, style === 'header');
  const y = doc.y;
  const width = widths.reduce((a, b) => a + b, 0);
  if (style !== 'odd') doc.rect(MARGIN, y, width, height).fill(style === 'header' ? NAVY : STRIPE);
  let x = MARGIN;
  doc.font(style === 'header' ? 'Helvetica-Bold' : 'Helvetica').fontSize(TABLE_FONT).fillColor(style === 'header' ? '#ffffff' : INK);
  cells.forEach((text, c) => {
    const w = widths[c] ?? 20;
    doc.text(text, x + CELL_PAD, y + CELL_PAD, { width: w - CELL_PAD * 2 });
    x += w;
  });
  doc.moveTo(MARGIN, y + height).lineTo(MARGIN + width, y + height).lineWidth(0.4).strokeColor(RULE).stroke();
  doc.x = MARGIN;
  doc.y = y + height;
  doc.fillColor(INK);
}

/** One table: the header row repeats on every page the rows run onto. */
function drawTable(doc: Pdf, caption: string | null, name: string, headers: string[], rows: string[][]): void {
  const widths = columnWidths(doc, headers, rows, contentWidth(doc));
  ensureSpace(doc, 14 + rowHeight(doc, headers, widths, true) + (rows[0] ? rowHeight(doc, rows[0], widths, false) : 0));
  if (caption) paragraph(doc, caption, { bold: true, size: 8.5, colour: GREY });
  drawRow(doc, headers, widths, 'header');
  rows.forEach((row, i) => {
    if (doc.y + rowHeight(doc, row, widths, false) > bottomOf(doc)) {
      doc.addPage();
      paragraph(doc, `${name} (continued)`, { bold: true, size: 8.5, colour: GREY });
      drawRow(doc, headers, widths, 'header');
    }
    drawRow(doc, row, widths, i % 2 === 0 ? 'odd' : 'even');
  });
  doc.moveDown(0.6);
}

/**
 * A row table with a leading row number. A wide one (the water entry design has 19 columns, 24 with
 * Hydstra's) is printed as consecutive parts that each repeat the row number, never squeezed unreadably.
 */
export function table(doc: Pdf, text: TableText, sectionTitle: string | null = null): void {
  if (text.rows.length === 0) {
    paragraph(doc, `${text.title}: no rows entered.`, { colour: GREY });
    doc.moveDown(0.3);
    return;
  }
  const parts = Math.ceil(text.headers.length / MAX_COLUMNS_PER_PART);
  const perPart = Math.ceil(text.headers.length / parts);
  for (let p = 0; p < parts; p += 1) {
    const from = p * perPart;
    const to = Math.min(text.headers.length, from + perPart);
    // A table named like its section needs no caption of its own unless it is printed in parts.
    const caption = parts > 1 ? `${text.title} (columns ${from + 1}-${to} of ${text.headers.length})` : text.title === sectionTitle ? null : text.title;
    drawTable(
      doc,
      caption,
      caption ?? text.title,
      ['Row', ...text.headers.slice(from, to)],
      text.rows.map((row, i) => [String(i + 1), ...row.slice(from, to)]),
    );
  }
}

/** Running header and "Page n of m" on every page, written once the page count is known. */
export function stampPages(doc: Pdf, runningTitle: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Text below the bottom margin would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN;
    doc.moveTo(MARGIN, y - 6).lineTo(doc.page.width - MARGIN, y - 6).lineWidth(0.4).strokeColor(RULE).stroke();
    doc.font('Helvetica').fontSize(7.5).fillColor(GREY);
    doc.text(runningTitle, MARGIN, y, { width: contentWidth(doc) - 80, lineBreak: false });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, doc.page.width - MARGIN - 80, y, { width: 80, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/** A PDF document collected into one buffer. */
export async function renderPdf(info: { Title: string; Subject?: string }, draw: (doc: Pdf) => void): Promise<Buffer> {
  // Loaded on the first PDF, not at start: pdfkit and its fonts are ~6 MB of heap an idle server never uses.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { ...info, Author: 'Driller Portal' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

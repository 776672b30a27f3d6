import { BCR_ROW_TABLES, boreDiagram, pageFields, pageTitle, type BcrAttachedDocument, type BcrPageId, type BcrReport, type BcrReview, type BoreDiagram, type DiagramInterval, type FieldText } from '@driller/domain';
import { drawBoreDiagram } from './bcr-pdf-diagram';
import { MARGIN, NAVY, contentWidth, ensureSpace, fieldGrid, heading, paragraph, renderPdf, stampPages, table, type Pdf } from './pdf-layout';

/** Everything the printed report shows, gathered by the service from the saved BCR. */
export interface BcrPdfModel {
  title: string;
  header: FieldText[];
  report: BcrReport;
  hydstra: boolean;
  pages: readonly BcrPageId[];
  review: BcrReview;
  /** The exception reasons stored with the latest submission (the warnings the submitter confirmed). */
  confirmed: { codes: readonly string[]; at: string | null };
  mapImage: Buffer | null;
  documents: readonly BcrAttachedDocument[];
  pipes: number;
  generatedAt: string;
}

const GREY = '#646974';

function titleBand(doc: Pdf, model: BcrPdfModel): void {
  doc.rect(0, 0, doc.page.width, 78).fill(NAVY);
  doc.fillColor('#ffffff').font('Helvetica').fontSize(9).text('NSW GOVERNMENT  |  DRILLER PORTAL', MARGIN, 22);
  doc.font('Helvetica-Bold').fontSize(19).text('Bore Construction Report', MARGIN, 38);
  doc.font('Helvetica').fontSize(8).text(`Generated ${model.generatedAt}`, MARGIN, 42, { width: contentWidth(doc), align: 'right' });
  doc.fillColor('#22272b');
  doc.x = MARGIN;
  doc.y = 96;
  fieldGrid(doc, model.header);
}

function sections(doc: Pdf, model: BcrPdfModel): void {
  for (const page of model.pages) {
    heading(doc, pageTitle(page));
    const fields = pageFields(page, model.report);
    const tables = BCR_ROW_TABLES.filter((t) => t.page === page).map((t) => t.text(model.report, model.hydstra));
    if (fields.length === 0 && tables.every((t) => t.rows.length === 0)) {
      paragraph(doc, 'No data entered.', { colour: GREY });
      continue;
    }
    if (fields.length > 0) fieldGrid(doc, fields);
    if (fields.length > 0 && tables.length > 0) doc.moveDown(0.4);
    for (const t of tables) table(doc, t, pageTitle(page));
  }
}

function reviewSection(doc: Pdf, model: BcrPdfModel): void {
  heading(doc, 'Review');
  const { errors, warnings } = model.review;
  if (errors.length === 0 && warnings.length === 0) paragraph(doc, 'No errors or warnings.', { colour: GREY });
  if (errors.length > 0) {
    heading(doc, 'Errors (must be fixed before submission)', 2);
    table(doc, { title: 'Errors', headers: ['Section', 'Message'], rows: errors.flatMap((e) => e.messages.map((m) => [e.title, m])) }, 'Errors');
  }
  if (warnings.length > 0) {
    heading(doc, 'Warnings and exception reasons', 2);
    const confirmedText = (code: string) => (model.confirmed.codes.includes(code) ? `Confirmed at submission${model.confirmed.at ? ` on ${model.confirmed.at}` : ''}` : 'Not yet confirmed');
    table(doc, {
      title: 'Warnings',
      headers: ['Warning', 'Exception reason', 'Status'],
      rows: warnings.map((w) => [w.message, w.code, confirmedText(w.code)]),
    }, 'Warnings');
  }
  const comments = model.report.summary.comments?.trim();
  if (comments) {
    heading(doc, 'Comments', 2);
    paragraph(doc, comments);
  }
}

function mapSection(doc: Pdf, model: BcrPdfModel): void {
  heading(doc, 'Actual Location');
  const s = model.report.summary;
  fieldGrid(
    doc,
    [
      { label: 'Actual Latitude', value: s.actualLatitude === null || s.actualLatitude === undefined ? '' : String(s.actualLatitude) },
      { label: 'Actual Longitude', value: s.actualLongitude === null || s.actualLongitude === undefined ? '' : String(s.actualLongitude) },
      { label: 'Actual Lot/DP', value: s.actualLotDp || s.actualLotNo || '' },
      { label: 'Distance from Approved (m)', value: s.distance === null || s.distance === undefined ? '' : String(s.distance) },
    ].filter((f) => f.value !== ''),
  );
  if (!model.mapImage) {
    paragraph(doc, 'No map image has been saved for this work: set the actual location on the work’s map to include one.', { colour: GREY });
    return;
  }
  const height = contentWidth(doc) * (800 / 1280);
  ensureSpace(doc, height + 10);
  try {
    doc.image(model.mapImage, MARGIN, doc.y + 4, { fit: [contentWidth(doc), height], align: 'center' });
    doc.x = MARGIN;
    doc.y += height + 10;
  } catch {
    paragraph(doc, 'The saved map image could not be read.', { colour: GREY });
  }
}

function diagramSection(doc: Pdf, model: BcrPdfModel): void {
  for (let pipe = 1; pipe <= model.pipes; pipe += 1) {
    const diagram = boreDiagram(model.report, pipe);
    doc.addPage();
    heading(doc, model.pipes > 1 ? `Bore Construction Diagram, Pipe ${pipe}` : 'Bore Construction Diagram');
    if (diagram.bottom === 0) {
      paragraph(doc, 'Nothing to draw: the report has no depths yet.', { colour: GREY });
      continue;
    }
    paragraph(doc, `Drawn to depth scale from the report's rows, to ${diagram.bottom} m.`, { colour: GREY, size: 8 });
    drawBoreDiagram(doc, diagram);
    constructionList(doc, diagram);
    for (const c of diagram.conflicts) paragraph(doc, `Conflict: ${c.message}`, { colour: '#c62828', size: 8.5 });
  }
}

/** The drawing's intervals in words, with their depths: what the picture shows, readable and searchable. */
function constructionList(doc: Pdf, d: BoreDiagram): void {
  const row = (what: string, label: string, i: DiagramInterval) => [what, label, String(i.from), String(i.to)];
  table(doc, {
    title: 'Construction by depth',
    headers: ['Element', 'Description', 'From (m)', 'To (m)'],
    rows: [
      ...d.hole.map((i) => row('Hole', i.label, i)),
      ...d.strings.map((i) => row(i.kind === 'screen' ? 'Screen' : 'Casing / liner', `${i.label}${i.od ? `, OD ${i.od} mm` : ''}`, i)),
      ...d.gravel.map((i) => row('Gravel pack', i.label, i)),
      ...d.seals.map((i) => row('Annulus fill / seal', i.label, i)),
      ...d.zones.map((i) => row('Water bearing zone', i.label, i)),
      ...d.backfill.map((i) => row('Backfill', i.label, i)),
    ],
  });
}

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function documentsSection(doc: Pdf, model: BcrPdfModel): void {
  heading(doc, 'Documents');
  if (model.documents.length === 0) return paragraph(doc, 'No documents attached.', { colour: GREY });
  table(doc, {
    title: 'Documents',
    headers: ['File Name', 'Description', 'Size', 'Uploaded'],
    rows: model.documents.map((d) => [d.fileName, d.description ?? '', sizeText(d.size), d.uploadedAt.slice(0, 10).split('-').reverse().join('/')]),
  }, 'Documents');
}

/** The whole BCR as an A4 report: header, every visible section, review, location and map, documents, diagram. */
export function renderBcrPdf(model: BcrPdfModel): Promise<Buffer> {
  return renderPdf({ Title: model.title, Subject: 'Bore Construction Report' }, (doc) => {
    titleBand(doc, model);
    sections(doc, model);
    reviewSection(doc, model);
    mapSection(doc, model);
    documentsSection(doc, model);
    diagramSection(doc, model);
    stampPages(doc, model.title);
  });
}

import type { BoreDiagram, DiagramInterval } from '@driller/domain';
import { MARGIN, contentWidth, ensureSpace, type Pdf } from './pdf-layout';

/*
 * The bore construction diagram drawn as vectors from the domain's model, on the same plan as the web's
 * SVG (apps/web/src/features/bcr/diagram/diagram-svg.tsx): depth axis, lithology column, the hole with
 * its fills and strings at its centre, notes on the right. Coordinates are the SVG's, scaled to the page.
 */
const WIDTH = 640;
const TOP = 40;
const HEIGHT = 560;
const AXIS_X = 48;
const LITHOLOGY = { x: 60, width: 110 };
const BORE_CENTRE = 300;
const BORE_HALF = 70;
const NOTES_X = 400;
const ROCK_FILL = ['#8d6e63', '#a1887f', '#bcaaa4', '#ffe082', '#ffcc80', '#bdbdbd', '#90a4ae', '#b0bec5', '#ffd54f', '#78909c', '#8d6e63', '#ffb74d', '#e0e0e0', '#424242', '#616161', '#f48fb1', '#546e7a', '#eeeeee', '#a1887f', '#cfd8dc'];
const DARK_ROCK = new Set([14, 15, 17]);

interface Scale {
  y: (depth: number) => number;
  half: (diameterMm: number | null) => number;
}

function scaleOf(d: BoreDiagram): Scale {
  const bottom = Math.max(d.bottom, 1);
  const widest = Math.max(1, ...d.hole.map((h) => h.diameter), ...d.strings.map((s) => s.od ?? 0));
  return { y: (depth) => TOP + (depth / bottom) * HEIGHT, half: (mm) => Math.max(6, ((mm ?? widest * 0.6) / widest) * BORE_HALF) };
}

const tall = (s: Scale, i: DiagramInterval) => s.y(i.to) - s.y(i.from);

function axis(doc: Pdf, d: BoreDiagram, s: Scale): void {
  doc.moveTo(AXIS_X, TOP).lineTo(AXIS_X, s.y(d.bottom)).lineWidth(1).strokeColor('#333333').stroke();
  doc.font('Helvetica').fontSize(10).fillColor('#333333');
  for (const t of d.ticks) {
    doc.moveTo(AXIS_X - 4, s.y(t)).lineTo(AXIS_X, s.y(t)).stroke();
    doc.text(`${t} m`, 0, s.y(t) - 4, { width: AXIS_X - 6, align: 'right', lineBreak: false });
  }
}

function lithology(doc: Pdf, d: BoreDiagram, s: Scale): void {
  for (const l of d.lithology) {
    const colour = ROCK_FILL[((l.rockType ?? 20) - 1) % ROCK_FILL.length] ?? '#cfd8dc';
    doc.rect(LITHOLOGY.x, s.y(l.from), LITHOLOGY.width, tall(s, l)).lineWidth(0.5).fillAndStroke(colour, '#555555');
    if (tall(s, l) >= 13) {
      doc.font('Helvetica').fontSize(9).fillColor(DARK_ROCK.has(l.rockType ?? 0) ? '#ffffff' : '#000000');
      doc.text(l.label, LITHOLOGY.x + 4, s.y(l.from) + 3, { width: LITHOLOGY.width - 8, lineBreak: false, ellipsis: true });
    }
  }
}

/** A fill drawn inside the hole: one piece per drilled section it crosses, as wide as that section. */
function inHole(d: BoreDiagram, s: Scale, i: DiagramInterval): { from: number; to: number; half: number }[] {
  const pieces = d.hole
    .map((h) => ({ from: Math.max(h.from, i.from), to: Math.min(h.to, i.to), half: s.half(h.diameter) }))
    .filter((p) => p.to > p.from);
  return pieces.length > 0 ? pieces : [{ from: i.from, to: i.to, half: Math.max(s.half(null), ...d.hole.map((h) => s.half(h.diameter))) }];
}

type Texture = 'seal' | 'gravel' | 'backfill';

/** Seals solid grey; gravel dotted on pale orange; backfill hatched (the SVG's patterns, drawn out). */
function band(doc: Pdf, x: number, y: number, w: number, h: number, texture: Texture): void {
  if (texture === 'seal') {
    doc.rect(x, y, w, h).fill('#9e9e9e');
    return;
  }
  doc.save();
  doc.rect(x, y, w, h).clip();
  doc.rect(x, y, w, h).fill(texture === 'gravel' ? '#ffe0b2' : '#d7ccc8');
  if (texture === 'gravel') {
    for (let py = y + 3; py < y + h; py += 6) for (let px = x + 3; px < x + w; px += 6) doc.circle(px, py, 1.3).fill('#8d6e63');
  } else {
    for (let k = -h; k < w; k += 6) doc.moveTo(x + k, y + h).lineTo(x + k + h, y).lineWidth(1.5).strokeColor('#5d4037').stroke();
  }
  doc.restore();
}

function bore(doc: Pdf, d: BoreDiagram, s: Scale): void {
  for (const h of d.hole) doc.rect(BORE_CENTRE - s.half(h.diameter), s.y(h.from), s.half(h.diameter) * 2, tall(s, h)).fill('#fff8e1');
  const fill = (list: readonly DiagramInterval[], texture: Texture) =>
    list.forEach((i) => inHole(d, s, i).forEach((p) => band(doc, BORE_CENTRE - p.half, s.y(p.from), p.half * 2, s.y(p.to) - s.y(p.from), texture)));
  fill(d.seals, 'seal');
  fill(d.gravel, 'gravel');
  for (const h of d.hole) doc.rect(BORE_CENTRE - s.half(h.diameter), s.y(h.from), s.half(h.diameter) * 2, tall(s, h)).lineWidth(1.5).strokeColor('#6d4c41').stroke();
  for (const str of d.strings) {
    const half = s.half(str.od) * 0.7;
    doc.rect(BORE_CENTRE - half, s.y(str.from), half * 2, tall(s, str)).fill('#ffffff');
    doc.lineWidth(3).strokeColor('#1565c0');
    if (str.kind === 'screen') doc.dash(4, { space: 3 });
    for (const x of [BORE_CENTRE - half, BORE_CENTRE + half]) doc.moveTo(x, s.y(str.from)).lineTo(x, s.y(str.to)).stroke();
    doc.undash();
  }
  fill(d.backfill, 'backfill');
  if (d.headWorks) doc.rect(BORE_CENTRE - 24, TOP - 14, 48, 14).fill('#455a64');
}

function notes(doc: Pdf, d: BoreDiagram, s: Scale): void {
  doc.font('Helvetica').fontSize(10);
  for (const z of d.zones) {
    doc.rect(NOTES_X - 10, s.y(z.from), 4, Math.max(2, tall(s, z))).fill('#0277bd');
    doc.fillColor('#01579b').text(`${z.label} (${z.from}-${z.to} m)`, NOTES_X, s.y(z.from) + 2, { width: WIDTH - NOTES_X, lineBreak: false });
  }
  for (const c of d.conflicts) {
    doc.moveTo(LITHOLOGY.x, s.y(c.depth)).lineTo(WIDTH - 10, s.y(c.depth)).lineWidth(1).dash(2, { space: 2 }).strokeColor('#c62828').stroke();
    doc.undash();
    doc.font('Helvetica-Bold').fillColor('#c62828').text(`! ${c.message}`, NOTES_X, s.y(c.depth) - 12, { width: WIDTH - NOTES_X, lineBreak: false, ellipsis: true });
    doc.font('Helvetica');
  }
}

const LEGEND: readonly [Texture | 'casing' | 'zone', string][] = [
  ['seal', 'Annulus seal'],
  ['gravel', 'Gravel pack'],
  ['casing', 'Casing (solid) and screen (dashed)'],
  ['zone', 'Water bearing zone'],
  ['backfill', 'Backfill'],
];

function legend(doc: Pdf, y: number): void {
  let x = 0;
  doc.font('Helvetica').fontSize(9);
  for (const [key, label] of LEGEND) {
    if (key === 'casing') doc.rect(x, y, 14, 10).lineWidth(2).strokeColor('#1565c0').stroke();
    else if (key === 'zone') doc.rect(x + 5, y, 4, 10).fill('#0277bd');
    else band(doc, x, y, 14, 10, key);
    doc.fillColor('#22272b').text(label, x + 18, y + 1, { lineBreak: false });
    x += 24 + doc.widthOfString(label);
  }
}

/** Draws the diagram to fit the page's width at the current position (a page of its own if need be). */
export function drawBoreDiagram(doc: Pdf, d: BoreDiagram): void {
  const k = contentWidth(doc) / WIDTH;
  const height = (TOP + HEIGHT + 40) * k;
  ensureSpace(doc, height);
  const s = scaleOf(d);
  const originY = doc.y;
  doc.save();
  doc.translate(MARGIN, originY).scale(k);
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000');
  doc.text('Lithology', LITHOLOGY.x, TOP - 22, { lineBreak: false });
  doc.text('Construction', BORE_CENTRE - 40, TOP - 22, { width: 80, align: 'center', lineBreak: false });
  axis(doc, d, s);
  lithology(doc, d, s);
  bore(doc, d, s);
  notes(doc, d, s);
  legend(doc, TOP + HEIGHT + 18);
  doc.restore();
  doc.x = MARGIN;
  doc.y = originY + height;
  doc.fillColor('#22272b');
}

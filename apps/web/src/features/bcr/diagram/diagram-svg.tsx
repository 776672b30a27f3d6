import type { BoreDiagram, DiagramInterval } from '@driller/domain';

const WIDTH = 640;
const TOP = 40;
const HEIGHT = 560;
const AXIS_X = 48;
const LITHOLOGY = { x: 60, width: 110 };
const BORE_CENTRE = 300;
/** Half the widest hole drawn, in px: diameters scale to it. */
const BORE_HALF = 70;
const NOTES_X = 400;

/** Rock types in earth colours, by id (the seed list's order: topsoil, clay, silt, sand, gravel...). */
const ROCK_FILL = ['#8d6e63', '#a1887f', '#bcaaa4', '#ffe082', '#ffcc80', '#bdbdbd', '#90a4ae', '#b0bec5', '#ffd54f', '#78909c', '#8d6e63', '#ffb74d', '#e0e0e0', '#424242', '#616161', '#f48fb1', '#546e7a', '#eeeeee', '#a1887f', '#cfd8dc'];

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

function Axis({ d, s }: { d: BoreDiagram; s: Scale }) {
  return (
    <g className="app-diagram__axis">
      <line x1={AXIS_X} x2={AXIS_X} y1={TOP} y2={s.y(d.bottom)} stroke="#333" />
      {d.ticks.map((t) => (
        <g key={t}>
          <line x1={AXIS_X - 4} x2={AXIS_X} y1={s.y(t)} y2={s.y(t)} stroke="#333" />
          <text x={AXIS_X - 6} y={s.y(t) + 4} textAnchor="end" fontSize="11">
            {t} m
          </text>
        </g>
      ))}
    </g>
  );
}

function Lithology({ d, s }: { d: BoreDiagram; s: Scale }) {
  return (
    <g>
      {d.lithology.map((l) => (
        <g key={`${l.from}-${l.to}-${l.label}`}>
          <rect x={LITHOLOGY.x} y={s.y(l.from)} width={LITHOLOGY.width} height={tall(s, l)} fill={ROCK_FILL[((l.rockType ?? 20) - 1) % ROCK_FILL.length]} stroke="#555" strokeWidth="0.5" />
          {tall(s, l) >= 13 ? (
            <text x={LITHOLOGY.x + 4} y={s.y(l.from) + 12} fontSize="10">
              {l.label}
            </text>
          ) : null}
        </g>
      ))}
    </g>
  );
}

/**
 * An annulus fill drawn inside the hole: one piece per drilled section it crosses, as wide as that
 * section (a fill without a drilled section around it is drawn at the widest hole).
 */
function inHole(d: BoreDiagram, s: Scale, i: DiagramInterval): { from: number; to: number; half: number }[] {
  const pieces = d.hole
    .map((h) => ({ from: Math.max(h.from, i.from), to: Math.min(h.to, i.to), half: s.half(h.diameter) }))
    .filter((p) => p.to > p.from);
  return pieces.length > 0 ? pieces : [{ from: i.from, to: i.to, half: Math.max(s.half(null), ...d.hole.map((h) => s.half(h.diameter))) }];
}

/** The hole, then what fills the annulus (seals, gravel), then the strings inside, then backfill. */
function Bore({ d, s }: { d: BoreDiagram; s: Scale }) {
  const band = (i: DiagramInterval, fill: string, key: string) =>
    inHole(d, s, i).map((p) => <rect key={`${key}-${p.from}`} x={BORE_CENTRE - p.half} y={s.y(p.from)} width={p.half * 2} height={s.y(p.to) - s.y(p.from)} fill={fill} />);
  return (
    <g>
      {d.hole.map((h) => (
        <rect key={`hole-${h.from}`} x={BORE_CENTRE - s.half(h.diameter)} y={s.y(h.from)} width={s.half(h.diameter) * 2} height={tall(s, h)} fill="#fff8e1" />
      ))}
      {d.seals.map((i) => band(i, '#9e9e9e', `seal-${i.from}`))}
      {d.gravel.map((i) => band(i, 'url(#app-gravel)', `gravel-${i.from}`))}
      {d.hole.map((h) => (
        <rect key={`wall-${h.from}`} x={BORE_CENTRE - s.half(h.diameter)} y={s.y(h.from)} width={s.half(h.diameter) * 2} height={tall(s, h)} fill="none" stroke="#6d4c41" strokeWidth="1.5" />
      ))}
      {d.strings.map((str) => {
        const half = s.half(str.od) * 0.7;
        const dash = str.kind === 'screen' ? '4 3' : undefined;
        return (
          <g key={`${str.kind}-${str.from}-${str.to}-${str.label}`}>
            <rect x={BORE_CENTRE - half} y={s.y(str.from)} width={half * 2} height={tall(s, str)} fill="#fff" />
            <line x1={BORE_CENTRE - half} x2={BORE_CENTRE - half} y1={s.y(str.from)} y2={s.y(str.to)} stroke="#1565c0" strokeWidth="3" strokeDasharray={dash} />
            <line x1={BORE_CENTRE + half} x2={BORE_CENTRE + half} y1={s.y(str.from)} y2={s.y(str.to)} stroke="#1565c0" strokeWidth="3" strokeDasharray={dash} />
          </g>
        );
      })}
      {d.backfill.map((i) => band(i, 'url(#app-backfill)', `backfill-${i.from}`))}
      {d.headWorks ? <rect x={BORE_CENTRE - 24} y={TOP - 14} width={48} height={14} fill="#455a64" /> : null}
    </g>
  );
}

function Notes({ d, s }: { d: BoreDiagram; s: Scale }) {
  return (
    <g fontSize="11">
      {d.zones.map((z) => (
        <g key={`zone-${z.from}`}>
          <rect x={NOTES_X - 10} y={s.y(z.from)} width={4} height={Math.max(2, tall(s, z))} fill="#0277bd" />
          <text x={NOTES_X} y={s.y(z.from) + 11} fill="#01579b">
            {z.label} ({z.from}–{z.to} m)
          </text>
        </g>
      ))}
      {d.conflicts.map((c, i) => (
        <g key={`conflict-${i}`}>
          <line x1={LITHOLOGY.x} x2={WIDTH - 10} y1={s.y(c.depth)} y2={s.y(c.depth)} stroke="#c62828" strokeDasharray="2 2" />
          <text x={NOTES_X} y={s.y(c.depth) - 3} fill="#c62828" fontWeight="bold">
            ⚠ {c.message}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The bore to depth scale, as an SVG the review page shows and the PDF can print. */
export function DiagramSvg({ diagram, title }: { diagram: BoreDiagram; title: string }) {
  const s = scaleOf(diagram);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${TOP + HEIGHT + 20}`} role="img" aria-label={title} className="app-diagram__svg">
      <defs>
        <pattern id="app-gravel" width="6" height="6" patternUnits="userSpaceOnUse">
          <rect width="6" height="6" fill="#ffe0b2" />
          <circle cx="3" cy="3" r="1.3" fill="#8d6e63" />
        </pattern>
        <pattern id="app-backfill" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" fill="#d7ccc8" />
          <line x1="0" y1="0" x2="0" y2="6" stroke="#5d4037" strokeWidth="2" />
        </pattern>
      </defs>
      <text x={LITHOLOGY.x} y={TOP - 20} fontSize="11" fontWeight="bold">
        Lithology
      </text>
      <text x={BORE_CENTRE} y={TOP - 20} fontSize="11" fontWeight="bold" textAnchor="middle">
        Construction
      </text>
      <Axis d={diagram} s={s} />
      <Lithology d={diagram} s={s} />
      <Bore d={diagram} s={s} />
      <Notes d={diagram} s={s} />
    </svg>
  );
}

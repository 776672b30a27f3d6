import { SCREEN_TYPE } from '../codes';
import { CASING_MATERIALS } from '../materials';
import type { BcrReport } from '../report.schema';
import { activeEntries } from '../rows';
import { ANNULUS_FILL_TYPES } from '../sections/annulus-fill-seal/annulus-fill-seal.constants';
import { ROCK_TYPES } from '../sections/lithology/lithology.constants';
import { BORE_SHAPE, EXCAVATION_OR_LINING, LINING_MATERIALS } from '../sections/excavation/excavation.constants';
import { BACKFILL_FILL_TYPES } from '../sections/work-partly-backfilled/work-partly-backfilled.constants';
import { niceDepthTicks } from './depth-ticks';

/** One interval of the bore drawn at its depths (metres below ground), with what to write beside it. */
export interface DiagramInterval {
  from: number;
  to: number;
  label: string;
}

export interface BoreDiagram {
  /** The deepest depth drawn: the completed depth or the deepest row, whichever is lower. */
  bottom: number;
  ticks: number[];
  lithology: (DiagramInterval & { rockType: number | null })[];
  /** Drilled hole sections with their diameter (mm). */
  hole: (DiagramInterval & { diameter: number })[];
  /** Casing, liner and screen strings of the pipe drawn, with their outer diameter (mm). */
  strings: (DiagramInterval & { kind: 'casing' | 'screen'; od: number | null })[];
  gravel: DiagramInterval[];
  seals: DiagramInterval[];
  zones: (DiagramInterval & { yieldLps: number | null; swl: number | null })[];
  backfill: DiagramInterval[];
  /** Where the report contradicts itself: drawn as far as possible, and marked. */
  conflicts: { depth: number; message: string }[];
  headWorks: string | null;
}

const nameOf = (list: readonly { id: number; name: string }[], id: number | null | undefined, fallback: string) =>
  list.find((o) => o.id === id)?.name ?? fallback;

type Conflicts = BoreDiagram['conflicts'];

/** Rows with both depths, From above To; the others are listed as conflicts (From below To) and left out. */
function intervals<R>(rows: readonly R[], depths: (row: R) => [number | null | undefined, number | null | undefined], what: string, conflicts: Conflicts) {
  return rows.flatMap((row) => {
    const [from, to] = depths(row);
    if (from === null || from === undefined || to === null || to === undefined) return [];
    if (from > to) {
      conflicts.push({ depth: to, message: `${what}: From ${from} m is below To ${to} m` });
      return [];
    }
    return [{ row, from, to }];
  });
}

const active = <R extends { status?: string | null }>(rows: readonly R[] | null | undefined) => activeEntries((rows ?? []) as never[]).map((e) => e.row as R);

/** Overlaps between consecutive intervals of one column (lithology, hole): each is marked once. */
function overlaps(list: readonly { from: number; to: number }[], what: string, conflicts: Conflicts) {
  const sorted = [...list].sort((a, b) => a.from - b.from);
  sorted.slice(1).forEach((next, i) => {
    const previous = sorted[i]!;
    if (next.from < previous.to) conflicts.push({ depth: next.from, message: `${what} overlap between ${next.from} m and ${previous.to} m` });
  });
}

/**
 * An excavated well's pit and lining (spec 2 "Excavation Details"): the excavation is drawn as the hole,
 * a round one by its diameter (mm), a rectangular one by its larger side (m); a lining as a casing string.
 */
function excavationParts(report: BcrReport, conflicts: Conflicts) {
  const rows = intervals(active(report.excavationDetails), (r) => [r.from, r.to], 'Excavation details', conflicts);
  const round = (r: (typeof rows)[number]['row']) => r.boreShapeType === BORE_SHAPE.round;
  const widthMm = (r: (typeof rows)[number]['row']) => (round(r) ? r.diameter : Math.max(r.length ?? 0, r.width ?? 0) * 1000) || null;
  const size = (r: (typeof rows)[number]['row']) => (round(r) ? `${r.diameter ?? '?'} mm` : `${r.length ?? '?'} x ${r.width ?? '?'} m`);
  const hole = rows
    .filter(({ row }) => row.excavationOrLining === EXCAVATION_OR_LINING.excavation && widthMm(row) !== null)
    .map(({ row, from, to }) => ({ from, to, diameter: widthMm(row)!, label: `${size(row)} excavation` }));
  const linings = rows
    .filter(({ row }) => row.excavationOrLining === EXCAVATION_OR_LINING.lining)
    .map(({ row, from, to }) => ({ from, to, kind: 'casing' as const, od: widthMm(row), label: `Lining ${nameOf(LINING_MATERIALS, row.material, '')}`.trim() }));
  return { hole, linings };
}

/**
 * The bore as the report describes it, to depth scale (issue 10): lithology, the drilled hole by
 * diameter, casing and screens of one pipe, gravel pack, annulus seals, water-bearing zones with their
 * yields, backfill and head works. Contradictory depths are drawn where they can be and listed.
 */
export function boreDiagram(report: BcrReport, pipeNo = 1): BoreDiagram {
  const conflicts: Conflicts = [];
  const lithology = intervals(active(report.lithology), (r) => [r.depthFrom, r.depthTo], 'Lithology', conflicts).map(({ row, from, to }) => ({
    from, to, rockType: row.rockType ?? null, label: nameOf(ROCK_TYPES, row.rockType, 'Not described'),
  }));
  const excavation = excavationParts(report, conflicts);
  const hole = intervals(active(report.drillingDetails), (r) => [r.from, r.to], 'Drilling details', conflicts)
    .filter(({ row }) => row.diameter !== null && row.diameter !== undefined)
    .map(({ row, from, to }) => ({ from, to, diameter: row.diameter!, label: `${row.diameter} mm hole` }))
    .concat(excavation.hole);
  const liners = intervals(active(report.casingLiner), (r) => [r.from, r.to], 'Casing / liner', conflicts).map(({ row, from, to }) => ({
    from, to, kind: 'casing' as const, od: row.odmm ?? null, label: nameOf(CASING_MATERIALS, row.material, 'Casing'),
  }));
  const entries = active(report.waterEntryDesign).filter((r) => (r.pipeNo ?? 1) === pipeNo);
  const pipe = intervals(entries, (r) => [r.from, r.to], 'Water entry design', conflicts).map(({ row, from, to }) => {
    const kind = row.screenType === SCREEN_TYPE.screen ? ('screen' as const) : ('casing' as const);
    return { from, to, kind, od: row.od ?? null, label: `${kind === 'screen' ? 'Screen' : 'Casing'} ${nameOf(CASING_MATERIALS, row.material, '')}`.trim() };
  });
  const gravel = intervals(active(report.gravelPack), (r) => [r.depthFrom, r.depthTo], 'Gravel pack', conflicts).map(({ from, to }) => ({ from, to, label: 'Gravel pack' }));
  const seals = intervals(active(report.annulusFillSeal), (r) => [r.from, r.to], 'Annulus fill / seal', conflicts).map(({ row, from, to }) => ({
    from, to, label: nameOf(ANNULUS_FILL_TYPES, row.fillType, 'Annulus fill'),
  }));
  const zones = intervals(active(report.waterBearingZones), (r) => [r.from, r.to], 'Water bearing zone', conflicts).map(({ row, from, to }) => ({
    from, to, yieldLps: row.estimatedIndividualYield ?? null, swl: row.swl ?? null, label: `Water ${row.estimatedIndividualYield ?? '?'} L/s`,
  }));
  const backfill = intervals(active(report.workPartlyBackfilled?.rows), (r) => [r.fromDepth, r.toDepth], 'Backfill', conflicts).map(({ row, from, to }) => ({
    from, to, label: nameOf(BACKFILL_FILL_TYPES, row.fillType, 'Backfill'),
  }));
  overlaps(lithology, 'Lithology rows', conflicts);
  overlaps(hole, 'Drilled sections', conflicts);

  const strings = [...liners, ...excavation.linings, ...pipe];
  const drilled = Math.max(0, ...hole.map((h) => h.to));
  // A lining reaching below its excavation is what the excavation rules ask for ("Lining To must be greater"), not a conflict.
  for (const s of [...liners, ...pipe]) if (hole.length > 0 && s.to > drilled) conflicts.push({ depth: s.to, message: `${s.label} reaches ${s.to} m, below the hole drilled to ${drilled} m` });
  for (const z of zones) if (hole.length > 0 && z.from > drilled) conflicts.push({ depth: z.from, message: `Water bearing zone at ${z.from} m is below the hole drilled to ${drilled} m` });

  const all = [lithology, hole, strings, gravel, seals, zones, backfill].flat();
  const bottom = Math.max(report.summary?.completedDepth ?? 0, ...all.map((i) => i.to), 0);
  const headWorks = report.headWorks ? 'Head works' : null;
  return { bottom, ticks: niceDepthTicks(bottom), lithology, hole, strings, gravel, seals, zones, backfill, conflicts: conflicts.sort((a, b) => a.depth - b.depth), headWorks };
}

import { ROW_STATUS } from '../../codes';
import { activeRows } from '../../rows';
import { BORE_SHAPE, EXCAVATION_OR_LINING } from './excavation.constants';
import type { ExcavationRow } from './excavation.schema';

/** Excavated depth: the deepest "To" of the excavation (not lining) rows. */
export function excavatedDepth(rows: readonly ExcavationRow[]): number | null {
  let max: number | null = null;
  for (const r of activeRows(rows)) {
    if (r.excavationOrLining === EXCAVATION_OR_LINING.excavation && r.to !== null && (max === null || r.to > max)) max = r.to;
  }
  return max;
}

/** From is the previous row's "To" of the same kind, or 0; the shape always comes from the first row. */
export function newExcavationRow(rows: readonly ExcavationRow[], kind: number): ExcavationRow {
  const active = activeRows(rows);
  const sameKind = active.filter((r) => r.excavationOrLining === kind);
  return {
    status: ROW_STATUS.new,
    excavationOrLining: kind,
    drillingMethod: null,
    boreShapeType: active[0]?.boreShapeType ?? null,
    depth: null,
    length: null,
    width: null,
    diameter: null,
    material: null,
    from: sameKind[sameKind.length - 1]?.to ?? 0,
    to: null,
  };
}

/** Switching excavation/lining clears the other kind's field (method or material). */
export function changeExcavationOrLining(row: ExcavationRow, kind: number): ExcavationRow {
  return kind === EXCAVATION_OR_LINING.excavation
    ? { ...row, excavationOrLining: kind, material: null }
    : { ...row, excavationOrLining: kind, drillingMethod: null };
}

/** Switching shape clears the other shape's dimensions. */
export function changeBoreShape(row: ExcavationRow, shape: number): ExcavationRow {
  return shape === BORE_SHAPE.rectangular
    ? { ...row, boreShapeType: shape, diameter: null }
    : { ...row, boreShapeType: shape, length: null, width: null };
}

/** Only the first row's shape can change. */
export function canChangeBoreShape(index: number): boolean {
  return index === 0;
}

import type { CasingTypeValidation } from './context';

export type MaterialKind = 'plastic' | 'aluminium' | 'frp' | 'steel' | 'stainless' | 'other';

/** The 13 casing materials (spec 2 "Casing / Liner Details"); seed values of the master data. */
export const CASING_MATERIALS: readonly { id: number; name: string; kind: MaterialKind }[] = [
  { id: 1, name: 'A.B.S', kind: 'plastic' },
  { id: 2, name: 'Aluminium', kind: 'aluminium' },
  { id: 3, name: 'FRP (Fibreglass Reinforced Plastic)', kind: 'frp' },
  { id: 4, name: 'PVC Class 9', kind: 'plastic' },
  { id: 5, name: 'PVC Class 12', kind: 'plastic' },
  { id: 6, name: 'PVC Class 15', kind: 'plastic' },
  { id: 7, name: 'PVC Class 18', kind: 'plastic' },
  { id: 8, name: 'Steel - Seamless', kind: 'steel' },
  { id: 9, name: 'Steel - ERW', kind: 'steel' },
  { id: 10, name: 'Steel - Galvanised', kind: 'steel' },
  { id: 11, name: 'Steel - Other', kind: 'steel' },
  { id: 12, name: 'Stainless Steel 304', kind: 'stainless' },
  { id: 13, name: 'Stainless Steel 316', kind: 'stainless' },
];

/** Minimum wall thickness in mm: stainless 3.05; seamless, ERW, galvanised and other steels 3.6; FRP 6.5. */
export const MIN_WALL_THICKNESS_MM: Partial<Record<MaterialKind, number>> = { stainless: 3.05, steel: 3.6, frp: 6.5 };

export const KIND_LABEL: Record<MaterialKind, string> = {
  plastic: 'plastic',
  aluminium: 'aluminium',
  frp: 'FRP',
  steel: 'steel',
  stainless: 'stainless steel',
  other: 'other',
};

const byId = new Map(CASING_MATERIALS.map((m) => [m.id, m]));

export function materialOf(id: number | null | undefined): { id: number; name: string; kind: MaterialKind } | undefined {
  return id === null || id === undefined ? undefined : byId.get(id);
}

/** The master-data spacing limit for a material and wall thickness (range inclusive), or null. */
export function maxCentraliserSpacing(
  validations: readonly CasingTypeValidation[],
  materialId: number | null | undefined,
  wallThickness: number | null | undefined,
): number | null {
  if (materialId === null || materialId === undefined) return null;
  const match = validations.find(
    (v) =>
      v.materialId === materialId &&
      (wallThickness === null || wallThickness === undefined ||
        (wallThickness >= v.minWallThicknessRange && wallThickness <= v.maxWallThicknessRange)),
  );
  return match ? match.maxSeparationOfCentralisers : null;
}

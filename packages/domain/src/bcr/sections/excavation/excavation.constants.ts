import { ROLE, type RoleId } from '../../../auth/roles';

export const EXCAVATION_OR_LINING = { excavation: 1, lining: 2 } as const;
export const BORE_SHAPE = { rectangular: 1, round: 2 } as const;

/** The extra "None" option that non-driller roles see for both lists. */
export const NONE_OPTION_ID = 0;

export interface ExcavationOption {
  id: number;
  name: string;
}

export const EXCAVATION_OR_LINING_OPTIONS: readonly ExcavationOption[] = [
  { id: EXCAVATION_OR_LINING.excavation, name: 'Excavation' },
  { id: EXCAVATION_OR_LINING.lining, name: 'Lining' },
];

export const BORE_SHAPE_OPTIONS: readonly ExcavationOption[] = [
  { id: BORE_SHAPE.rectangular, name: 'Rectangular' },
  { id: BORE_SHAPE.round, name: 'Round' },
];

/** Master data "drillingMethodExcavation" and the lining "material": seed values, ours (docs/decisions.md). */
export const EXCAVATION_METHODS: readonly ExcavationOption[] = ['Excavator', 'Backhoe', 'Hand dug', 'Auger', 'Other'].map((name, i) => ({ id: i + 1, name }));
export const LINING_MATERIALS: readonly ExcavationOption[] = ['Concrete rings', 'Brick', 'Stone', 'Timber', 'Steel', 'PVC', 'Other'].map((name, i) => ({
  id: i + 1,
  name,
}));

/** Bore shape and excavation/lining as a role sees them: every role but the driller gets "None" too (spec 2 section 6). */
export function withNoneOption(options: readonly ExcavationOption[], roleId: RoleId): readonly ExcavationOption[] {
  return roleId === ROLE.driller ? options : [...options, { id: NONE_OPTION_ID, name: 'None' }];
}

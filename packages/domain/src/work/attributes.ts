import { ROLE } from '../auth/roles';

/**
 * Work attribute ids. The spec fixes only some (attribute 3: 3 spearpoint, 4 excavated, 6 and 7
 * monitoring holes; attribute 4 optional for 1, 5, 6, 7, 8); docs/decisions.md records the rest.
 */
export const WORK_ATTRIBUTE_1 = { new: 1, amendedReplacement: 2, decommission: 3, amendedAlteration: 4 } as const;
export const WORK_ATTRIBUTE_2 = { production: 1, monitoring: 2, test: 3, geotechnicalGeothermal: 4 } as const;
export const WORK_ATTRIBUTE_3 = {
  drilledBore: 1,
  fracturedRockBore: 2,
  spearpoint: 3,
  excavation: 4,
  nestedMonitoring: 5,
  monitoringOneOrMoreHoles: 6,
  monitoringTwoOrMoreHoles: 7,
  pilotHole: 8,
} as const;
export const WORK_ATTRIBUTE_4 = {
  cased: 1,
  openThroughRock: 2,
  lined: 3,
  unlined: 4,
  singleSpearpoint: 5,
  batteryOfSpearpoints: 6,
} as const;

export interface AttributeOption {
  id: number;
  name: string;
  /** Shown but not selectable. */
  disabled: boolean;
}

const option = (id: number, name: string, disabled = false): AttributeOption => ({ id, name, disabled });

export const WORK_ATTRIBUTE_1_OPTIONS: readonly AttributeOption[] = [
  option(1, 'New'),
  option(2, 'Amended - Replacement'),
  option(3, 'Decommission'),
  option(4, 'Amended - Alteration'),
];

export const WORK_ATTRIBUTE_2_OPTIONS: readonly AttributeOption[] = [
  option(1, 'Production/Water supply bore'),
  option(2, 'Monitoring'),
  option(3, 'Test'),
  option(4, 'Geotechnical/Geothermal'),
];

export const WORK_ATTRIBUTE_3_OPTIONS: readonly AttributeOption[] = [
  option(1, 'Drilled bore'),
  option(2, 'Drilled bore - fractured rock'),
  option(3, 'Spearpoint'),
  option(4, 'Excavated well'),
  option(5, 'Nested monitoring bore (one hole, several pipes)'),
  option(6, 'Monitoring bores - one or more holes'),
  option(7, 'Monitoring bores - two or more holes'),
  option(8, 'Pilot hole'),
];

export const WORK_ATTRIBUTE_4_OPTIONS: readonly AttributeOption[] = [
  option(1, 'Cased and screened'),
  option(2, 'Open through rock'),
  option(3, 'Lined'),
  option(4, 'Unlined'),
  option(5, 'Single spearpoint'),
  // The only work type the release cannot take (footer notice, spearpoint questionnaire question 1).
  option(6, 'Battery of spearpoints', true),
];

export const ATTRIBUTE_3_MONITORING: readonly number[] = [5, 6, 7];
const ATTRIBUTE_3_TEST: readonly number[] = [1, 2, 8];

/** Attribute 4 is neither shown nor required for these attribute 3 ids. */
export const ATTRIBUTE_3_WITHOUT_ATTRIBUTE_4: readonly number[] = [1, 5, 7, 6, 8];

const ATTRIBUTE_4_BY_ATTRIBUTE_3: Readonly<Record<number, readonly number[]>> = {
  2: [1, 2],
  3: [5, 6],
  4: [3, 4],
};

/** Attribute 3 options allowed for an attribute 2: Monitoring its own set, Test three bore types, else no monitoring. */
export function attribute3Options(attribute2: number | null | undefined): AttributeOption[] {
  if (attribute2 === null || attribute2 === undefined) return [];
  const allowed = (id: number): boolean => {
    if (attribute2 === WORK_ATTRIBUTE_2.monitoring) return ATTRIBUTE_3_MONITORING.includes(id);
    if (attribute2 === WORK_ATTRIBUTE_2.test) return ATTRIBUTE_3_TEST.includes(id);
    return !ATTRIBUTE_3_MONITORING.includes(id);
  };
  return WORK_ATTRIBUTE_3_OPTIONS.filter((o) => allowed(o.id));
}

export function attribute4Options(attribute3: number | null | undefined): AttributeOption[] {
  const ids = ATTRIBUTE_4_BY_ATTRIBUTE_3[attribute3 ?? 0] ?? [];
  return WORK_ATTRIBUTE_4_OPTIONS.filter((o) => ids.includes(o.id));
}

/** The form value showAttribute4. */
export function showsAttribute4(attribute3: number | null | undefined): boolean {
  return attribute3 !== null && attribute3 !== undefined && !ATTRIBUTE_3_WITHOUT_ATTRIBUTE_4.includes(attribute3);
}

/** Attribute 4 is required unless attribute 3 is one of 1, 5, 7, 6, 8 or the role is 3 (Regulator). */
export function isAttribute4Required(attribute3: number | null | undefined, roleId: number): boolean {
  return roleId !== ROLE.regulator && showsAttribute4(attribute3);
}

export interface WorkAttributeIds {
  attribute1: number | null;
  attribute2: number | null;
  attribute3: number | null;
  attribute4: number | null;
}

/** Changing attribute 2 clears 3 and 4. */
export function withAttribute2(current: WorkAttributeIds, attribute2: number | null): WorkAttributeIds {
  return { ...current, attribute2, attribute3: null, attribute4: null };
}

/** Changing attribute 3 clears 4, whose options depend on it. */
export function withAttribute3(current: WorkAttributeIds, attribute3: number | null): WorkAttributeIds {
  return { ...current, attribute3, attribute4: null };
}

export const isMonitoring = (ids: Pick<WorkAttributeIds, 'attribute2'>): boolean =>
  ids.attribute2 === WORK_ATTRIBUTE_2.monitoring;

export const isAmended = (attribute1: number | null): boolean =>
  attribute1 === WORK_ATTRIBUTE_1.amendedReplacement || attribute1 === WORK_ATTRIBUTE_1.amendedAlteration;

/** Amended and decommissioned works depend on an original work submitted first. */
export const dependsOnOriginalWork = (attribute1: number | null): boolean =>
  isAmended(attribute1) || attribute1 === WORK_ATTRIBUTE_1.decommission;

export function attributeName(options: readonly AttributeOption[], id: number | null | undefined): string {
  return options.find((o) => o.id === id)?.name ?? '';
}

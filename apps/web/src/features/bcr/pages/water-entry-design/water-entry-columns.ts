import {
  CASING_MATERIALS,
  METHODS_OF_FIXING,
  OPENING_TYPES,
  SCREEN_TYPES,
  STABILISING_FILL_TYPES,
  WATER_ENTRY_DESIGN_TYPES,
  formatDate,
  type WaterEntryDesignRow,
} from '@driller/domain';
import type { RowColumn } from '../../rows/row-table';

type Column = RowColumn<WaterEntryDesignRow>;

/** Spec 2 "Water entry design": the table's columns in the spec's order. */
const COLUMNS: readonly Column[] = [
  { key: 'screenType', header: 'Type', options: SCREEN_TYPES },
  { key: 'waterEntryDesignType', header: 'Water Entry Design Type', options: WATER_ENTRY_DESIGN_TYPES },
  { key: 'waterBearingZoneId', header: 'Water Bearing Zone', format: (r) => r.waterBearingZone ?? '' },
  { key: 'from', header: 'From (m)' },
  { key: 'to', header: 'To (m)' },
  { key: 'material', header: 'Material', options: CASING_MATERIALS },
  { key: 'od', header: 'OD (mm)' },
  { key: 'wallThickness', header: 'Wall Thickness (mm)' },
  { key: 'id', header: 'ID (mm)' },
  { key: 'fixing', header: 'Method of Fixing', options: METHODS_OF_FIXING },
  { key: 'openingType', header: 'Opening Type', format: (r) => r.openingTypeLabel ?? OPENING_TYPES.find((o) => o.id === r.openingType)?.name ?? '' },
  { key: 'stabilisingFillTypeId', header: 'Stabilising Fill Type', options: STABILISING_FILL_TYPES },
  { key: 'screenAperture', header: 'Screen Aperture (mm)' },
  { key: 'screenWireThickness', header: 'Wire Thickness (mm)' },
  { key: 'slotLength', header: 'Slot Length (mm)' },
  { key: 'slotWidth', header: 'Slot Width (mm)' },
  { key: 'slotAlignment', header: 'Slot Alignment' },
  { key: 'slotSpacing', header: 'Slot Spacing (mm)' },
  { key: 'centraliserSpacing', header: 'Centraliser Spacing (m)' },
];

/** Hydstra-only columns: status, status date, material 2, opening material, comment. */
const HYDSTRA_COLUMNS: readonly Column[] = [
  { key: 'wdstatus', header: 'Status' },
  { key: 'statusDate', header: 'Status Date', format: (r) => formatDate(r.statusDate) },
  { key: 'material2', header: 'Material 2', options: CASING_MATERIALS },
  { key: 'openingMaterial', header: 'Opening Material', options: CASING_MATERIALS },
  { key: 'comment', header: 'Comment' },
];

export function waterEntryColumns(hydstra: boolean): readonly Column[] {
  return hydstra ? [...COLUMNS, ...HYDSTRA_COLUMNS] : COLUMNS;
}

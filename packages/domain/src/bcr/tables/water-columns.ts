import { formatDate } from '../../common/dates';
import { PLACEMENT_METHODS, YES_NO_OPTIONS } from '../codes';
import { CASING_MATERIALS } from '../materials';
import { ANNULUS_FILL_TYPES } from '../sections/annulus-fill-seal/annulus-fill-seal.constants';
import type { AnnulusFillSealRow } from '../sections/annulus-fill-seal/annulus-fill-seal.schema';
import { METHODS_OF_FIXING } from '../sections/casing-liner/casing-liner.constants';
import { GRAVEL_GRADES, GRAVEL_NONE_OPTION, GRAVEL_TYPES } from '../sections/gravel-pack/gravel-pack.constants';
import { isSealRow } from '../sections/gravel-pack/gravel-pack.rules';
import type { GravelPackRow } from '../sections/gravel-pack/gravel-pack.schema';

import { FLOW_MEASURING_DEVICES, WBZ_TEST_METHODS } from '../sections/water-bearing-zones/water-bearing-zones.constants';
import type { WaterBearingZoneRow } from '../sections/water-bearing-zones/water-bearing-zones.schema';
import { OPENING_TYPES, SCREEN_TYPES, STABILISING_FILL_TYPES, WATER_ENTRY_DESIGN_TYPES } from '../sections/water-entry-design/water-entry-design.constants';
import type { WaterEntryDesignRow } from '../sections/water-entry-design/water-entry-design.schema';
import { durationText, type BcrTableColumn } from './table-columns';

const DEVICE_OPTIONS = FLOW_MEASURING_DEVICES.map((d) => ({ id: d.code, name: d.name }));

/** Spec 2 page 4 "Water Bearing Zones", in its words (a header a test looks for by the spec's name). */
export const WATER_BEARING_ZONE_COLUMNS: readonly BcrTableColumn<WaterBearingZoneRow>[] = [
  { key: 'from', header: 'From (m)' },
  { key: 'to', header: 'To (m)' },
  { key: 'thickness', header: 'Thickness (m)' },
  { key: 'swl', header: 'SWL (m)' },
  { key: 'estimatedIndividualYield', header: 'Estimated Individual Yield (L/s)' },
  { key: 'estimatedCumulativeYield', header: 'Cumulative Yield (L/s)' },
  { key: 'fluidLossFrom', header: 'Fluid Loss From (m)' },
  { key: 'fluidLossTo', header: 'Fluid Loss To (m)' },
  { key: 'testMethod', header: 'Test Method', options: WBZ_TEST_METHODS },
  { key: 'flowMeasuringDevice', header: 'Flow Measuring Device', options: DEVICE_OPTIONS },
  { key: 'ddl', header: 'DDL (m)' },
  { key: 'durationHour', header: 'Duration', format: (r) => durationText(r.durationHour, r.durationMin) },
  { key: 'salinityTds', header: 'Salinity TDS', format: (r) => (r.salinityTds === null ? '' : `${r.salinityTds} ${r.salinityUOM ?? ''}`.trim()) },
  { key: 'salinityConductivity', header: 'Salinity Conductivity (uS/cm)' },
  { key: 'seiveAnalysisOnStrata', header: 'Sieve Analysis on Strata', options: YES_NO_OPTIONS },
  { key: 'seiveAnalysisModalGrain', header: 'Modal Grain Size' },
];

/** Hydstra-only columns (spec 2 page 4): category, salinity, test depth, yield description, comment. */
export const WATER_BEARING_ZONE_HYDSTRA_COLUMNS: readonly BcrTableColumn<WaterBearingZoneRow>[] = [
  { key: 'waterBearingZoneCategory', header: 'Category' },
  { key: 'waterBearingZoneSalinity', header: 'Salinity' },
  { key: 'testDepth', header: 'Test Depth (m)' },
  { key: 'yieldDescription', header: 'Yield Description' },
  { key: 'comment', header: 'Comment' },
];

/** Spec 2 "Water entry design": the table's columns in the spec's order and words ("outer diameter", "inner diameter"). */
export const WATER_ENTRY_DESIGN_COLUMNS: readonly BcrTableColumn<WaterEntryDesignRow>[] = [
  { key: 'screenType', header: 'Type', options: SCREEN_TYPES },
  { key: 'waterEntryDesignType', header: 'Water Entry Design Type', options: WATER_ENTRY_DESIGN_TYPES },
  { key: 'waterBearingZoneId', header: 'Water Bearing Zone', format: (r) => r.waterBearingZone ?? '' },
  { key: 'from', header: 'From (m)' },
  { key: 'to', header: 'To (m)' },
  { key: 'material', header: 'Material', options: CASING_MATERIALS },
  { key: 'od', header: 'Outer Diameter (mm)' },
  { key: 'wallThickness', header: 'Wall Thickness (mm)' },
  { key: 'id', header: 'Inner Diameter (mm)' },
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
export const WATER_ENTRY_DESIGN_HYDSTRA_COLUMNS: readonly BcrTableColumn<WaterEntryDesignRow>[] = [
  { key: 'wdstatus', header: 'Status' },
  { key: 'statusDate', header: 'Status Date', format: (r) => formatDate(r.statusDate) },
  { key: 'material2', header: 'Material 2', options: CASING_MATERIALS },
  { key: 'openingMaterial', header: 'Opening Material', options: CASING_MATERIALS },
  { key: 'comment', header: 'Comment' },
];

// The table names a None the regulator chose, whoever reads it.
const TYPE_NAMES = [...GRAVEL_TYPES, GRAVEL_NONE_OPTION];
const GRADE_NAMES = [...GRAVEL_GRADES, GRAVEL_NONE_OPTION];

/** Spec 2 "Gravel Pack" (under water entry design). */
export const GRAVEL_PACK_COLUMNS: readonly BcrTableColumn<GravelPackRow>[] = [
  { key: 'gravelTypeId', header: 'Type', options: TYPE_NAMES },
  { key: 'gravelGradeId', header: 'Grade', options: GRADE_NAMES },
  { key: 'bentoniteGroutSealId', header: 'Bentonite/Grout Seal', format: (r) => (isSealRow(r) ? 'Yes' : 'No') },
  { key: 'grainSizeFrom', header: 'Grain Size From (mm)' },
  { key: 'grainSizeTo', header: 'Grain Size To (mm)' },
  { key: 'depthFrom', header: 'Depth From (m)' },
  { key: 'depthTo', header: 'Depth To (m)' },
  { key: 'quantity', header: 'Quantity' },
  { key: 'quantityUOM', header: 'Unit' },
];

/** Hydstra-only columns of the gravel pack and annulus fill: the diameters. */
const DIAMETER_COLUMNS = [
  { key: 'insdiam', header: 'Inside Diameter (mm)' },
  { key: 'outdiam', header: 'Outside Diameter (mm)' },
] as const;
export const GRAVEL_PACK_HYDSTRA_COLUMNS: readonly BcrTableColumn<GravelPackRow>[] = DIAMETER_COLUMNS;

/** Spec 2 "Annulus Fill / Seal". */
export const ANNULUS_FILL_SEAL_COLUMNS: readonly BcrTableColumn<AnnulusFillSealRow>[] = [
  { key: 'fillType', header: 'Fill Type', options: ANNULUS_FILL_TYPES },
  { key: 'from', header: 'From (m)' },
  { key: 'to', header: 'To (m)' },
  { key: 'groutMixComposition', header: 'Grout Mix Composition' },
  { key: 'methodOfPlacement', header: 'Method of Placement', options: PLACEMENT_METHODS },
  { key: 'quantity', header: 'Quantity' },
  { key: 'quantityUOM', header: 'Unit' },
];
export const ANNULUS_FILL_SEAL_HYDSTRA_COLUMNS: readonly BcrTableColumn<AnnulusFillSealRow>[] = DIAMETER_COLUMNS;

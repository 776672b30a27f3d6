import { FLOW_MEASURING_DEVICES, GRAIN_SIZES, SALINITY_UNITS, WBZ_TEST_METHODS, YES_NO_OPTIONS, type WaterBearingZoneRow } from '@driller/domain';
import type { RowColumn } from '../../rows/row-table';

/** The modal grain size is stored as its name (a text field of the report). */
export const GRAIN_SIZE_NAMES = GRAIN_SIZES.map((g) => ({ id: g.name, name: g.name }));

export const DEVICE_OPTIONS = FLOW_MEASURING_DEVICES.map((d) => ({ id: d.code, name: d.name }));
export const UNIT_OPTIONS = SALINITY_UNITS.map((u) => ({ id: u, name: u }));

const COLUMNS: readonly RowColumn<WaterBearingZoneRow>[] = [
  { key: 'from', header: 'From (m)' },
  { key: 'to', header: 'To (m)' },
  { key: 'thickness', header: 'Thickness (m)' },
  { key: 'swl', header: 'SWL (m)' },
  { key: 'estimatedIndividualYield', header: 'Est. Individual Yield (L/s)' },
  { key: 'estimatedCumulativeYield', header: 'Cumulative Yield (L/s)' },
  { key: 'fluidLossFrom', header: 'Fluid Loss From (m)' },
  { key: 'fluidLossTo', header: 'Fluid Loss To (m)' },
  { key: 'testMethod', header: 'Test Method', options: WBZ_TEST_METHODS },
  { key: 'flowMeasuringDevice', header: 'Flow Measuring Device', options: DEVICE_OPTIONS },
  { key: 'ddl', header: 'DDL (m)' },
  { key: 'durationHour', header: 'Duration', format: (r) => (r.durationHour === null ? '' : `${String(r.durationHour).padStart(2, '0')}:${r.durationMin ?? '00'}`) },
  { key: 'salinityTds', header: 'Salinity TDS', format: (r) => (r.salinityTds === null ? '' : `${r.salinityTds} ${r.salinityUOM ?? ''}`.trim()) },
  { key: 'salinityConductivity', header: 'Conductivity (uS/cm)' },
  { key: 'seiveAnalysisOnStrata', header: 'Sieve Analysis', options: YES_NO_OPTIONS },
  { key: 'seiveAnalysisModalGrain', header: 'Modal Grain Size' },
];

/** Hydstra-only columns (spec 2 page 4): category, salinity, test depth, yield description, comment. */
const HYDSTRA_COLUMNS: readonly RowColumn<WaterBearingZoneRow>[] = [
  { key: 'waterBearingZoneCategory', header: 'Category' },
  { key: 'waterBearingZoneSalinity', header: 'Salinity' },
  { key: 'testDepth', header: 'Test Depth (m)' },
  { key: 'yieldDescription', header: 'Yield Description' },
  { key: 'comment', header: 'Comment' },
];

export function waterBearingZoneColumns(hydstra: boolean): readonly RowColumn<WaterBearingZoneRow>[] {
  return hydstra ? [...COLUMNS, ...HYDSTRA_COLUMNS] : COLUMNS;
}

import { FLOW_MEASURING_DEVICES, GRAIN_SIZES, SALINITY_UNITS, type WaterBearingZoneRow, WATER_BEARING_ZONE_COLUMNS, WATER_BEARING_ZONE_HYDSTRA_COLUMNS } from '@driller/domain';
import type { RowColumn } from '../../rows/row-table';

/** The modal grain size is stored as its name (a text field of the report). */
export const GRAIN_SIZE_NAMES = GRAIN_SIZES.map((g) => ({ id: g.name, name: g.name }));

export const DEVICE_OPTIONS = FLOW_MEASURING_DEVICES.map((d) => ({ id: d.code, name: d.name }));
export const UNIT_OPTIONS = SALINITY_UNITS.map((u) => ({ id: u, name: u }));

/** The domain's columns (the PDF prints the same list), Hydstra's added for a Hydstra work. */
export function waterBearingZoneColumns(hydstra: boolean): readonly RowColumn<WaterBearingZoneRow>[] {
  return hydstra ? [...WATER_BEARING_ZONE_COLUMNS, ...WATER_BEARING_ZONE_HYDSTRA_COLUMNS] : WATER_BEARING_ZONE_COLUMNS;
}

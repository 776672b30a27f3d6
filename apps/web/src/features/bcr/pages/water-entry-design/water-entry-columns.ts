import { WATER_ENTRY_DESIGN_COLUMNS, WATER_ENTRY_DESIGN_HYDSTRA_COLUMNS, type WaterEntryDesignRow } from '@driller/domain';
import type { RowColumn } from '../../rows/row-table';

type Column = RowColumn<WaterEntryDesignRow>;

/** Spec 2 "Water entry design": the domain's columns (the PDF prints the same list), Hydstra's added for a Hydstra work. */
export function waterEntryColumns(hydstra: boolean): readonly Column[] {
  return hydstra ? [...WATER_ENTRY_DESIGN_COLUMNS, ...WATER_ENTRY_DESIGN_HYDSTRA_COLUMNS] : WATER_ENTRY_DESIGN_COLUMNS;
}

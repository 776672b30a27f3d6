import type { BcrPageId } from '../pages';
import type { BcrReport } from '../report.schema';
import { ROW_STATUS } from '../codes';
import { ANNULUS_FILL_SEAL_COLUMNS, ANNULUS_FILL_SEAL_HYDSTRA_COLUMNS, GRAVEL_PACK_COLUMNS, GRAVEL_PACK_HYDSTRA_COLUMNS } from './water-columns';
import { WATER_BEARING_ZONE_COLUMNS, WATER_BEARING_ZONE_HYDSTRA_COLUMNS, WATER_ENTRY_DESIGN_COLUMNS, WATER_ENTRY_DESIGN_HYDSTRA_COLUMNS } from './water-columns';
import { BACKFILL_COLUMNS, BORE_DEVELOPMENT_COLUMNS, BORE_DEVELOPMENT_HYDSTRA_COLUMNS, DISINFECTION_COLUMNS, DISINFECTION_HYDSTRA_COLUMNS, PUMPING_TEST_COLUMNS } from './completion-columns';
import { CASING_LINER_COLUMNS, DRILLING_DETAILS_COLUMNS, EXCAVATION_COLUMNS, LITHOLOGY_COLUMNS } from './drilling-columns';
import { cellText, type BcrTableColumn } from './table-columns';

/** A row table as text: what the PDF prints (the wizard renders the same columns itself). */
export interface TableText {
  title: string;
  headers: string[];
  rows: string[][];
}

/** One row table of a page: its title, its saved rows and its columns (Hydstra's added for a Hydstra work). */
export interface BcrRowTable {
  page: BcrPageId;
  text: (report: BcrReport, hydstra: boolean) => TableText;
}

type RowOf<R> = R & { status?: string | null; pipeNo?: number };

const saved = <R extends { status?: string | null }>(rows: readonly R[]): R[] => rows.filter((r) => r.status !== ROW_STATUS.deleted);

/**
 * A table's text; rows of several pipes get a leading Pipe column (the wizard shows one pipe at a time
 * behind tabs, a printed report shows them all).
 */
function table<R>(page: BcrPageId, title: string, rowsOf: (r: BcrReport) => readonly RowOf<R>[] | null | undefined, columns: readonly BcrTableColumn<R>[], hydstraColumns: readonly BcrTableColumn<R>[] = []): BcrRowTable {
  return {
    page,
    text(report, hydstra) {
      const rows = saved(rowsOf(report) ?? []);
      const chosen = hydstra ? [...columns, ...hydstraColumns] : [...columns];
      const pipes = new Set(rows.map((r) => r.pipeNo ?? 1));
      const withPipe = pipes.size > 1;
      return {
        title,
        headers: [...(withPipe ? ['Pipe'] : []), ...chosen.map((c) => c.header)],
        rows: rows.map((row) => [...(withPipe ? [String(row.pipeNo ?? 1)] : []), ...chosen.map((c) => cellText(c, row))]),
      };
    },
  };
}

/** Every row table of the report in the wizard's page order (spec 2 section 2). */
export const BCR_ROW_TABLES: readonly BcrRowTable[] = [
  table('drillingDetails', 'Drilling Details', (r) => r.drillingDetails, DRILLING_DETAILS_COLUMNS),
  table('lithology', 'Lithology', (r) => r.lithology, LITHOLOGY_COLUMNS),
  table('waterBearingZones', 'Water Bearing Zones', (r) => r.waterBearingZones, WATER_BEARING_ZONE_COLUMNS, WATER_BEARING_ZONE_HYDSTRA_COLUMNS),
  table('excavationDetails', 'Excavation Details', (r) => r.excavationDetails, EXCAVATION_COLUMNS),
  table('boreConstructionDesign', 'Casing / Liner', (r) => r.casingLiner, CASING_LINER_COLUMNS),
  table('waterEntryDesign', 'Water Entry Design', (r) => r.waterEntryDesign, WATER_ENTRY_DESIGN_COLUMNS, WATER_ENTRY_DESIGN_HYDSTRA_COLUMNS),
  table('waterEntryDesign', 'Gravel Pack', (r) => r.gravelPack, GRAVEL_PACK_COLUMNS, GRAVEL_PACK_HYDSTRA_COLUMNS),
  table('annulusFillSeal', 'Annulus Fill / Seal', (r) => r.annulusFillSeal, ANNULUS_FILL_SEAL_COLUMNS, ANNULUS_FILL_SEAL_HYDSTRA_COLUMNS),
  table('boreDevelopment', 'Bore Development', (r) => r.boreDevelopment.rows, BORE_DEVELOPMENT_COLUMNS, BORE_DEVELOPMENT_HYDSTRA_COLUMNS),
  table('disinfection', 'Disinfection on Completion', (r) => r.disinfection, DISINFECTION_COLUMNS, DISINFECTION_HYDSTRA_COLUMNS),
  table('workPartlyBackfilled', 'Work Partly Backfilled', (r) => r.workPartlyBackfilled?.rows, BACKFILL_COLUMNS),
  table('pumpingTest', 'Pumping Test', (r) => r.pumpingTest, PUMPING_TEST_COLUMNS),
];

import type { BcrReport, RowBase } from '@driller/domain';
import type { BcrTables } from './bcr.tables';
import {
  annulusFillSealsColumns,
  backfillRowsColumns,
  boreDevelopmentRowsColumns,
  casingLinersColumns,
  disinfectionsColumns,
  drillingDetailsColumns,
  excavationDetailsColumns,
  gravelPacksColumns,
  lithologyColumns,
  pumpingTestsColumns,
  waterBearingZonesColumns,
  waterEntryDesignsColumns,
} from './bcr.columns';

export type BcrRowTableName = Exclude<keyof BcrTables, 'bcr_reports' | 'bcr_submissions' | 'bcr_casing_type_validations'>;

/** A row of any section as the save reads it: its lifecycle, its id field and its values. */
export type AnyRow = RowBase & Record<string, unknown>;

export interface RowTable {
  table: BcrRowTableName;
  /** The report field holding the row's id (its primary key). */
  idField: string;
  columns: Readonly<Record<string, string>>;
  /** The field path of the rows (`<section>` or `<section>.rows`): errors name `<path>.<index>.<field>`. */
  path: string;
  /** The rows of the form's array, deleted ones still in place (marked deleted). */
  rows: (report: BcrReport) => readonly AnyRow[];
}

const table = (
  name: BcrRowTableName,
  path: string,
  idField: string,
  columns: Readonly<Record<string, string>>,
  rows: (r: BcrReport) => readonly object[],
): RowTable => ({ table: name, path, idField, columns, rows: rows as (r: BcrReport) => readonly AnyRow[] });

/** The sections held in row tables, each with its table and where its rows sit in the report. */
export const ROW_TABLES = {
  lithology: table('bcr_lithology', 'lithology', 'lithologyId', lithologyColumns, (r) => r.lithology),
  drillingDetails: table('bcr_drilling_details', 'drillingDetails', 'drillingDetailsId', drillingDetailsColumns, (r) => r.drillingDetails),
  waterBearingZones: table('bcr_water_bearing_zones', 'waterBearingZones', 'waterBearingZoneId', waterBearingZonesColumns, (r) => r.waterBearingZones),
  excavationDetails: table('bcr_excavation_details', 'excavationDetails', 'excavationDetailsId', excavationDetailsColumns, (r) => r.excavationDetails),
  casingLiner: table('bcr_casing_liners', 'casingLiner', 'id', casingLinersColumns, (r) => r.casingLiner),
  annulusFillSeal: table('bcr_annulus_fill_seals', 'annulusFillSeal', 'annulusFillSealId', annulusFillSealsColumns, (r) => r.annulusFillSeal),
  waterEntryDesign: table('bcr_water_entry_designs', 'waterEntryDesign', 'waterEntryDesignId', waterEntryDesignsColumns, (r) => r.waterEntryDesign),
  gravelPack: table('bcr_gravel_packs', 'gravelPack', 'gravelPackId', gravelPacksColumns, (r) => r.gravelPack),
  boreDevelopment: table('bcr_bore_development_rows', 'boreDevelopment.rows', 'boreDevelopmentId', boreDevelopmentRowsColumns, (r) => r.boreDevelopment.rows),
  disinfection: table('bcr_disinfections', 'disinfection', 'disinfectionOnCompletionId', disinfectionsColumns, (r) => r.disinfection),
  workPartlyBackfilled: table('bcr_backfill_rows', 'workPartlyBackfilled.rows', 'workPartlyBackfilledId', backfillRowsColumns, (r) => r.workPartlyBackfilled?.rows ?? []),
  pumpingTest: table('bcr_pumping_tests', 'pumpingTest', 'pumpingTestId', pumpingTestsColumns, (r) => r.pumpingTest),
} as const;
export type RowSection = keyof typeof ROW_TABLES;
export const ROW_SECTIONS = Object.keys(ROW_TABLES) as RowSection[];

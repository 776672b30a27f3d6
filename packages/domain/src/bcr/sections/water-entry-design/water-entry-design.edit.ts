import type { RoleId } from '../../../auth/roles';
import { ROW_STATUS, SCREEN_TYPE, STABILISING_FILL } from '../../codes';
import { defaultFromDepth } from '../../from-depth';
import { activeRows, type RowBase } from '../../rows';
import { OPENING_KEYWORD, WED_TYPE_COPIES_CASING } from './water-entry-design.constants';
import type { WaterEntryDesignRow } from './water-entry-design.schema';

export function rowsForPipe(rows: readonly WaterEntryDesignRow[], pipeNo: number): WaterEntryDesignRow[] {
  return activeRows(rows).filter((r) => r.pipeNo === pipeNo);
}

/** Pipe numbers 1..noOfPipes; the selector shows only with more than one pipe. */
export function pipeNumbers(noOfPipes: number | null | undefined): number[] {
  const n = noOfPipes && noOfPipes > 1 ? noOfPipes : 1;
  return Array.from({ length: n }, (_, i) => i + 1);
}

function lastCasing(rows: readonly WaterEntryDesignRow[]): WaterEntryDesignRow | undefined {
  return rows.filter((r) => r.screenType === SCREEN_TYPE.casing).pop();
}

export function blankWaterEntryRow(pipeNo: number): WaterEntryDesignRow {
  return {
    status: ROW_STATUS.new, pipeNo, screenType: null, waterEntryDesignType: null, waterBearingZoneId: null,
    waterBearingZone: null, from: null, to: null, material: null, od: null, wallThickness: null, id: null,
    fixing: null, openingType: null, openingTypeLabel: null, centralisersInstalled: null, centraliserSpacing: null,
    screenAperture: null, screenWireThickness: null, slotLength: null, slotWidth: null, slotAlignment: null,
    slotSpacing: null, stabilisingFillTypeId: null, wdstatus: null, statusDate: null, material2: null,
    openingMaterial: null, comment: null,
  };
}

/** A new row takes the last casing row's material and fixing, and the previous "To" as its "From". */
export function newWaterEntryRow(rows: readonly WaterEntryDesignRow[], pipeNo: number, roleId: RoleId): WaterEntryDesignRow {
  const pipeRows = rowsForPipe(rows, pipeNo);
  const casing = lastCasing(pipeRows);
  const previous = pipeRows[pipeRows.length - 1];
  return {
    ...blankWaterEntryRow(pipeNo),
    from: defaultFromDepth(roleId, previous?.to, previous === undefined),
    material: casing?.material ?? null,
    fixing: casing?.fixing ?? null,
  };
}

const clearedOpening = {
  openingType: null, openingTypeLabel: null, screenAperture: null, screenWireThickness: null,
  slotLength: null, slotWidth: null, slotAlignment: null, slotSpacing: null,
} as const;

/** To screen: stabilising fill defaults to 1. To casing: fill, opening type, aperture, wire and slots clear. */
export function changeScreenType(row: WaterEntryDesignRow, screenType: 0 | 1): WaterEntryDesignRow {
  if (screenType === SCREEN_TYPE.screen) {
    return { ...row, screenType, stabilisingFillTypeId: row.stabilisingFillTypeId ?? STABILISING_FILL.other };
  }
  return { ...row, ...clearedOpening, screenType, stabilisingFillTypeId: null };
}

/** A new design type clears the opening type; type 1 on a screen copies empty material/fixing from casing. */
export function changeWaterEntryDesignType(row: WaterEntryDesignRow, type: number, rows: readonly WaterEntryDesignRow[]): WaterEntryDesignRow {
  const next: WaterEntryDesignRow = { ...row, ...clearedOpening, waterEntryDesignType: type };
  if (type !== WED_TYPE_COPIES_CASING || row.screenType !== SCREEN_TYPE.screen) return next;
  const casing = lastCasing(rowsForPipe(rows, row.pipeNo));
  return { ...next, material: row.material ?? casing?.material ?? null, fixing: row.fixing ?? casing?.fixing ?? null };
}

export function openingFields(label: string | null | undefined): { slot: boolean; screen: boolean } {
  const text = (label ?? '').toLowerCase();
  return { slot: text.includes(OPENING_KEYWORD.slot), screen: text.includes(OPENING_KEYWORD.screen) };
}

/** Slot fields show for a "slot" opening, aperture and wire for a "screen" one; hidden ones clear. */
export function changeOpeningType(row: WaterEntryDesignRow, openingType: number | null, label: string | null): WaterEntryDesignRow {
  const show = openingFields(label);
  return {
    ...row,
    openingType,
    openingTypeLabel: label,
    slotLength: show.slot ? row.slotLength : null,
    slotWidth: show.slot ? row.slotWidth : null,
    slotAlignment: show.slot ? row.slotAlignment : null,
    slotSpacing: show.slot ? row.slotSpacing : null,
    screenAperture: show.screen ? row.screenAperture : null,
    screenWireThickness: show.screen ? row.screenWireThickness : null,
  };
}

/** The gravel pack sub-table shows when any row has stabilising fill 2 (Artificial Gravel Pack). */
export function hasArtificialGravelPack(rows: readonly WaterEntryDesignRow[]): boolean {
  return activeRows(rows).some((r) => r.stabilisingFillTypeId === STABILISING_FILL.artificialGravelPack);
}

/** After a screen-type change, gravel pack rows are discarded (after a confirm) if no fill 2 row remains. */
export function mustDiscardGravelPack(rows: readonly WaterEntryDesignRow[], gravelPack: readonly RowBase[]): boolean {
  return activeRows(gravelPack).length > 0 && !hasArtificialGravelPack(rows);
}

type Depth = number | string | null | undefined;

/**
 * The water bearing zones a screen row can name: id n is the n-th active zone of the report, labelled
 * "from - to" as the row stores it beside the id (waterBearingZone).
 */
export function waterBearingZoneOptions(zones: readonly (RowBase & { from?: Depth; to?: Depth })[]): { id: number; label: string }[] {
  return activeRows(zones).map((zone, i) => ({ id: i + 1, label: `${zone.from ?? ''} - ${zone.to ?? ''}` }));
}

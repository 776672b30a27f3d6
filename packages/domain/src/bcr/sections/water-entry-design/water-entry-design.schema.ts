import { z } from 'zod';
import { SCREEN_TYPE } from '../../codes';
import { DIGIT_LIMITS } from '../../digit-limits';
import { limitedNumber, optionalDate, optionalId, optionalText, rowBaseShape } from '../../schema-helpers';
import { nullishToNull } from '../../wire-schema';
import { SLOT_ALIGNMENTS } from './water-entry-design.constants';

const L = DIGIT_LIMITS.waterEntryDesign;

/** One row of the casing-and-screen table; the nested per-pipe lists arrive flattened with pipeNo. */
export const waterEntryDesignRowSchema = z.object({
  ...rowBaseShape,
  waterEntryDesignId: z.number().int().nullish(),
  screenType: nullishToNull(z.union([z.literal(SCREEN_TYPE.casing), z.literal(SCREEN_TYPE.screen)])),
  waterEntryDesignType: optionalId,
  waterBearingZoneId: optionalId,
  waterBearingZone: optionalText(),
  from: limitedNumber(L.from),
  to: limitedNumber(L.to),
  material: optionalId,
  od: limitedNumber(L.od),
  wallThickness: limitedNumber(L.wallThickness),
  id: limitedNumber(L.id),
  fixing: optionalId,
  openingType: optionalId,
  openingTypeLabel: optionalText(),
  centralisersInstalled: optionalId,
  centraliserSpacing: limitedNumber(L.centraliserSpacing),
  screenAperture: limitedNumber(L.screenAperture),
  screenWireThickness: limitedNumber(L.screenWireThickness),
  slotLength: limitedNumber(L.slotLength),
  slotWidth: limitedNumber(L.slotWidth),
  slotAlignment: nullishToNull(z.enum(SLOT_ALIGNMENTS)),
  slotSpacing: limitedNumber(L.slotSpacing),
  stabilisingFillTypeId: optionalId,
  pipeNo: z.number().int().min(1).default(1),
  // Hydstra-only
  wdstatus: optionalText(),
  statusDate: optionalDate,
  material2: optionalId,
  openingMaterial: optionalId,
  comment: optionalText(),
});
export type WaterEntryDesignRow = z.output<typeof waterEntryDesignRowSchema>;

import { z } from 'zod';
import { SALINITY_UNITS } from '../../codes';
import { DIGIT_LIMITS } from '../../digit-limits';
import { limitedNumber, minutesSchema, optionalId, optionalText, rowBaseShape } from '../../schema-helpers';

const L = DIGIT_LIMITS.waterBearingZone;
const depth = limitedNumber(DIGIT_LIMITS.depth);

export const waterBearingZoneRowSchema = z.object({
  ...rowBaseShape,
  waterBearingZoneId: z.number().int().nullish(),
  from: depth,
  to: depth,
  thickness: depth,
  swl: limitedNumber(L.swl),
  estimatedIndividualYield: limitedNumber(L.yield),
  estimatedCumulativeYield: limitedNumber(L.yield),
  testMethod: optionalId,
  flowMeasuringDevice: optionalText(),
  ddl: limitedNumber(L.ddl),
  durationHour: limitedNumber(DIGIT_LIMITS.hours),
  durationMin: minutesSchema,
  salinityConductivity: limitedNumber(L.salinityConductivity),
  salinityTds: limitedNumber(L.salinityTds),
  salinityUOM: z.enum(SALINITY_UNITS).nullish(),
  seiveAnalysisOnStrata: optionalId,
  seiveAnalysisModalGrain: optionalText(),
  fluidLossFrom: depth,
  fluidLossTo: depth,
  // Hydstra-only columns
  testDepth: depth,
  waterBearingZoneCategory: optionalText(),
  yieldDescription: optionalText(),
  waterBearingZoneSalinity: optionalText(),
  comment: optionalText(),
});
export type WaterBearingZoneRow = z.output<typeof waterBearingZoneRowSchema>;

import { z } from 'zod';
import { DIGIT_LIMITS } from '../../digit-limits';
import { limitedNumber, optionalId, optionalMinutes, optionalText } from '../../schema-helpers';

/** Curing time is free text (e.g. '24 hours'); ours: 50 characters. */
export const CURING_TIME_MAX = 50;

const L = DIGIT_LIMITS.casingSupport;

/** Casing support: one record per BCR (the two further methods are hydstra fields). */
export const casingSupportSchema = z.object({
  id: z.number().int().nullish(),
  formAId: z.number().int().nullish(),
  casingSupportMethod: optionalId,
  casingSupportMethod2: optionalId,
  casingSupportMethod3: optionalId,
  casingType: optionalId,
  sumpInstalled: optionalId,
  sumpInstalledFrom: limitedNumber(L.depth),
  sumpInstalledTo: limitedNumber(L.depth),
  centralisersInstalled: optionalId,
  centraliserSpacing: limitedNumber(L.centraliserSpacing),
  pressureCemented: optionalId,
  pressureCementedFrom: limitedNumber(L.depth),
  pressureCementedTo: limitedNumber(L.depth),
  durationHour: limitedNumber(DIGIT_LIMITS.hours),
  durationMin: optionalMinutes,
  curingTime: optionalText(CURING_TIME_MAX),
  casingProtectorCementedInPlace: optionalId,
});
export type CasingSupport = z.output<typeof casingSupportSchema>;

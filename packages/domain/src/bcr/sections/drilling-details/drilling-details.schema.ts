import { z } from 'zod';
import { YES_NO } from '../../codes';
import { DIGIT_LIMITS } from '../../digit-limits';
import { limitedNumber, optionalId, rowBaseShape } from '../../schema-helpers';
import { withWire } from '../../wire-schema';

const L = DIGIT_LIMITS.drillingDetails;

export const drillingDetailsRowSchema = z.object({
  ...rowBaseShape,
  drillingDetailsId: z.number().int().nullish(),
  from: limitedNumber(DIGIT_LIMITS.depth),
  to: limitedNumber(DIGIT_LIMITS.depth),
  diameter: limitedNumber(L.diameter),
  drillingMethodId: optionalId,
  penetrationRate: limitedNumber(L.penetrationRate),
  fluidLoss: withWire(optionalId.transform((v) => v ?? YES_NO.no), z.number().int()),
});
export type DrillingDetailsRow = z.output<typeof drillingDetailsRowSchema>;

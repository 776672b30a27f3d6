import { z } from 'zod';
import { TEXT_LIMITS } from '../../codes';
import { DIGIT_LIMITS } from '../../digit-limits';
import { limitedNumber, optionalId, optionalText, rowBaseShape } from '../../schema-helpers';

export const lithologyRowSchema = z.object({
  ...rowBaseShape,
  lithologyId: z.number().int().nullish(),
  depthFrom: limitedNumber(DIGIT_LIMITS.depth),
  depthTo: limitedNumber(DIGIT_LIMITS.depth),
  rockType: optionalId,
  colour: optionalId,
  colourOther: optionalText(TEXT_LIMITS.colourOther),
  grainSize: optionalId,
  texture: optionalId,
  additionalInformation: optionalText(TEXT_LIMITS.additionalInformation),
});
export type LithologyRow = z.output<typeof lithologyRowSchema>;

import { z } from 'zod';
import { DIGIT_LIMITS } from '../../digit-limits';
import { limitedNumber, optionalId, optionalText, rowBaseShape } from '../../schema-helpers';

const depth = limitedNumber(DIGIT_LIMITS.workPartlyBackfilled.depth);

export const backfillRowSchema = z.object({
  ...rowBaseShape,
  workPartlyBackfilledId: z.number().int().nullish(),
  fillType: optionalId,
  fromDepth: depth,
  toDepth: depth,
});
export type BackfillRow = z.output<typeof backfillRowSchema>;

export const workPartlyBackfilledSchema = z.object({
  originalDepthOfWork: depth,
  isWorkPartlyBackfilled: z.boolean().nullish().transform((v) => v ?? false),
  isWorkAbandoned: z.boolean().nullish().transform((v) => v ?? false),
  methodOfAbandonment: optionalText(),
  casingLeftInTheWorkFrom: depth,
  casingLeftInTheWorkTo: depth,
  rows: z.array(backfillRowSchema).default([]),
});
export type WorkPartlyBackfilled = z.output<typeof workPartlyBackfilledSchema>;

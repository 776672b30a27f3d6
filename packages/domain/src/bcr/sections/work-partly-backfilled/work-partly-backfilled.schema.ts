import { z } from 'zod';
import { DIGIT_LIMITS } from '../../digit-limits';
import { limitedNumber, optionalId, optionalText, rowBaseShape } from '../../schema-helpers';
import { nullishOr } from '../../wire-schema';

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
  isWorkPartlyBackfilled: nullishOr(z.boolean(), false),
  isWorkAbandoned: nullishOr(z.boolean(), false),
  methodOfAbandonment: optionalText(),
  casingLeftInTheWorkFrom: depth,
  casingLeftInTheWorkTo: depth,
  rows: z.array(backfillRowSchema).default([]),
});
export type WorkPartlyBackfilled = z.output<typeof workPartlyBackfilledSchema>;

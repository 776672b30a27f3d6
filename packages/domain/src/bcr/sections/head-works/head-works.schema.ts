import { z } from 'zod';
import { DIGIT_LIMITS } from '../../digit-limits';
import { limitedNumber } from '../../schema-helpers';

const dim = limitedNumber(DIGIT_LIMITS.headWorks.dimension);

export const headWorksSchema = z.object({
  headWorksId: z.number().int().nullish(),
  formAId: z.number().int().nullish(),
  lengths: dim,
  width: dim,
  thickness: dim,
});
export type HeadWorks = z.output<typeof headWorksSchema>;

import { z } from 'zod';
import { DIGIT_LIMITS } from '../../digit-limits';
import { limitedNumber, optionalId, rowBaseShape } from '../../schema-helpers';

const L = DIGIT_LIMITS.casingLiner;

/** Casing / Liner Details, the table of the Bore Construction Design page. */
export const casingLinerRowSchema = z.object({
  ...rowBaseShape,
  id: z.number().int().nullish(),
  material: optionalId,
  odmm: limitedNumber(L.odmm),
  wallThickness: limitedNumber(L.wallThickness),
  idmm: limitedNumber(L.idmm),
  from: limitedNumber(L.from),
  to: limitedNumber(L.to),
  methodFixing: optionalId,
  centralisersInstalled: optionalId,
  centraliserSpacing: limitedNumber(L.centraliserSpacing),
});
export type CasingLinerRow = z.output<typeof casingLinerRowSchema>;

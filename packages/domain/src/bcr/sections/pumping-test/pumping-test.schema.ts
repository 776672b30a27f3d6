import { z } from 'zod';
import { DIGIT_LIMITS } from '../../digit-limits';
import { limitedNumber, optionalDate, optionalId, rowBaseShape } from '../../schema-helpers';
import { minuteValue } from '../bore-development/bore-development.schema';

const m = limitedNumber(DIGIT_LIMITS.pumpingTest.measurement);
const h = limitedNumber(DIGIT_LIMITS.pumpingTest.hours);
/** Mandatory minutes stay blank until chosen, so the rule can see them missing. */
const minutes = minuteValue.nullish().transform((v) => v ?? null);

export const pumpingTestRowSchema = z.object({
  ...rowBaseShape,
  pumpingTestId: z.number().int().nullish(),
  pipeNo: z.number().int().min(1).default(1),
  testType: optionalId,
  date: optionalDate,
  pumpIntakeDepth: m,
  initialWaterLevel: m,
  pumpingRate: m,
  waterLevelAtEndOfPumping: m,
  durationOfTest: m,
  durationOfTestHour: h,
  durationOfTestMin: minutes,
  recoveryWaterLevel: m,
  recoveryTimeTaken: m,
  recoveryTimeTakenHour: h,
  recoveryTimeTakenMin: minutes,
  heightOfMeasuringPoint: m,
  testMethodId: optionalId,
  flowMeasuringDeviceId: optionalId,
});
export type PumpingTestRow = z.output<typeof pumpingTestRowSchema>;

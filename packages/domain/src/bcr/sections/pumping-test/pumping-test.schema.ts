import { z } from 'zod';
import { DIGIT_LIMITS } from '../../digit-limits';
import { limitedNumber, optionalDate, optionalId, optionalMinutes, rowBaseShape } from '../../schema-helpers';

const m = limitedNumber(DIGIT_LIMITS.pumpingTest.measurement);
const h = limitedNumber(DIGIT_LIMITS.pumpingTest.hours);

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
  durationOfTestMin: optionalMinutes,
  recoveryWaterLevel: m,
  recoveryTimeTaken: m,
  recoveryTimeTakenHour: h,
  recoveryTimeTakenMin: optionalMinutes,
  heightOfMeasuringPoint: m,
  testMethodId: optionalId,
  flowMeasuringDeviceId: optionalId,
});
export type PumpingTestRow = z.output<typeof pumpingTestRowSchema>;

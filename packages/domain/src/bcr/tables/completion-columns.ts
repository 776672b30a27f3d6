import { formatDate } from '../../common/dates';
import { BORE_DEVELOPMENT_METHODS } from '../sections/bore-development/bore-development.constants';
import type { BoreDevelopmentRow } from '../sections/bore-development/bore-development.schema';
import type { DisinfectionRow } from '../sections/disinfection/disinfection.schema';
import { PUMPING_FLOW_MEASURING_DEVICES, PUMPING_TEST_TYPES } from '../sections/pumping-test/pumping-test.constants';
import type { PumpingTestRow } from '../sections/pumping-test/pumping-test.schema';
import { WBZ_TEST_METHODS } from '../sections/water-bearing-zones/water-bearing-zones.constants';
import { BACKFILL_FILL_TYPES } from '../sections/work-partly-backfilled/work-partly-backfilled.constants';
import type { BackfillRow } from '../sections/work-partly-backfilled/work-partly-backfilled.schema';
import { durationText, type BcrTableColumn } from './table-columns';

/** Spec 2 "Bore Development". */
export const BORE_DEVELOPMENT_COLUMNS: readonly BcrTableColumn<BoreDevelopmentRow>[] = [
  { key: 'boreDevelopmentMethod', header: 'Method', options: BORE_DEVELOPMENT_METHODS },
  { key: 'durationHour', header: 'Duration', format: (r) => durationText(r.durationHour, r.durationMin) },
  { key: 'sandContent', header: 'Sand Content (gms per cubic meter)' },
];
export const BORE_DEVELOPMENT_HYDSTRA_COLUMNS: readonly BcrTableColumn<BoreDevelopmentRow>[] = [{ key: 'details', header: 'Details' }];

/** Spec 2 "Disinfection on Completion". */
export const DISINFECTION_COLUMNS: readonly BcrTableColumn<DisinfectionRow>[] = [
  { key: 'chemicalsUsed', header: 'Chemicals Used' },
  { key: 'quantityApplied', header: 'Quantity Applied (litres)' },
  { key: 'methodOfApplication', header: 'Method of Application' },
];
export const DISINFECTION_HYDSTRA_COLUMNS: readonly BcrTableColumn<DisinfectionRow>[] = [
  { key: 'treatmentDate', header: 'Treatment Date', format: (r) => formatDate(r.treatmentDate) },
];

/** Spec 2 "Work Partly Backfilled". */
export const BACKFILL_COLUMNS: readonly BcrTableColumn<BackfillRow>[] = [
  { key: 'fillType', header: 'Fill Type', options: BACKFILL_FILL_TYPES },
  { key: 'fromDepth', header: 'From Depth (m)' },
  { key: 'toDepth', header: 'To Depth (m)' },
];

/** Spec 2 "Pumping Test". */
export const PUMPING_TEST_COLUMNS: readonly BcrTableColumn<PumpingTestRow>[] = [
  { key: 'testType', header: 'Test Type', options: PUMPING_TEST_TYPES },
  { key: 'date', header: 'Date', format: (r) => formatDate(r.date) },
  { key: 'pumpIntakeDepth', header: 'Pump Intake Depth (m)' },
  { key: 'initialWaterLevel', header: 'Initial Water Level (m)' },
  { key: 'pumpingRate', header: 'Pumping Rate (L/s)' },
  { key: 'waterLevelAtEndOfPumping', header: 'Water Level at End of Pumping (m)' },
  { key: 'durationOfTestHour', header: 'Duration of Test', format: (r) => durationText(r.durationOfTestHour, r.durationOfTestMin) },
  { key: 'recoveryWaterLevel', header: 'Recovery Water Level (m)' },
  { key: 'recoveryTimeTakenHour', header: 'Recovery Time Taken', format: (r) => durationText(r.recoveryTimeTakenHour, r.recoveryTimeTakenMin) },
  { key: 'heightOfMeasuringPoint', header: 'Height of Measuring Point (m)' },
  { key: 'testMethodId', header: 'Test Method', options: WBZ_TEST_METHODS },
  { key: 'flowMeasuringDeviceId', header: 'Flow Measuring Device', options: PUMPING_FLOW_MEASURING_DEVICES },
];

import { FLOW_MEASURING_DEVICES } from '../water-bearing-zones/water-bearing-zones.constants';

export const PUMPING_TEST_TYPE = { singleStage: 1, multipleStage: 2 } as const;

export const PUMPING_TEST_TYPES = [
  { id: PUMPING_TEST_TYPE.singleStage, name: 'Single Stage (constant rate)' },
  { id: PUMPING_TEST_TYPE.multipleStage, name: 'Multiple Stage (stepped down)' },
] as const;

/**
 * The pumping test stores the flow measuring device by id (flowMeasuringDeviceId), where water bearing
 * zones store its code: id n is the n-th device, A = 1 to I = 9.
 */
export const PUMPING_FLOW_MEASURING_DEVICES = FLOW_MEASURING_DEVICES.map((device, i) => ({ id: i + 1, name: device.name }));

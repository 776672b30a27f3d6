/** Test methods (spec 2 page 4); seed values of the master data. */
export const WBZ_TEST_METHODS = [
  { id: 1, name: 'Airlift' },
  { id: 2, name: 'Bailer' },
  { id: 3, name: 'Pump - Submersible' },
  { id: 4, name: 'Pump - Positive Displacement' },
  { id: 5, name: 'Pump - Centrifugal' },
  { id: 6, name: 'Freeflow' },
] as const;

/** Flow measuring devices, codes A to I. */
export const FLOW_MEASURING_DEVICES = [
  { code: 'A', name: 'Container' },
  { code: 'B', name: 'Flow meter' },
  { code: 'C', name: 'Flume' },
  { code: 'D', name: 'Orifice' },
  { code: 'E', name: 'Ultrasonic' },
  { code: 'F', name: 'Weir - V notch' },
  { code: 'G', name: 'Weir - Rectangular' },
  { code: 'H', name: 'Weir - Other' },
  { code: 'I', name: 'Other' },
] as const;

export const PUMPING_TEST_TYPE = { singleStage: 1, multipleStage: 2 } as const;
export const PUMPING_TEST_TYPES = [
  { id: PUMPING_TEST_TYPE.singleStage, name: 'Single Stage (constant rate)' },
  { id: PUMPING_TEST_TYPE.multipleStage, name: 'Multiple Stage (stepped down)' },
] as const;

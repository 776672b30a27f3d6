export const GRAVEL_TYPES = [
  { id: 1, name: 'Rounded' },
  { id: 2, name: 'Crushed' },
] as const;
export const GRAVEL_GRADES = [
  { id: 1, name: 'Graded' },
  { id: 2, name: 'Ungraded' },
] as const;
/** The regulator-only None option for gravel type and grade. */
export const GRAVEL_NONE_OPTION = { id: 0, name: 'None' } as const;

/** bentoniteGroutSealId: 1 is a seal; 2, 0 or blank is gravel. */
export const BENTONITE_GROUT_SEAL = { seal: 1, gravel: 2 } as const;

/** The "Bentonite/Grout Seal" choice: Yes is a seal row, No a gravel row. */
export const BENTONITE_GROUT_SEAL_OPTIONS = [
  { id: BENTONITE_GROUT_SEAL.seal, name: 'Yes' },
  { id: BENTONITE_GROUT_SEAL.gravel, name: 'No' },
] as const;

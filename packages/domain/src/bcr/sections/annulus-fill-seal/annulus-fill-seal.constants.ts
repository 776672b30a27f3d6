/** Annulus fill types: seed values of the master data (the spec names the field only). */
export const ANNULUS_FILL_TYPES = [
  { id: 1, name: 'Cement grout' },
  { id: 2, name: 'Bentonite' },
  { id: 3, name: 'Cement-bentonite grout' },
  { id: 4, name: 'Concrete' },
  { id: 5, name: 'Drill cuttings' },
  { id: 6, name: 'Sand' },
  { id: 7, name: 'Other' },
] as const;

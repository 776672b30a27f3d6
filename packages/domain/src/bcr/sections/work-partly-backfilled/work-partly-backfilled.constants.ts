/** Backfill materials: seed values of the master data (the spec names the field only). */
export const BACKFILL_FILL_TYPES = [
  { id: 1, name: 'Cement grout' },
  { id: 2, name: 'Gravel' },
  { id: 3, name: 'Bentonite' },
  { id: 4, name: 'Drill cuttings' },
  { id: 5, name: 'Sand' },
  { id: 6, name: 'Concrete' },
  { id: 7, name: 'Other' },
] as const;

/**
 * Methods of fixing casing (spec 2 "Casing / Liner Details" and water entry design name the field, not
 * its values). Seed values of the master data, ours (docs/decisions.md "Issue 9: BCR wizard (web)").
 */
export const METHODS_OF_FIXING = ['Screwed', 'Welded', 'Solvent welded (glued)', 'Riveted', 'Spline lock', 'Push fit', 'Other'].map(
  (name, i) => ({ id: i + 1, name }),
);

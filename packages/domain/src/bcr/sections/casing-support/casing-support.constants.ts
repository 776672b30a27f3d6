/** Type of casing bottom; the spec names only "Open end" (docs/decisions.md). */
export const CASING_TYPE = { openEnd: 1, closedEnd: 2 } as const;

export const CASING_TYPES = [
  { id: CASING_TYPE.openEnd, name: 'Open end' },
  { id: CASING_TYPE.closedEnd, name: 'Closed end' },
] as const;

/**
 * Casing support methods (the spec names the field, not its values). Seed values of the master data,
 * ours (docs/decisions.md "Issue 9: BCR wizard (web)").
 */
export const CASING_SUPPORT_METHODS = ['Cement grout', 'Bentonite grout', 'Gravel pack', 'Hung from surface', 'Driven', 'Backfill', 'Other'].map(
  (name, i) => ({ id: i + 1, name }),
);

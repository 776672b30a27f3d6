/** Type of casing bottom; the spec names only "Open end" (docs/decisions.md). */
export const CASING_TYPE = { openEnd: 1, closedEnd: 2 } as const;

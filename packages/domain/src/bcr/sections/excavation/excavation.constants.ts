export const EXCAVATION_OR_LINING = { excavation: 1, lining: 2 } as const;
export const BORE_SHAPE = { rectangular: 1, round: 2 } as const;
/** The extra "None" option that non-driller roles see for both lists. */
export const NONE_OPTION_ID = 0;

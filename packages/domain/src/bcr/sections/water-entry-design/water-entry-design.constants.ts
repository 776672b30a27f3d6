export const SLOT_ALIGNMENTS = ['Diagonal', 'Horizontal', 'Vertical'] as const;

/** Water entry design type 1 copies material and fixing from the last casing row into a screen. */
export const WED_TYPE_COPIES_CASING = 1;

/** Opening type labels decide which extra fields show (spec 2 section 4). */
export const OPENING_KEYWORD = { slot: 'slot', screen: 'screen' } as const;

export const SLOT_FIELDS = ['slotLength', 'slotWidth', 'slotAlignment', 'slotSpacing'] as const;
export const SCREEN_FIELDS = ['screenAperture', 'screenWireThickness'] as const;

import { SCREEN_TYPE, STABILISING_FILL } from '../../codes';

export const SLOT_ALIGNMENTS = ['Diagonal', 'Horizontal', 'Vertical'] as const;

/** Water entry design type 1 copies material and fixing from the last casing row into a screen. */
export const WED_TYPE_COPIES_CASING = 1;

/** Opening type labels decide which extra fields show (spec 2 section 4). */
export const OPENING_KEYWORD = { slot: 'slot', screen: 'screen' } as const;

export const SLOT_FIELDS = ['slotLength', 'slotWidth', 'slotAlignment', 'slotSpacing'] as const;
export const SCREEN_FIELDS = ['screenAperture', 'screenWireThickness'] as const;

/** The row's type (spec 2: screenType 0 casing, 1 screen). */
export const SCREEN_TYPES = [
  { id: SCREEN_TYPE.casing, name: 'Casing' },
  { id: SCREEN_TYPE.screen, name: 'Screen' },
] as const;

/**
 * Code lists the spec names but does not list; seed values of the master data (docs/decisions.md
 * "Issue 9: BCR wizard (web) / pages-b"). Type 1 is the casing itself opened up, which is why it copies
 * the casing's material and fixing.
 */
export const WATER_ENTRY_DESIGN_TYPES = [
  { id: WED_TYPE_COPIES_CASING, name: 'Slotted or perforated casing' },
  { id: 2, name: 'Manufactured screen' },
] as const;

/** Labels containing "slot" show the slot fields, "screen" the aperture and wire thickness. */
export const OPENING_TYPES = [
  { id: 1, name: 'Hand slotted' },
  { id: 2, name: 'Perforated' },
  { id: 3, name: 'Machine slotted' },
  { id: 4, name: 'Wire wound screen' },
  { id: 5, name: 'Louvre screen' },
  { id: 6, name: 'Other' },
] as const;

export const STABILISING_FILL_TYPES = [
  { id: STABILISING_FILL.other, name: 'Natural (formation)' },
  { id: STABILISING_FILL.artificialGravelPack, name: 'Artificial Gravel Pack' },
] as const;

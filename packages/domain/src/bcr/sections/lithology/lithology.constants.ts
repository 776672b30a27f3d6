/**
 * Lithology code lists (spec 2 page 3 names the fields, not their values). Seed values of the master
 * data, ours (docs/decisions.md "Issue 9: BCR wizard (web)").
 */
const list = (names: readonly string[]) => names.map((name, i) => ({ id: i + 1, name }));

export const ROCK_TYPES = list([
  'Topsoil',
  'Clay',
  'Silt',
  'Sand',
  'Gravel',
  'Boulders',
  'Claystone',
  'Siltstone',
  'Sandstone',
  'Shale',
  'Mudstone',
  'Conglomerate',
  'Limestone',
  'Coal',
  'Basalt',
  'Granite',
  'Slate',
  'Quartzite',
  'Volcanics',
  'Other',
]);

export const COLOURS = list(['Black', 'Blue', 'Brown', 'Cream', 'Green', 'Grey', 'Orange', 'Red', 'White', 'Yellow', 'Other']);

/** The colour whose choice asks for "Colour Other". */
export const COLOUR_OTHER_ID = COLOURS.length;

export const GRAIN_SIZES = list(['Very fine', 'Fine', 'Medium', 'Coarse', 'Very coarse']);

export const TEXTURES = list(['Soft', 'Firm', 'Stiff', 'Hard', 'Very hard', 'Weathered', 'Fractured', 'Cemented']);

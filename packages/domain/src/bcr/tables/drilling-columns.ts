import { YES_NO_OPTIONS } from '../codes';
import { CASING_MATERIALS } from '../materials';
import type { CasingLinerRow } from '../sections/casing-liner/casing-liner.schema';
import { METHODS_OF_FIXING } from '../sections/casing-liner/casing-liner.constants';
import { DRILLING_METHODS } from '../sections/drilling-details/drilling-details.constants';
import type { DrillingDetailsRow } from '../sections/drilling-details/drilling-details.schema';
import { BORE_SHAPE, BORE_SHAPE_OPTIONS, EXCAVATION_METHODS, EXCAVATION_OR_LINING, EXCAVATION_OR_LINING_OPTIONS, LINING_MATERIALS, NONE_OPTION_ID } from '../sections/excavation/excavation.constants';
import type { ExcavationRow } from '../sections/excavation/excavation.schema';
import { COLOURS, COLOUR_OTHER_ID, GRAIN_SIZES, ROCK_TYPES, TEXTURES } from '../sections/lithology/lithology.constants';
import type { LithologyRow } from '../sections/lithology/lithology.schema';
import { codeName, type BcrTableColumn } from './table-columns';

/** Spec 2 "Drilling Details": the table's columns. */
export const DRILLING_DETAILS_COLUMNS: readonly BcrTableColumn<DrillingDetailsRow>[] = [
  { key: 'from', header: 'From (m)' },
  { key: 'to', header: 'To (m)' },
  { key: 'diameter', header: 'Hole Diameter (mm)' },
  { key: 'drillingMethodId', header: 'Drilling Method', options: DRILLING_METHODS, width: '22%' },
  { key: 'penetrationRate', header: 'Penetration Rate (m/min)' },
  { key: 'fluidLoss', header: 'Fluid Loss', options: YES_NO_OPTIONS },
];

/** Spec 2 page 3 "Lithology". */
export const LITHOLOGY_COLUMNS: readonly BcrTableColumn<LithologyRow>[] = [
  { key: 'depthFrom', header: 'Depth From (m)', width: '8%' },
  { key: 'depthTo', header: 'Depth To (m)', width: '8%' },
  { key: 'rockType', header: 'Rock Type', options: ROCK_TYPES },
  { key: 'colour', header: 'Colour', options: COLOURS, format: (r) => (r.colour === COLOUR_OTHER_ID && r.colourOther ? r.colourOther : codeName(COLOURS, r.colour)) },
  { key: 'grainSize', header: 'Grain Size', options: GRAIN_SIZES },
  { key: 'texture', header: 'Texture', options: TEXTURES },
  { key: 'additionalInformation', header: 'Additional Information', width: '14%' },
];

/** The table names every code a row may hold, None included (entered by non-driller roles). */
const NONE = { id: NONE_OPTION_ID, name: 'None' };
const SHAPES = [...BORE_SHAPE_OPTIONS, NONE];
const KINDS = [...EXCAVATION_OR_LINING_OPTIONS, NONE];

/** A row's size: length x width for a rectangular shape, the diameter for a round one. */
const size = (r: ExcavationRow) =>
  r.boreShapeType === BORE_SHAPE.rectangular ? [r.length, r.width].map((v) => v ?? '').join(' x ') : r.boreShapeType === BORE_SHAPE.round ? String(r.diameter ?? '') : '';

/** Spec 2 "Excavation Details". */
export const EXCAVATION_COLUMNS: readonly BcrTableColumn<ExcavationRow>[] = [
  { key: 'excavationOrLining', header: 'Excavation or Lining', options: KINDS },
  { key: 'boreShapeType', header: 'Bore Shape', options: SHAPES },
  {
    key: 'drillingMethod',
    header: 'Drilling Method / Material',
    format: (r) => (r.excavationOrLining === EXCAVATION_OR_LINING.lining ? codeName(LINING_MATERIALS, r.material) : codeName(EXCAVATION_METHODS, r.drillingMethod)),
  },
  { key: 'from', header: 'From (m)' },
  { key: 'to', header: 'To (m)' },
  { key: 'diameter', header: 'Length x Width (m) / Diameter (mm)', format: size },
];

/** Spec 2 "Bore Construction Design": casing / liner rows. */
export const CASING_LINER_COLUMNS: readonly BcrTableColumn<CasingLinerRow>[] = [
  { key: 'material', header: 'Material', options: CASING_MATERIALS, width: '16%' },
  { key: 'odmm', header: 'OD (mm)' },
  { key: 'wallThickness', header: 'Wall Thickness (mm)' },
  { key: 'idmm', header: 'ID (mm)' },
  { key: 'from', header: 'From (m)' },
  { key: 'to', header: 'To (m)' },
  { key: 'methodFixing', header: 'Method of Fixing', options: METHODS_OF_FIXING },
  { key: 'centralisersInstalled', header: 'Centralisers Installed', options: YES_NO_OPTIONS },
  { key: 'centraliserSpacing', header: 'Centraliser Spacing (m)' },
];

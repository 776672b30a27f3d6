import { describe, expect, it } from 'vitest';
import { ROLE } from '../auth/roles';
import { YES_NO_OPTIONS } from './codes';
import { CASING_MATERIALS } from './materials';
import { METHODS_OF_FIXING } from './sections/casing-liner/casing-liner.constants';
import { CASING_SUPPORT_METHODS, CASING_TYPES } from './sections/casing-support/casing-support.constants';
import { DRILLING_METHODS } from './sections/drilling-details/drilling-details.constants';
import {
  BORE_SHAPE_OPTIONS,
  EXCAVATION_METHODS,
  EXCAVATION_OR_LINING_OPTIONS,
  LINING_MATERIALS,
  NONE_OPTION_ID,
  withNoneOption,
} from './sections/excavation/excavation.constants';
import { COLOURS, COLOUR_OTHER_ID, GRAIN_SIZES, ROCK_TYPES, TEXTURES } from './sections/lithology/lithology.constants';

const lists = {
  ROCK_TYPES,
  COLOURS,
  GRAIN_SIZES,
  TEXTURES,
  METHODS_OF_FIXING,
  CASING_SUPPORT_METHODS,
  CASING_TYPES,
  EXCAVATION_METHODS,
  LINING_MATERIALS,
  BORE_SHAPE_OPTIONS,
  EXCAVATION_OR_LINING_OPTIONS,
  DRILLING_METHODS,
  CASING_MATERIALS,
  YES_NO_OPTIONS,
};

describe('BCR code lists the pages offer', () => {
  it.each(Object.entries(lists))('%s has unique ids and names', (_name, list) => {
    const options = list as readonly { id: number; name: string }[];
    expect(new Set(options.map((o) => o.id)).size).toBe(options.length);
    expect(new Set(options.map((o) => o.name)).size).toBe(options.length);
  });

  it('asks for "Colour Other" on the colour named Other', () => {
    expect(COLOURS.find((c) => c.id === COLOUR_OTHER_ID)?.name).toBe('Other');
  });

  it('names the spec casing type Open end and yes/no as 1/0', () => {
    expect(CASING_TYPES.find((t) => t.id === 1)?.name).toBe('Open end');
    expect(YES_NO_OPTIONS.map((o) => [o.name, o.id])).toEqual([
      ['Yes', 1],
      ['No', 0],
    ]);
  });

  it.each([
    [ROLE.driller, ['Rectangular', 'Round']],
    [ROLE.regulator, ['Rectangular', 'Round', 'None']],
    [ROLE.hydrogeologist, ['Rectangular', 'Round', 'None']],
  ])('role %i sees bore shapes %j (None only for non-drillers)', (role, names) => {
    expect(withNoneOption(BORE_SHAPE_OPTIONS, role).map((o) => o.name)).toEqual(names);
    expect(withNoneOption(BORE_SHAPE_OPTIONS, role).some((o) => o.id === NONE_OPTION_ID)).toBe(names.includes('None'));
  });
});

import { describe, expect, it } from 'vitest';
import { PLACEMENT_METHODS, STABILISING_FILL } from '../../codes';
import { ANNULUS_FILL_TYPES } from '../annulus-fill-seal/annulus-fill-seal.constants';
import { BORE_DEVELOPMENT_METHODS } from '../bore-development/bore-development.constants';
import { BENTONITE_GROUT_SEAL_OPTIONS } from '../gravel-pack/gravel-pack.constants';
import { isSealRow } from '../gravel-pack/gravel-pack.rules';
import { PUMPING_FLOW_MEASURING_DEVICES } from '../pumping-test/pumping-test.constants';
import { BACKFILL_FILL_TYPES } from '../work-partly-backfilled/work-partly-backfilled.constants';
import { OPENING_TYPES, SCREEN_TYPES, STABILISING_FILL_TYPES, WATER_ENTRY_DESIGN_TYPES } from './water-entry-design.constants';
import { openingFields } from './water-entry-design.edit';

const lists = {
  SCREEN_TYPES,
  WATER_ENTRY_DESIGN_TYPES,
  OPENING_TYPES,
  STABILISING_FILL_TYPES,
  PLACEMENT_METHODS,
  ANNULUS_FILL_TYPES,
  BORE_DEVELOPMENT_METHODS,
  BACKFILL_FILL_TYPES,
  BENTONITE_GROUT_SEAL_OPTIONS,
  PUMPING_FLOW_MEASURING_DEVICES,
};

describe('code lists of water entry design, gravel pack, annulus, bore development, backfill, pumping test', () => {
  it.each(Object.entries(lists))('%s has unique ids and names', (_name, list) => {
    const options = list as readonly { id: number; name: string }[];
    expect(new Set(options.map((o) => o.id)).size).toBe(options.length);
    expect(new Set(options.map((o) => o.name)).size).toBe(options.length);
  });

  it.each([
    ['Hand slotted', { slot: true, screen: false }],
    ['Machine slotted', { slot: true, screen: false }],
    ['Wire wound screen', { slot: false, screen: true }],
    ['Louvre screen', { slot: false, screen: true }],
    ['Perforated', { slot: false, screen: false }],
  ])('opening type %s shows %j', (name, shows) => {
    const option = OPENING_TYPES.find((o) => o.name === name);
    expect(option && openingFields(option.name)).toEqual(shows);
  });

  it('offers Artificial Gravel Pack as stabilising fill 2, the fill that opens the Gravel Pack', () => {
    expect(STABILISING_FILL_TYPES.find((t) => t.id === STABILISING_FILL.artificialGravelPack)?.name).toBe('Artificial Gravel Pack');
  });

  it('reads the seal choice as the rules do: Yes is a seal, No is gravel', () => {
    expect(BENTONITE_GROUT_SEAL_OPTIONS.map((o) => [o.name, isSealRow({ bentoniteGroutSealId: o.id })])).toEqual([
      ['Yes', true],
      ['No', false],
    ]);
  });

  it('numbers the pumping test flow devices A = 1 to I = 9', () => {
    expect([PUMPING_FLOW_MEASURING_DEVICES[0], PUMPING_FLOW_MEASURING_DEVICES[8]]).toEqual([
      { id: 1, name: 'Container' },
      { id: 9, name: 'Other' },
    ]);
  });
});

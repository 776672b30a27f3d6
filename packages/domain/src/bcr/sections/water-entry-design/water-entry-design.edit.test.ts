import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../auth/roles';
import { validReport } from '../../testing/bcr-factory';
import {
  blankWaterEntryRow,
  changeOpeningType,
  changeScreenType,
  changeWaterEntryDesignType,
  hasArtificialGravelPack,
  mustDiscardGravelPack,
  newWaterEntryRow,
  openingFields,
  pipeNumbers,
  rowsForPipe,
  waterBearingZoneOptions,
} from './water-entry-design.edit';

const rows = () => validReport().waterEntryDesign;

describe('water entry design editing', () => {
  it.each([
    [ROLE.driller, 1, { from: 55, material: 8, fixing: 1, pipeNo: 1 }],
    [ROLE.regulator, 1, { from: null, material: 8, fixing: 1, pipeNo: 1 }],
    [ROLE.driller, 2, { from: 0, material: null, fixing: null, pipeNo: 2 }],
  ])('a new row for role %i on pipe %i copies the last casing', (role, pipe, expected) => {
    expect(newWaterEntryRow(rows(), pipe, role)).toMatchObject({ status: 'new', ...expected });
  });

  it.each([
    [3, [1, 2, 3]],
    [1, [1]],
    [null, [1]],
  ])('noOfPipes %j gives pipes %j', (n, expected) => {
    expect(pipeNumbers(n)).toEqual(expected);
  });

  it('gives a pipe its own rows', () => {
    expect(rowsForPipe(rows(), 2)).toEqual([]);
  });

  it('to screen defaults stabilising fill to 1', () => {
    expect(changeScreenType(rows()[0]!, 1)).toMatchObject({ screenType: 1, stabilisingFillTypeId: 1 });
  });

  it('to casing clears fill, opening, aperture, wire and slot fields', () => {
    expect(changeScreenType({ ...rows()[1]!, screenAperture: 1, screenWireThickness: 2 }, 0)).toMatchObject({
      screenType: 0,
      stabilisingFillTypeId: null,
      openingType: null,
      screenAperture: null,
      screenWireThickness: null,
      slotLength: null,
      slotWidth: null,
      slotAlignment: null,
      slotSpacing: null,
    });
  });

  it.each([
    ['type 1 screen copies empty material and fixing', { screenType: 1 as const, material: null, fixing: null }, 1, { material: 8, fixing: 1 }],
    ['type 1 screen keeps its own material', { screenType: 1 as const, material: 5, fixing: 2 }, 1, { material: 5, fixing: 2 }],
    ['type 2 copies nothing', { screenType: 1 as const, material: null, fixing: null }, 2, { material: null, fixing: null }],
  ])('design type change: %s', (_name, change, type, expected) => {
    const all = rows();
    const row = { ...all[1]!, ...change };
    expect(changeWaterEntryDesignType(row, type, all)).toMatchObject({ ...expected, openingType: null, waterEntryDesignType: type });
  });

  it.each([
    ['Slotted PVC', { slot: true, screen: false }],
    ['Wire wound Screen', { slot: false, screen: true }],
    ['Perforated', { slot: false, screen: false }],
    [null, { slot: false, screen: false }],
  ])('opening %j shows %j', (label, expected) => {
    expect(openingFields(label)).toEqual(expected);
  });

  it.each([
    ['Wire wound screen', { slotLength: null, slotAlignment: null, screenAperture: 1 }],
    ['Slotted', { slotLength: 10, slotAlignment: 'Vertical', screenAperture: null }],
  ])('changing opening to %s clears the hidden fields', (label, expected) => {
    const row = { ...rows()[1]!, screenAperture: 1 };
    expect(changeOpeningType(row, 2, label)).toMatchObject({ openingType: 2, openingTypeLabel: label, ...expected });
  });

  it.each([
    ['artificial pack present', rows(), true, false],
    ['no artificial pack', rows().map((r) => ({ ...r, stabilisingFillTypeId: 1 })), false, true],
    ['no gravel rows', [blankWaterEntryRow(1)], false, false],
  ])('%s', (name, wed, hasPack, discard) => {
    const gravel = name === 'no gravel rows' ? [] : [{ status: 'existing' as const }];
    expect([hasArtificialGravelPack(wed), mustDiscardGravelPack(wed, gravel)]).toEqual([hasPack, discard]);
  });

  it('offers the active water bearing zones, numbered in order, labelled from - to', () => {
    const zones = [
      { status: 'existing' as const, from: 40, to: 50 },
      { status: 'deleted' as const, from: 50, to: 52 },
      { status: 'new' as const, from: '52', to: null },
    ];
    expect(waterBearingZoneOptions(zones)).toEqual([
      { id: 1, label: '40 - 50' },
      { id: 2, label: '52 - ' },
    ]);
  });
});

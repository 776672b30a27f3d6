import { describe, expect, it } from 'vitest';
import { ROLE } from '../auth/roles';
import { defaultFromDepth, isFromDepthEditable, type FromDepthSection } from './from-depth';

const drilled = { workAttribute1: 1, workAttribute2: 1, workAttribute3: 1, workAttribute4: 1 };
const multipleHoles = { ...drilled, workAttribute3: 6 };

describe('defaultFromDepth', () => {
  it.each([
    ['driller, first row', ROLE.driller, undefined, true, 0],
    ['driller, next row', ROLE.driller, 12.5, false, 12.5],
    ['driller, previous blank', ROLE.driller, null, false, null],
    ['regulator, first row', ROLE.regulator, undefined, true, null],
    ['regulator, next row', ROLE.regulator, 12.5, false, null],
  ])('%s', (_name, role, previousTo, isFirst, expected) => {
    expect(defaultFromDepth(role, previousTo, isFirst)).toBe(expected);
  });
});

describe('isFromDepthEditable', () => {
  it.each<[FromDepthSection, number, number, typeof drilled, boolean]>([
    ['lithology', 1, ROLE.regulator, drilled, true],
    ['lithology', 1, ROLE.driller, drilled, false],
    ['drillingDetails', 1, ROLE.driller, multipleHoles, true],
    ['drillingDetails', 0, ROLE.driller, multipleHoles, false],
    ['gravelPack', 0, ROLE.regulator, drilled, true],
    ['gravelPack', 2, ROLE.regulator, drilled, false],
    ['gravelPack', 2, ROLE.driller, drilled, true],
    ['excavationDetails', 1, ROLE.driller, drilled, false],
    ['excavationDetails', 1, ROLE.regulator, drilled, true],
    ['waterEntryDesign', 0, ROLE.driller, drilled, true],
    ['waterBearingZones', 1, ROLE.driller, drilled, true],
    ['annulusFillSeal', 1, ROLE.driller, drilled, false],
    ['annulusFillSeal', 1, ROLE.regulator, drilled, true],
  ])('%s row %i for role %i: %s', (section, index, role, workType, expected) => {
    expect(isFromDepthEditable(section, index, role as 1, workType)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../auth/roles';
import { context, validReport } from '../../testing/bcr-factory';
import { casingSupportEditable, casingSupportIssues, casingSupportWarnings, casingTypeLock, installedSumpTo } from './casing-support.rules';
import type { CasingSupport } from './casing-support.schema';

const report = () => validReport();
const openThroughRock = { workType: { workAttribute1: 1, workAttribute2: 1, workAttribute3: 2, workAttribute4: 2 } };

describe('casingSupportIssues', () => {
  it('passes a valid record', () => {
    const r = report();
    expect(casingSupportIssues(r.casingSupport!, r.waterEntryDesign, context())).toEqual([]);
  });

  it.each<[string, Partial<CasingSupport>, object, string, string]>([
    ['method required', { casingSupportMethod: null }, {}, 'casingSupport.casingSupportMethod', 'Required'],
    ['casing type required', { casingType: null }, {}, 'casingSupport.casingType', 'Required'],
    ['protector required', { casingProtectorCementedInPlace: null }, {}, 'casingSupport.casingProtectorCementedInPlace', 'Required'],
    ['sump from required', { sumpInstalled: 1, sumpInstalledTo: 58 }, {}, 'casingSupport.sumpInstalledFrom', 'Required'],
    ['sump from below the deepest screen', { sumpInstalled: 1, sumpInstalledFrom: 54, sumpInstalledTo: 58 }, {}, 'casingSupport.sumpInstalledFrom', 'Sump Installed From must be greater than or equal to the deepest screen "To"'],
    ['sump to greater than from', { sumpInstalled: 1, sumpInstalledFrom: 56, sumpInstalledTo: 56 }, {}, 'casingSupport.sumpInstalledTo', '"To" must be greater than "From"'],
    ['spacing required', { centraliserSpacing: null }, {}, 'casingSupport.centraliserSpacing', 'Required'],
    ['pressure cemented to required', { pressureCemented: 1, pressureCementedFrom: 10 }, {}, 'casingSupport.pressureCementedTo', 'Required'],
    ['pressure cemented order', { pressureCemented: 1, pressureCementedFrom: 10, pressureCementedTo: 5 }, {}, 'casingSupport.pressureCementedTo', '"To" must be greater than "From"'],
    ['pressure cemented above screen', { pressureCemented: 1, pressureCementedFrom: 10, pressureCementedTo: 41 }, {}, 'casingSupport.pressureCementedTo', 'Pressure Cemented To must not be greater than the shallowest screen "From"'],
    ['open end for open through rock', { casingType: 2 }, openThroughRock, 'casingSupport.casingType', 'Casing type must be Open end when Open Through Rock is selected'],
  ])('%s', (_name, change, ctxOverride, path, message) => {
    const r = report();
    const issues = casingSupportIssues({ ...r.casingSupport!, ...change }, r.waterEntryDesign, context(ctxOverride));
    expect(issues).toEqual([{ path, message, severity: 'error' }]);
  });

  it('regulator needs none of the three', () => {
    const r = report();
    const cs = { ...r.casingSupport!, casingSupportMethod: null, casingType: null, casingProtectorCementedInPlace: null };
    expect(casingSupportIssues(cs, r.waterEntryDesign, context({ roleId: ROLE.regulator }))).toEqual([]);
  });
});

describe('casingSupportWarnings', () => {
  it.each<[string, Partial<CasingSupport>, string[], string[]]>([
    ['within limits', {}, [], []],
    ['over 6 m', { centraliserSpacing: 7 }, ['The Centraliser Spacing is greater than 6 meters'], ['BCR_W_CENTRALISER_SPACING_6M']],
    [
      'over the material maximum',
      { centraliserSpacing: 13 },
      ['The Centraliser Spacing is greater than 6 meters', 'The centraliser spacing for Steel - Seamless must not be greater than 12 meters.'],
      ['BCR_W_CENTRALISER_SPACING_6M', 'BCR_W_CENTRALISER_SPACING_MAX'],
    ],
    ['no centralisers', { centralisersInstalled: 0, centraliserSpacing: 13 }, [], []],
  ])('%s', (_name, change, messages, codes) => {
    const r = report();
    const issues = casingSupportWarnings({ ...r.casingSupport!, ...change }, r.casingLiner, r.waterEntryDesign, context());
    expect(issues.map((i) => [i.message, i.code, i.severity])).toEqual(messages.map((m, i) => [m, codes[i], 'warning']));
  });

  it('names an unknown material by id', () => {
    const r = report();
    r.casingLiner[0]!.material = 99;
    const ctx = context({ casingTypeValidations: [{ materialId: 99, minWallThicknessRange: 0, maxWallThicknessRange: 99, maxSeparationOfCentralisers: 3 }] });
    const issues = casingSupportWarnings({ ...r.casingSupport!, centraliserSpacing: 4 }, r.casingLiner, r.waterEntryDesign, ctx);
    expect(issues.map((i) => i.message)).toEqual(['The centraliser spacing for 99 must not be greater than 3 meters.']);
  });
});

describe('casing support access', () => {
  it.each([
    ['driller with casing rows', ROLE.driller, true, true],
    ['driller without casing', ROLE.driller, false, false],
    ['regulator without casing', ROLE.regulator, false, true],
  ])('%s', (_name, role, withCasing, expected) => {
    const r = report();
    const liner = withCasing ? r.casingLiner : [];
    const wed = withCasing ? r.waterEntryDesign : r.waterEntryDesign.filter((w) => w.screenType === 1);
    expect(casingSupportEditable(liner, wed, context({ roleId: role }))).toBe(expected);
  });

  it.each([
    [ROLE.driller, openThroughRock, { value: 1, locked: true }],
    [ROLE.regulator, openThroughRock, { value: 1, locked: false }],
    [ROLE.driller, {}, null],
  ])('casing type lock for role %i', (role, ctxOverride, expected) => {
    expect(casingTypeLock(context({ roleId: role, ...ctxOverride }))).toEqual(expected);
  });
});

describe('installedSumpTo', () => {
  it('is the sump\'s "To" only while a sump is installed', () => {
    const cs = report().casingSupport!;
    expect(installedSumpTo({ ...cs, sumpInstalled: 1, sumpInstalledTo: 58 })).toBe(58);
    expect(installedSumpTo({ ...cs, sumpInstalled: 0, sumpInstalledTo: 58 })).toBeNull();
    expect(installedSumpTo(null)).toBeNull();
  });
});

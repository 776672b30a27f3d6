import { describe, expect, it } from 'vitest';
import {
  canSaveLocation,
  exceptionReasonCode,
  locationWarnings,
  needsActualLocationConfirm,
  validateLocationSave,
  type LocationComparison,
  type LocationSave,
} from './location';

const save = (over: Partial<LocationSave>): LocationSave => ({
  actualLatitude: -33,
  actualLongitude: 151,
  roleId: 5,
  offline: false,
  lockedByOther: false,
  ...over,
});
const err = (path: string, message: string) => ({ path, message, severity: 'error' });

describe('location page save', () => {
  it.each<[string, Partial<LocationSave>]>([
    ['both coordinates', {}],
    ['regulator with neither', { roleId: 3, actualLatitude: null, actualLongitude: null }],
  ])('passes %s', (_label, over) => {
    expect(validateLocationSave(save(over))).toEqual([]);
  });

  it.each<[string, Partial<LocationSave>, ReturnType<typeof err>[]]>([
    ['no latitude', { actualLatitude: null }, [err('actualLatitude', 'Actual Latitude is mandatory.')]],
    ['no longitude', { actualLongitude: null }, [err('actualLongitude', 'Actual Longitude is mandatory.')]],
    [
      'neither (driller)',
      { actualLatitude: null, actualLongitude: null },
      [err('actualLatitude', 'Actual Latitude is mandatory.'), err('actualLongitude', 'Actual Longitude is mandatory.')],
    ],
    ['regulator with only one', { roleId: 3, actualLongitude: null }, [err('actualLongitude', 'Actual Longitude is mandatory.')]],
    ['latitude outside NSW', { actualLatitude: -40 }, [err('actualLatitude', 'Enter values between -37.505385 and -28.157094 for latitude')]],
    ['longitude outside NSW', { actualLongitude: 160 }, [err('actualLongitude', 'Enter values between 140.995306 and 153.638730 for longitude')]],
    ['offline', { offline: true }, [err('form', 'The changes cannot be saved in offline mode.')]],
    ['locked by another user', { lockedByOther: true }, [err('form', 'The changes cannot be saved as Work is locked by another user.')]],
  ])('refuses %s', (_label, over, issues) => {
    expect(validateLocationSave(save(over))).toEqual(issues);
  });

  it.each<[number | null, boolean]>([
    [1, true],
    [2, false],
    [null, false],
  ])('canSaveLocation(%s) is %s', (status, ok) => {
    expect(canSaveLocation(status)).toBe(ok);
  });
});

describe('location warnings', () => {
  const far = {
    path: 'distance',
    message: 'Actual location of the bore is more than 20 meters from the approved location.',
    severity: 'warning',
    code: 'DIST_GT_20M',
  };
  const mismatch = {
    path: 'actualLotNo',
    message: 'Actual Lot/DP of the bore is different from Approved Lot/DP.',
    severity: 'warning',
    code: 'LOTDP_MISMATCH',
  };

  it.each<[string, LocationComparison, object[]]>([
    ['close, same lot ignoring DP', { distance: 20, approvedLotDp: '1//DP12345', actualLotDp: '1/12345' }, []],
    ['far away', { distance: 20.01, approvedLotDp: '1//DP12345', actualLotDp: '1//DP12345' }, [far]],
    ['another lot', { distance: 3, approvedLotDp: '1//DP12345', actualLotDp: '2//DP12345' }, [mismatch]],
    ['lot not found on the map', { distance: null, approvedLotDp: '1//DP12345', actualLotDp: null }, [mismatch]],
    ['both', { distance: 150, approvedLotDp: '1//DP1', actualLotDp: '9//DP9' }, [far, mismatch]],
  ])('%s', (_label, comparison, warnings) => {
    expect(locationWarnings(comparison)).toEqual(warnings);
  });

  it('stores the confirmed codes as the exception reason', () => {
    expect(exceptionReasonCode(locationWarnings({ distance: 150, approvedLotDp: '1//DP1', actualLotDp: '9//DP9' }))).toBe(
      'DIST_GT_20M,LOTDP_MISMATCH',
    );
    expect(exceptionReasonCode([])).toBeNull();
    expect(exceptionReasonCode([{ path: 'x', message: 'y', severity: 'error' }])).toBeNull();
  });

  it.each<[number | null, number | null, boolean]>([
    [-33, 151, false],
    [null, 151, true],
    [-33, null, true],
  ])('needsActualLocationConfirm(%s, %s) is %s', (lat, lng, confirm) => {
    expect(needsActualLocationConfirm(lat, lng)).toBe(confirm);
  });
});

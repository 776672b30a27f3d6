import { describe, expect, it } from 'vitest';
import { ROLE } from '../auth/roles';
import type { Issue } from '../common/issue';
import {
  drillerFieldIssues,
  drillerFormSchema,
  licenceExpiryDate,
  type DrillerFormValues,
} from './driller-form';

/** A complete, valid active NSW driller; each case overrides what it tests. */
function driller(overrides: Partial<DrillerFormValues> = {}): DrillerFormValues {
  return {
    drillerType: 1,
    drillerStatus: 2,
    drillerFirstName: 'Jo',
    drillerLastName: 'Smith',
    drillerLicenseNo: 'DL 1234',
    drillerLicenseFrom: '2023-01-01',
    licenseClassId: 2,
    drillingEndorsements: [1, 3],
    workEmail: 'jo@bores.com.au',
    username: 'dl1234',
    roleId: ROLE.driller,
    ...overrides,
  };
}

const req = (path: string): Issue => ({ path, message: 'Required', severity: 'error' });

describe('driller form field rules', () => {
  it.each<[string, Partial<DrillerFormValues>, Issue[]]>([
    ['a complete active driller', {}, []],
    ['no status', { drillerStatus: null }, [req('drillerStatus')]],
    ['no first name', { drillerFirstName: ' ' }, [req('drillerFirstName')]],
    ['no last name', { drillerLastName: null }, [req('drillerLastName')]],
    ['no licence number', { drillerLicenseNo: '' }, [req('drillerLicenseNo')]],
    ['no role', { roleId: null }, [req('roleId')]],
    ['no licence class when active', { licenseClassId: null }, [req('licenseClassId')]],
    ['no licence-from when active', { drillerLicenseFrom: null }, [req('drillerLicenseFrom')]],
    ['no endorsements when active', { drillingEndorsements: [] }, [req('drillingEndorsements')]],
    [
      'under review may leave licence class, from and endorsements empty',
      { drillerStatus: 1, licenseClassId: null, drillerLicenseFrom: null, drillingEndorsements: null },
      [],
    ],
    ['a driller may leave work email empty', { workEmail: null }, []],
    ['a non-driller must give a work email', { workEmail: '', roleId: ROLE.regulator, username: 'jsmith' }, [req('workEmail')]],
    [
      'a bad email',
      { workEmail: 'jo@', roleId: ROLE.driller },
      [{ path: 'workEmail', message: 'Invalid email address', severity: 'error' }],
    ],
    [
      'an NSW driller with an interstate number',
      { drillerLicenseNo: 'AMR 12' },
      [{ path: 'drillerLicenseNo', message: 'License no must start with DL followed by a space and numerics', severity: 'error' }],
    ],
    ['an interstate driller with an interstate number', { drillerType: 2, drillerLicenseNo: 'AMR 12' }, []],
    [
      'a driller username without the licence prefix',
      { username: 'jsmith' },
      [{ path: 'username', message: 'A driller username must start with DL or AMR.', severity: 'error' }],
    ],
  ])('%s', (_, overrides, expected) => {
    expect(drillerFieldIssues(driller(overrides))).toEqual(expected);
  });

  it('the zod schema reports the same rules at their fields', () => {
    expect(drillerFormSchema.safeParse(driller()).success).toBe(true);
    const result = drillerFormSchema.safeParse(driller({ drillerFirstName: '', drillerLicenseNo: 'DL 0001' }));
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['drillerFirstName', 'Required'],
      ['drillerLicenseNo', 'License no must start with DL followed by a space and numerics'],
    ]);
  });

  it.each([
    ['drillerStatus', { drillerStatus: 9 }, 'Required'],
    ['roleId', { roleId: 7 }, 'Required'],
    ['drillerLicenseFrom', { drillerLicenseFrom: '31/01/2023' }, 'Invalid Date Format. Please correct and submit again.'],
  ])('the schema refuses a bad %s', (path, overrides, message) => {
    const result = drillerFormSchema.safeParse({ ...driller(), ...overrides });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [path], message })]);
  });
});

describe('licence expiry is licence-from plus 3 years', () => {
  it.each<[string | null | undefined, string | null]>([
    ['2022-07-01', '2025-07-01'],
    ['2024-02-29', '2027-02-28'],
    [null, null],
    [undefined, null],
    ['01/07/2022', null],
  ])('%s expires %s', (from, expected) => {
    expect(licenceExpiryDate(from)).toBe(expected);
  });
});

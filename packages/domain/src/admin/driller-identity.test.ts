import { describe, expect, it } from 'vitest';
import { ROLE, type RoleId } from '../auth/roles';
import type { Issue } from '../common/issue';
import { DRILLER_TYPE, type DrillerType } from './codes';
import { licenceNumberRules, usernameRules } from './driller-identity';

const NSW_MESSAGE = 'License no must start with DL followed by a space and numerics';
const AMR_MESSAGE = 'License no must start with AMR followed by a space and numerics';
const nsw = DRILLER_TYPE.nsw;
const interstate = DRILLER_TYPE.interstate;

describe('licence number by driller type', () => {
  it.each<[string | null, DrillerType, string | null]>([
    ['DL 1234', nsw, null],
    ['DL 9999', nsw, null],
    [null, nsw, null],
    ['', interstate, null],
    ['DL 0123', nsw, NSW_MESSAGE],
    ['DL 123', nsw, NSW_MESSAGE],
    ['DL 12345', nsw, NSW_MESSAGE],
    ['DL1234', nsw, NSW_MESSAGE],
    ['dl 1234', nsw, NSW_MESSAGE],
    ['AMR 1234', nsw, NSW_MESSAGE],
    ['AMR 1', interstate, null],
    ['AMR 0123456789', interstate, null],
    ['AMR 12345678901', interstate, AMR_MESSAGE],
    ['AMR12', interstate, AMR_MESSAGE],
    ['AMR 12a', interstate, AMR_MESSAGE],
    ['DL 1234', interstate, AMR_MESSAGE],
  ])('%s as type %i', (value, type, message) => {
    const expected: Issue[] = message ? [{ path: 'drillerLicenseNo', message, severity: 'error' }] : [];
    expect(licenceNumberRules('drillerLicenseNo', value, type)).toEqual(expected);
  });
});

describe('username by role', () => {
  const FORMAT = 'Username must start with a letter and contain only letters and digits.';
  it.each<[string | null, RoleId | null, string | null]>([
    ['dl1234', ROLE.driller, null],
    ['AMR55', ROLE.driller, null],
    ['jsmith', ROLE.regulator, null],
    ['jsmith', null, null],
    [null, ROLE.driller, 'Required'],
    ['  ', ROLE.regulator, 'Required'],
    ['j smith', ROLE.regulator, FORMAT],
    ['1smith', ROLE.regulator, FORMAT],
    ['j.smith', ROLE.regulator, FORMAT],
    ['jsmith', ROLE.driller, 'A driller username must start with DL or AMR.'],
    ['dlsmith', ROLE.superAdmin, 'Only drillers may have a username starting with DL or AMR.'],
    ['Amrita', ROLE.hydrogeologist, 'Only drillers may have a username starting with DL or AMR.'],
  ])('%s for role %s', (value, roleId, message) => {
    const expected: Issue[] = message ? [{ path: 'username', message, severity: 'error' }] : [];
    expect(usernameRules('username', value, roleId)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { currentUserFromClaims, hasRole, tokenUserFromClaims } from './current-user';

const claims = {
  sub: 'abc-1',
  given_name: 'Jo',
  family_name: 'Smith',
  email: 'jo@bores.com.au',
  role: 5,
  is_dca: true,
  organisation_name: 'Deep Bores',
  driller_licence_no: 'DL 1234',
  work_mobile: '0400 000 000',
  drilling_class: 'Class 2',
  preferred_username: 'dl1234',
  user_id: 42,
};

describe('current user from token claims', () => {
  it('maps every claim', () => {
    expect(currentUserFromClaims(claims)).toEqual({
      subject: 'abc-1',
      userId: 42,
      firstName: 'Jo',
      lastName: 'Smith',
      email: 'jo@bores.com.au',
      roleId: 5,
      isDCA: true,
      organisationName: 'Deep Bores',
      drillerLicenseNo: 'DL 1234',
      workMobile: '0400 000 000',
      drillingClass: 'Class 2',
      userName: 'dl1234',
    });
  });

  it('defaults missing optional claims', () => {
    expect(currentUserFromClaims({ sub: 'x', role: 3 })).toEqual({
      subject: 'x',
      userId: null,
      firstName: '',
      lastName: '',
      email: '',
      roleId: 3,
      isDCA: false,
      organisationName: '',
      drillerLicenseNo: '',
      workMobile: '',
      drillingClass: '',
      userName: '',
    });
  });

  it.each([
    ['an unknown role', { sub: 'x', role: 9 }, 'unknown role'],
    ['no subject', { sub: '', role: 1 }, 'Too small'],
    ['no role', { sub: 'x' }, 'Invalid input'],
  ])('refuses %s', (_, input, message) => {
    expect(() => currentUserFromClaims(input)).toThrow(message);
  });
});

describe('a token without a role (registration pending)', () => {
  it.each([[{ sub: 'x', role: null }], [{ sub: 'x' }]])('is a pending user, never a user with a role: %o', (input) => {
    const user = tokenUserFromClaims(input);
    expect(user.roleId).toBeNull();
    expect(hasRole(user)).toBe(false);
    expect(() => currentUserFromClaims(input)).toThrow('Invalid input');
  });

  it('a token with a role is a user with a role', () => {
    expect(hasRole(tokenUserFromClaims(claims))).toBe(true);
  });
});

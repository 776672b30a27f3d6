import { describe, expect, it } from 'vitest';
import { adminRegisterSchema, afterSignIn, drillerRegisterSchema, type AfterSignIn, type RegistrationResponse } from './registration';

const withCompany = (organisationName: string | null): RegistrationResponse => ({
  success: true,
  driller: { organisation: organisationName === null ? null : { organisationName }, isDrillingCompanyAdmin: 0 },
});

describe('after sign-in (spec 3 "After sign-in" and section 8)', () => {
  it.each<[string, RegistrationResponse, boolean, AfterSignIn]>([
    ['a driller with a company continues', withCompany('Deep Bores'), true, { kind: 'continue' }],
    ['an admin with a company continues', withCompany('Deep Bores'), false, { kind: 'continue' }],
    ['a driller without a company picks one', withCompany(null), true, { kind: 'associateOrganisation' }],
    ['a driller in "Blank Company" picks one', withCompany('Blank Company'), true, { kind: 'associateOrganisation' }],
    ['a driller with no driller record picks one', { success: true }, true, { kind: 'associateOrganisation' }],
    ['an admin without a company is an invalid user', withCompany(' '), false, { kind: 'signOut', message: 'Invalid user!!' }],
    ['an errorMsg signs out with it', { success: true, errorMsg: 'Account disabled' }, true, { kind: 'signOut', message: 'Account disabled' }],
    ['a failure with a message signs out with it', { success: false, message: 'Pending approval' }, false, { kind: 'signOut', message: 'Pending approval' }],
    ['a failure without a message', { success: false }, true, { kind: 'signOut', message: 'Login failed. Try again later' }],
  ])('%s', (_, response, asDriller, expected) => {
    expect(afterSignIn(response, asDriller)).toEqual(expected);
  });
});

describe('register payloads', () => {
  it('accepts the token profile and trims text', () => {
    expect(adminRegisterSchema.parse({ firstName: ' Ana ', role: 2, organisationName: null })).toEqual({
      firstName: 'Ana',
      role: 2,
      organisationName: null,
    });
    expect(drillerRegisterSchema.parse({ isDCA: 1, drillerLicenseNo: 'DL 1234' })).toEqual({
      isDCA: 1,
      drillerLicenseNo: 'DL 1234',
    });
  });

  it.each([
    ['text over 200 characters', { firstName: 'a'.repeat(201) }],
    ['a role that is an object', { role: { id: 1 } }],
  ])('refuses %s', (_, payload) => {
    expect(adminRegisterSchema.safeParse(payload).success).toBe(false);
  });
});

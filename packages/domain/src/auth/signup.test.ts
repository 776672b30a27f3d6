import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  companyAdminSignupSchema,
  drillerSignupSchema,
  drillerUsername,
  isStrongPassword,
  profileEditSchema,
  resetPasswordSchema,
  signupSchemaFor,
} from './signup';

const PASSWORD = 'Bore-hole9';
const person = { firstName: 'Jo', lastName: 'Smith', email: 'jo@bores.com.au', password: PASSWORD, confirmPassword: PASSWORD };
const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('identity provider pages', () => {
  it.each<[string, boolean]>([
    ['Bore-hole9', true],
    ['borehole9X', true],
    ['borehole9', false],
    ['Ab1!', false],
    [`Aa1${'x'.repeat(62)}`, false],
  ])('isStrongPassword(%s) is %s', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });

  it.each([
    ['a valid driller', { ...person, drillerLicenceNo: 'DL 1234' }, undefined],
    ['an interstate driller', { ...person, drillerLicenceNo: 'AMR 77' }, undefined],
    ['a bad licence', { ...person, drillerLicenceNo: 'DL 0123' }, 'License no must start with DL followed by a space and numerics'],
    ['a bad email', { ...person, email: 'jo@', drillerLicenceNo: 'DL 1234' }, 'Invalid email address'],
    ['different passwords', { ...person, confirmPassword: 'x', drillerLicenceNo: 'DL 1234' }, 'The passwords do not match.'],
    ['a weak password', { ...person, password: 'abc', confirmPassword: 'abc', drillerLicenceNo: 'DL 1234' }, 'The password must be 8 to 64 characters long and contain at least 3 of: a lowercase letter, an uppercase letter, a digit, a symbol.'],
    ['no first name', { ...person, firstName: ' ', drillerLicenceNo: 'DL 1234' }, 'Required'],
  ])('driller sign-up: %s', (_, input, message) => {
    expect(firstMessage(drillerSignupSchema.safeParse(input))).toBe(message);
  });

  const admin = { ...person, userName: 'jsmith', organisationName: 'Deep Bores', organisationAbnOrAcn: '12345678901' };
  it.each([
    ['a valid company admin', admin, undefined],
    ['a username with a space', { ...admin, userName: 'j smith' }, 'Username must start with a letter and contain only letters and digits.'],
    ['a driller-like username', { ...admin, userName: 'dl1234' }, 'Only drillers may have a username starting with DL or AMR.'],
  ])('company admin sign-up: %s', (_, input, message) => {
    expect(firstMessage(companyAdminSignupSchema.safeParse(input))).toBe(message);
  });

  it('picks the schema by user type', () => {
    expect(signupSchemaFor('CompanyAdmin')).toBe(companyAdminSignupSchema);
    expect(signupSchemaFor('Driller')).toBe(drillerSignupSchema);
  });

  it.each([
    [changePasswordSchema, { currentPassword: 'old', password: PASSWORD, confirmPassword: PASSWORD }, undefined],
    [changePasswordSchema, { currentPassword: '', password: PASSWORD, confirmPassword: PASSWORD }, 'Required'],
    [resetPasswordSchema, { password: PASSWORD, confirmPassword: 'other' }, 'The passwords do not match.'],
    [profileEditSchema, { firstName: 'Jo', lastName: '' }, 'Required'],
  ])('account page schema %#', (schema, input, message) => {
    expect(firstMessage(schema.safeParse(input))).toBe(message);
  });

  it.each([
    ['DL 1234', 'dl1234'],
    ['AMR  55', 'amr55'],
  ])('driller username of %s is %s', (licence, username) => {
    expect(drillerUsername(licence)).toBe(username);
  });
});

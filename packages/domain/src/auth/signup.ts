import { z } from 'zod';
import { USER_TYPE } from './signup-choice';

/** Messages of the provider's own pages (the spec leaves them to the provider; see docs/decisions.md). */
export const IDENTITY_MESSAGES = {
  required: 'Required',
  invalidEmail: 'Invalid email address',
  passwordPolicy:
    'The password must be 8 to 64 characters long and contain at least 3 of: a lowercase letter, an uppercase letter, a digit, a symbol.',
  passwordHelp: 'At least 8 characters with 3 of: lowercase, uppercase, digit, symbol.',
  passwordsDiffer: 'The passwords do not match.',
  wrongCredentials: 'The username/e-mail or password is incorrect.',
  wrongCurrentPassword: 'Your current password is incorrect.',
  emailTaken: 'An account with this e-mail address already exists.',
  usernameTaken: 'This username is already taken.',
  usernameFormat: 'Username must start with a letter and contain only letters and digits.',
  usernameReservedForDrillers: 'Only drillers may have a username starting with DL or AMR.',
  licenceFormat: 'License no must start with DL followed by a space and numerics',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  resetEmailSent:
    'If an account exists for that e-mail address, we have sent it a link to reset the password. The link is valid for 1 hour.',
  passwordChanged: 'Your password has been changed.',
  profileSaved: 'Your profile has been saved.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** 3 of 4 character classes, as Azure AD B2C's default strong-password policy. */
export function isStrongPassword(password: string): boolean {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return false;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  return classes >= 3;
}

/** NSW 'DL nnnn' or interstate 'AMR n..n' licence numbers, as the driller form accepts them. */
const LICENCE_PATTERN = /^(DL [1-9]\d{3}|AMR \d{1,10})$/i;

const required = (max: number) => z.string().trim().min(1, IDENTITY_MESSAGES.required).max(max);
const email = required(100).pipe(z.email(IDENTITY_MESSAGES.invalidEmail));
const password = z.string().refine(isStrongPassword, IDENTITY_MESSAGES.passwordPolicy);

const passwordsMatch = {
  check: (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword,
  params: { path: ['confirmPassword'], message: IDENTITY_MESSAGES.passwordsDiffer },
};
const newPassword = { password, confirmPassword: z.string() };

const person = {
  firstName: required(100),
  lastName: required(100),
  email,
  workMobile: z.string().trim().max(20).optional(),
};

export const drillerSignupSchema = z
  .object({
    ...person,
    ...newPassword,
    drillerLicenceNo: required(14).regex(LICENCE_PATTERN, IDENTITY_MESSAGES.licenceFormat),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);

export const companyAdminSignupSchema = z
  .object({
    ...person,
    ...newPassword,
    userName: required(50)
      .regex(/^[A-Za-z][A-Za-z0-9]*$/, IDENTITY_MESSAGES.usernameFormat)
      .refine((v) => !/^(dl|amr)/i.test(v), IDENTITY_MESSAGES.usernameReservedForDrillers),
    organisationName: required(100),
    organisationAbnOrAcn: required(20),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);

export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, IDENTITY_MESSAGES.required), ...newPassword })
  .refine(passwordsMatch.check, passwordsMatch.params);

export const resetPasswordSchema = z.object(newPassword).refine(passwordsMatch.check, passwordsMatch.params);

export const profileEditSchema = z.object({
  firstName: required(100),
  lastName: required(100),
  workMobile: z.string().trim().max(20).optional(),
});

/** A driller signs in with a username made from the licence number: 'DL 1234' -> 'dl1234'. */
export function drillerUsername(licenceNo: string): string {
  return licenceNo.replace(/\s+/g, '').toLowerCase();
}

export const signupSchemaFor = (userType: string) =>
  userType === USER_TYPE.companyAdmin ? companyAdminSignupSchema : drillerSignupSchema;

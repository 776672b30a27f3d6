import { z } from 'zod';
import { AUTH_MESSAGES } from './messages';
import { BLANK_COMPANY } from './roles';

const text = z.string().trim().max(200).nullish();

/** POST users/adminregister: the signed-in profile as the token carries it. */
export const adminRegisterSchema = z.object({
  firstName: text,
  lastName: text,
  emailAddress: text,
  drillerLicenseNo: text,
  role: z.union([z.string(), z.number()]).nullish(),
  workEmail: text,
  workMobile: text,
  organisationName: text,
  drillingClass: text,
  userName: text,
});

/** POST users/drillerregister: the same plus the company-admin flag. */
export const drillerRegisterSchema = adminRegisterSchema.extend({
  isDCA: z.union([z.string(), z.number(), z.boolean()]).nullish(),
});
export type RegisterPayload = z.infer<typeof drillerRegisterSchema>;

/** The answer of users/drillerregister and users/adminregister (a refusal is success false, in a 200). */
export const registrationResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional().describe('Why the sign-in is refused (success false).'),
  errorMsg: z.string().optional().describe('A refusal that signs the user out with this message.'),
  driller: z
    .object({
      organisation: z.object({ organisationName: z.string() }).nullable(),
      isDrillingCompanyAdmin: z.number().int().describe('1 when the driller is also a company admin.'),
    })
    .nullish(),
  user: z.object({ firstName: z.string(), lastName: z.string() }).nullish(),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

export type AfterSignIn =
  | { kind: 'signOut'; message: string }
  | { kind: 'associateOrganisation' }
  | { kind: 'continue' };

function hasCompany(name: string | null | undefined): boolean {
  const trimmed = name?.trim() ?? '';
  return trimmed !== '' && trimmed !== BLANK_COMPANY;
}

/**
 * What the app does with the registration response (spec 3 "After sign-in" and section 8):
 * an errorMsg signs out with that message; a failure signs out with its message or 'Login failed';
 * an admin without a company is an 'Invalid user!!'; a driller without one is sent to pick a company.
 */
export function afterSignIn(response: RegistrationResponse, asDriller: boolean): AfterSignIn {
  if (response.errorMsg) return { kind: 'signOut', message: response.errorMsg };
  if (!response.success) return { kind: 'signOut', message: response.message || AUTH_MESSAGES.loginFailed };
  const organisationName = response.driller?.organisation?.organisationName;
  if (hasCompany(organisationName)) return { kind: 'continue' };
  return asDriller ? { kind: 'associateOrganisation' } : { kind: 'signOut', message: AUTH_MESSAGES.invalidUser };
}

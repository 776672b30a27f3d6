import { z } from 'zod';
import { isRoleId, type RoleId, type Subject } from './roles';

/** Custom claims the identity provider puts in the access token (names kept short and snake_case). */
export const CLAIM = {
  role: 'role',
  isDCA: 'is_dca',
  organisationName: 'organisation_name',
  drillerLicenseNo: 'driller_licence_no',
  workMobile: 'work_mobile',
  drillingClass: 'drilling_class',
  userName: 'preferred_username',
  userId: 'user_id',
} as const;

/** The scope the API requires (configurable in production, this by default). */
export const DEFAULT_API_SCOPE = 'demo.read';

const optionalText = z.string().nullish().transform((value) => value ?? '');

export const accessTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  given_name: optionalText,
  family_name: optionalText,
  email: optionalText,
  [CLAIM.role]: z.number().int().refine(isRoleId, 'unknown role'),
  [CLAIM.isDCA]: z.boolean().nullish().transform((value) => value === true),
  [CLAIM.organisationName]: optionalText,
  [CLAIM.drillerLicenseNo]: optionalText,
  [CLAIM.workMobile]: optionalText,
  [CLAIM.drillingClass]: optionalText,
  [CLAIM.userName]: optionalText,
  [CLAIM.userId]: z.number().int().nullish(),
});

/** The signed-in user as both the web app and the server see it (spec 1 "Current user"). */
export interface CurrentUser extends Subject {
  subject: string;
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  roleId: RoleId;
  isDCA: boolean;
  organisationName: string;
  drillerLicenseNo: string;
  workMobile: string;
  drillingClass: string;
  userName: string;
}

export function currentUserFromClaims(claims: unknown): CurrentUser {
  const c = accessTokenClaimsSchema.parse(claims);
  return {
    subject: c.sub,
    userId: c[CLAIM.userId] ?? null,
    firstName: c.given_name,
    lastName: c.family_name,
    email: c.email,
    roleId: c[CLAIM.role] as RoleId,
    isDCA: c[CLAIM.isDCA],
    organisationName: c[CLAIM.organisationName],
    drillerLicenseNo: c[CLAIM.drillerLicenseNo],
    workMobile: c[CLAIM.workMobile],
    drillingClass: c[CLAIM.drillingClass],
    userName: c[CLAIM.userName],
  };
}

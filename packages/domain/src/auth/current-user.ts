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
  /** Null (or absent) while a self-registered account awaits approval: such a token opens no role's routes. */
  [CLAIM.role]: z.number().int().refine(isRoleId, 'unknown role').nullish(),
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

/**
 * A signed-in account with no role yet: a Company Admin sign-up whose registration request the Super
 * Admin has not approved. It may only register (users/adminregister), which answers that the request
 * is pending; every role-guarded route refuses it.
 */
export interface PendingUser extends Omit<CurrentUser, 'roleId'> {
  roleId: null;
}

/** Whoever a valid access token names: a user with a role, or a pending one. */
export type TokenUser = CurrentUser | PendingUser;

export function hasRole(user: TokenUser): user is CurrentUser {
  return user.roleId !== null;
}

/** Any valid token's user, pending ones included. */
export function tokenUserFromClaims(claims: unknown): TokenUser {
  const c = accessTokenClaimsSchema.parse(claims);
  return {
    subject: c.sub,
    userId: c[CLAIM.userId] ?? null,
    firstName: c.given_name,
    lastName: c.family_name,
    email: c.email,
    roleId: (c[CLAIM.role] ?? null) as RoleId | null,
    isDCA: c[CLAIM.isDCA],
    organisationName: c[CLAIM.organisationName],
    drillerLicenseNo: c[CLAIM.drillerLicenseNo],
    workMobile: c[CLAIM.workMobile],
    drillingClass: c[CLAIM.drillingClass],
    userName: c[CLAIM.userName],
  } as TokenUser;
}

/** The signed-in user of a token that carries a role; a token without one is refused. */
export function currentUserFromClaims(claims: unknown): CurrentUser {
  const user = tokenUserFromClaims(claims);
  if (!hasRole(user)) throw new Error('Invalid input: the token carries no role');
  return user;
}

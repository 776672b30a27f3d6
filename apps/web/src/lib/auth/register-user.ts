import { ROLE, afterSignIn, type AfterSignIn, type RegistrationResponse, type TokenUser } from '@driller/domain';
import { apiRequest } from '../api/client';

/**
 * Registers the signed-in user with the backend (spec 3 "After sign-in"): drillers through
 * users/drillerregister, everyone else through users/adminregister, with the profile from the token.
 */
export async function registerUser(user: TokenUser): Promise<AfterSignIn> {
  const asDriller = user.roleId === ROLE.driller;
  const payload = {
    firstName: user.firstName,
    lastName: user.lastName,
    emailAddress: user.email,
    drillerLicenseNo: user.drillerLicenseNo,
    role: user.roleId,
    workEmail: user.email,
    workMobile: user.workMobile,
    organisationName: user.organisationName,
    drillingClass: user.drillingClass,
    userName: user.userName,
    ...(asDriller ? { isDCA: user.isDCA ? 1 : 0 } : {}),
  };
  const response = await apiRequest<RegistrationResponse>(`users/${asDriller ? 'drillerregister' : 'adminregister'}`, {
    body: payload,
  });
  return afterSignIn(response, asDriller);
}

import { ROLE, USER_CONTRACTS, afterSignIn, type AfterSignIn, type TokenUser } from '@driller/domain';
import { callApi } from '../api/client';

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
  const contract = asDriller ? USER_CONTRACTS.drillerRegister : USER_CONTRACTS.adminRegister;
  const response = await callApi(contract, { body: payload });
  return afterSignIn(response, asDriller);
}

import { isRoleId, ROLE, type OrganisationProfile, type Subject } from '@driller/domain';

/** The viewer as the policy table needs them, from the profile the company list carries. */
export function subjectOf(profile: OrganisationProfile | undefined): Subject {
  const roleId = profile && isRoleId(profile.roleId) ? profile.roleId : ROLE.readOnlyAll;
  return { roleId, isDCA: profile?.isDCA ?? false };
}
